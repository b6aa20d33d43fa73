import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import { routes } from '../../routes';

setupMockApi();

/** The premium rule editor writes amounts as the reader does (numberInputFormat of @idea-portal/ui/forms). */
describe('premium rule amounts', () => {
  const field = async (label: string) => (await screen.findAllByLabelText(label))[0] as HTMLInputElement;

  it('German: 25.000 for the maximum of 25,000, percentages with a decimal comma', async () => {
    await renderWithProviders(null, { routes, route: '/app/admin/premium-rules', base: '/app/admin', language: 'de' });
    expect((await field('Höchstprämie')).value).toBe('25.000');
    expect((await screen.findAllByLabelText('Höchstprämie'))[1]).toHaveProperty('value', '1.000');
    expect((await field('Prozentsatz des Netto-Nutzens im ersten Jahr')).value).toBe('25 %');
  });

  it('English: 25,000', async () => {
    await renderWithProviders(null, { routes, route: '/app/admin/premium-rules', base: '/app/admin', language: 'en' });
    expect((await field('Maximum premium')).value).toBe('25,000');
  });
});
