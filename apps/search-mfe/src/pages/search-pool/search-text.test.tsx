import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, setupMockApi } from '@idea-portal/testing/node';

/**
 * The URL's search text lands late (a busy machine: the router's update commits after more
 * typing). Here every write of the page to the URL waits until the test lets it land.
 */
const writes: { query: string; land: () => void }[] = [];
vi.mock('@idea-portal/platform', async (importActual) => {
  const actual = await importActual<typeof import('@idea-portal/platform')>();
  return {
    ...actual,
    useSearchParams: () => {
      const [params, setParams] = useState(() => new URLSearchParams());
      return [params, (next: URLSearchParams) => writes.push({ query: next.toString(), land: () => setParams(next) })] as const;
    },
  };
});

const { routes } = await import('../../routes');
setupMockApi();

describe('the search box while the URL lags behind', () => {
  it('keeps what was typed after a search when that search reaches the URL late, and searches for it', async () => {
    await renderWithProviders(null, { routes, route: '/app/search' });
    const box = await screen.findByRole('searchbox', { name: 'Search ideas' });
    fireEvent.change(box, { target: { value: 'Ozlem' } });
    await waitFor(() => expect(writes.map((w) => w.query)).toEqual(['q=Ozlem']));

    fireEvent.change(box, { target: { value: 'solar' } });
    act(() => writes[0]!.land());
    expect(box).toHaveProperty('value', 'solar');
    await waitFor(() => expect(writes.map((w) => w.query)).toEqual(['q=Ozlem', 'q=solar']));
  });
});
