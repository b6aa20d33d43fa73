import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { recordWrites, renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import { routes } from '../../routes';
import '../../test/cleanup';

// The form's contract checks are a chunk of their own; here it cannot be fetched (offline, a redeploy).
vi.mock('../../shared/lib/contract-checks', () => {
  throw new Error('Loading chunk contract-checks failed');
});

const server = setupMockApi();

describe('idea form without its checks', () => {
  it('opens without them, and a save says it failed and sends nothing', async () => {
    const sent = recordWrites(server);
    await renderWithProviders(null, { routes, route: '/app/ideas/new' });
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Bike sharing for the campus' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The idea could not be saved. Please try again.')).toBeTruthy();
    expect(sent).toEqual([]);
    // What was typed stays.
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Bike sharing for the campus');
  });
});
