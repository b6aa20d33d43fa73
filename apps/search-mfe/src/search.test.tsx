import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { currentLocation, renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import { routes } from './routes';

setupMockApi();

describe('search pool', () => {
  it('links the cards and runs the search on the page, keeping it in the URL', async () => {
    await renderWithProviders(null, { routes, route: '/app/search' });
    expect((await screen.findByRole('link', { name: 'Implementation Tracking' })).getAttribute('href')).toBe('/app/ideas?status=implementation');
    expect(screen.getByRole('link', { name: 'Organizational Units' }).getAttribute('href')).toBe('/app/organization-units');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search ideas' }), { target: { value: 'solar roof' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(currentLocation()).toBe('/app/search?q=solar+roof');
  });

  it('shows results with highlighted matches and narrows them with a facet', async () => {
    const { mockDb } = await import('@idea-portal/testing');
    const sustainable = mockDb.ideas.filter((i) => i.category === 'Sustainability' && i.status !== 'draft');
    expect(sustainable.length).toBeGreaterThan(1);
    await renderWithProviders(null, { routes, route: '/app/search?q=Sustainability' });
    const list = await screen.findByRole('list', { name: 'Search results' });
    await waitFor(() => expect(list.querySelectorAll('li').length).toBeGreaterThan(0));
    const total = Number(screen.getByRole('status').textContent?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThan(0);
    const statusGroup = screen.getByRole('group', { name: 'Status' });
    const [box] = Array.from(statusGroup.querySelectorAll('input[type="checkbox"]')) as HTMLInputElement[];
    fireEvent.click(box!);
    await waitFor(() => expect(currentLocation()).toMatch(/^\/app\/search\?q=Sustainability&status=/));
    await waitFor(() => expect(Number(screen.getByRole('status').textContent?.match(/\d+/)?.[0])).toBeLessThan(total));
  });

  it('marks the category a word was found in and names matched fields the hit does not show', async () => {
    const { mockDb } = await import('@idea-portal/testing');
    const idea = mockDb.ideas.find((i) => i.status !== 'draft' && i.visibility === 'organization' && i.category)!;
    const category = mockDb.categories.find((c) => c.name === idea.category)!;
    for (const i of mockDb.ideas) if (i.category === category.name) i.category = 'Zeppelinbau';
    category.name = 'Zeppelinbau';
    idea.tags = ['zeppelin'];
    await renderWithProviders(null, { routes, route: '/app/search?q=zeppelin' });
    // Only the idea with the tag says so; every idea of the category has it marked.
    const tagged = await screen.findByText('Also found in: Tags');
    expect(tagged.closest('li')?.querySelector('a')?.textContent).toBe(idea.title);
    const marks = screen.getAllByText('Zeppelinbau', { selector: 'mark' });
    expect(marks).toHaveLength(mockDb.ideas.filter((i) => i.category === 'Zeppelinbau' && i.status !== 'draft' && i.visibility === 'organization').length);
  });

  it('marks matches as text, never as HTML', async () => {
    const { mockDb } = await import('@idea-portal/testing');
    const idea = mockDb.ideas.find((i) => i.status !== 'draft' && i.visibility === 'organization')!;
    idea.title = 'Zebra <img src=x onerror=alert(1)> crossing';
    await renderWithProviders(null, { routes, route: '/app/search?q=zebra' });
    const mark = await screen.findByText('Zebra', { selector: 'mark' });
    expect(mark.closest('a')?.textContent).toBe('Zebra <img src=x onerror=alert(1)> crossing');
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('master data', () => {
  it('pages users with nextPageToken and filters them', async () => {
    await renderWithProviders(null, { routes, route: '/app/users' });
    expect(await screen.findByText('12 of 12 users')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Family name' }), { target: { value: 'adm' } });
    await waitFor(() => expect(screen.getByText('1 of 1 users')).toBeTruthy());
    expect(screen.getByText('Ada Admin')).toBeTruthy();
  });

  it('uses "Load more" when the API has more pages', async () => {
    const { USERS_PAGE_SIZE } = await import('./features/users/api/get-users');
    expect(USERS_PAGE_SIZE).toBe(20);
    const { mockDb } = await import('@idea-portal/testing');
    const base = mockDb.users[0]!;
    for (let i = 0; i < 15; i++) mockDb.users.push({ ...base, id: `extra-${i}`, userId: `sub-extra-${i}`, familyName: `Zz${i}` });
    await renderWithProviders(null, { routes, route: '/app/accounts' });
    expect(await screen.findByText('20 of 27 users')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('27 of 27 users')).toBeTruthy();
  });

  it('lists tenants and organisational units', async () => {
    await renderWithProviders(null, { routes, route: '/app/tenants' });
    expect(await screen.findByText('Demo Corp')).toBeTruthy();
    await renderWithProviders(null, { routes, route: '/app/organization-units', language: 'de' });
    expect(await screen.findByText('Human Resources')).toBeTruthy();
    expect(screen.getByText('Keine Führungskraft')).toBeTruthy();
  });
});
