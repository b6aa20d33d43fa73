import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import { PremiumInputsFields } from './components/PremiumInputsFields';

setupMockApi();

/** The review's premium inputs write amounts as the reader does (numberInputFormat of @idea-portal/ui/forms). */
describe('premium inputs of the review', () => {
  const fields = (language: 'en' | 'de') =>
    renderWithProviders(
      <PremiumInputsFields ideaId="idea-1" currency="EUR" calculationType="calculable" value={{ firstYearSavings: 25000, implementationCosts: 1234.5 }} onChange={() => undefined} errors={{}} />,
      { language },
    );

  it('German: 25.000 and 1.234,5', async () => {
    await fields('de');
    expect(((await screen.findByLabelText('Einsparung im ersten Jahr (EUR)')) as HTMLInputElement).value).toBe('25.000');
    expect((screen.getByLabelText('Einführungskosten (EUR)') as HTMLInputElement).value).toBe('1.234,5');
  });

  it('English: 25,000 and 1,234.5', async () => {
    await fields('en');
    expect(((await screen.findByLabelText('First-year savings (EUR)')) as HTMLInputElement).value).toBe('25,000');
    expect((screen.getByLabelText('Implementation costs (EUR)') as HTMLInputElement).value).toBe('1,234.5');
  });
});
