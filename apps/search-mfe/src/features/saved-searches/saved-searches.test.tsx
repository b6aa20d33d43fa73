import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockDb, setMockCurrentUser } from '@idea-portal/testing';
import { renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import type { SavedSearch } from '@idea-portal/contracts';
import { routes } from '../../routes';
import { LEGACY_FAVORITES_KEY } from './hooks/drop-legacy-favorites';
import { queryParts } from './lib/describe-query';
import { runHref } from './lib/run-href';

setupMockApi();

const saved = (id: string, name: string, position: number, query: SavedSearch['query'] = { q: name.toLowerCase() }): SavedSearch => ({
  id,
  name,
  query,
  position,
  subscribed: false,
  emailDigest: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

const rowNames = () => within(screen.getByRole('list', { name: 'Saved searches' })).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'));

describe('saved searches', () => {
  it('saves the quick search under a name on the account and lists it', async () => {
    await renderWithProviders(null, { routes, route: '/app/search' });
    expect(await screen.findByText('No saved searches yet')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search ideas' }), { target: { value: 'solar roof' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ }) as HTMLInputElement;
    expect(name.value).toBe('solar roof');
    fireEvent.change(name, { target: { value: 'Solar' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'Solar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Solar' }).getAttribute('href')).toBe('/app/search?q=solar%20roof');
    expect(mockDb.savedSearches['u-admin']?.map((s) => s.name)).toEqual(['Solar']);
  });

  it('shows the spec message when the name is taken and keeps the dialog open', async () => {
    mockDb.savedSearches['u-admin'] = [saved('s1', 'Solar', 0)];
    await renderWithProviders(null, { routes, route: '/app/search' });
    await screen.findByRole('link', { name: 'Solar' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search ideas' }), { target: { value: 'solar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('You already have a saved search with this name')).toBeTruthy();
    // Empty names are refused before anything is sent.
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a name')).toBeTruthy();
  });

  it('moves with the up/down buttons, renames and deletes only after confirming', async () => {
    mockDb.savedSearches['u-admin'] = [saved('s1', 'Alpha', 0), saved('s2', 'Beta', 1), saved('s3', 'Gamma', 2)];
    await renderWithProviders(null, { routes, route: '/app/search' });
    await screen.findByRole('link', { name: 'Alpha' });
    expect((screen.getByRole('button', { name: 'Move "Alpha" up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move "Gamma" up' }));
    await waitFor(() => expect(rowNames()).toEqual(['Alpha', 'Gamma', 'Beta']));
    await waitFor(() => expect(mockDb.savedSearches['u-admin']?.map((s) => s.name)).toEqual(['Alpha', 'Gamma', 'Beta']));

    fireEvent.click(screen.getByRole('button', { name: 'Rename "Beta"' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename saved search' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Beta 2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('link', { name: 'Beta 2' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete "Alpha"' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete saved search?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mockDb.savedSearches['u-admin']).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Delete "Alpha"' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete saved search?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Alpha' })).toBeNull());
    expect(mockDb.savedSearches['u-admin']?.map((s) => s.name)).toEqual(['Gamma', 'Beta 2']);
  });

  it('subscribes, and offers the digest only while subscribed', async () => {
    mockDb.savedSearches['u-admin'] = [saved('s1', 'Alpha', 0)];
    await renderWithProviders(null, { routes, route: '/app/search' });
    await screen.findByRole('link', { name: 'Alpha' });
    const digest = screen.getByRole('checkbox', { name: 'Daily e-mail digest' }) as HTMLInputElement;
    expect(digest.disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'Notify me about new ideas' }));
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Daily e-mail digest' }) as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Daily e-mail digest' }));
    await waitFor(() => expect(mockDb.savedSearches['u-admin']?.[0]).toMatchObject({ subscribed: true, emailDigest: true }));
  });

  it("shows each person only their own, and drops the old browser favourites of whoever used it before", async () => {
    localStorage.setItem(LEGACY_FAVORITES_KEY, JSON.stringify(['someone else’s search']));
    mockDb.savedSearches['u-admin'] = [saved('s1', 'Admin only', 0)];
    setMockCurrentUser('u-viewer');
    await renderWithProviders(null, { routes, route: '/app/search' });
    expect(await screen.findByText('No saved searches yet')).toBeTruthy();
    expect(screen.queryByText('Admin only')).toBeNull();
    expect(screen.queryByText('someone else’s search')).toBeNull();
    expect(localStorage.getItem(LEGACY_FAVORITES_KEY)).toBeNull();
  });

  it('answers in German', async () => {
    mockDb.savedSearches['u-admin'] = [saved('s1', 'Alpha', 0, { q: 'wärme', status: ['review'], sort: 'likes' })];
    await renderWithProviders(null, { routes, route: '/app/search', language: 'de' });
    expect(await screen.findByRole('heading', { name: 'Favoritensuchen' })).toBeTruthy();
    expect(await screen.findByText('„wärme“ · 1 Filter · beliebteste zuerst')).toBeTruthy();
    expect(screen.getByRole('button', { name: '„Alpha“ nach unten verschieben' })).toBeTruthy();
  });

  it('reads a query as a line and as a link', () => {
    expect(queryParts({})).toEqual({ text: null, filters: 0, sort: null });
    expect(queryParts({ q: ' x ', status: ['review', 'draft'], from: '2026-01-01', to: '2026-02-01', sort: 'date' })).toEqual({ text: 'x', filters: 3, sort: 'date' });
    expect(runHref({ q: ' heat ', status: ['review', 'implementation'], category: ['cat-1'] })).toBe('/app/search?q=heat&status=review&status=implementation&category=cat-1');
  });
});
