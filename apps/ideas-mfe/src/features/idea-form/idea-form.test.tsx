import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { QueryObserver } from '@tanstack/react-query';
import type { TaskListResponse } from '@idea-portal/contracts';
import { createQueryClient, ideasApi, myPageKeys } from '@idea-portal/platform';
import { currentLocation, recordWrites, renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import { DEFAULT_MOCK_API_URL, mockDb, setMockCurrentUser } from '@idea-portal/testing';
import { routes } from '../../routes';
import { AUTOSAVE_PREFIX } from './hooks/use-autosave';
import '../../test/cleanup';

const server = setupMockApi();
const api = (path: string) => `${DEFAULT_MOCK_API_URL}${path}`;

function type(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('idea form validation', () => {
  it('shows the contracts messages in English', async () => {
    await renderWithProviders(null, { routes, route: '/app/ideas/new' });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit idea' }));
    expect(await screen.findByText('Title must be at least 5 characters')).toBeTruthy();
    expect(screen.getByText('Problem statement must be at least 20 characters')).toBeTruthy();
    expect(screen.getByText('Proposed solution must be at least 20 characters')).toBeTruthy();
    expect(screen.getByText('Please choose a category')).toBeTruthy();
    expect(await screen.findByText('Please check the highlighted fields.')).toBeTruthy();
  });

  it('shows them in German', async () => {
    await renderWithProviders(null, { routes, route: '/app/ideas/new', language: 'de' });
    fireEvent.click(await screen.findByRole('button', { name: 'Idee einreichen' }));
    expect(await screen.findByText('Der Titel muss mindestens 5 Zeichen lang sein')).toBeTruthy();
    expect(screen.getByText('Die Problembeschreibung muss mindestens 20 Zeichen lang sein')).toBeTruthy();
    expect(screen.getByText('Bitte wählen Sie eine Kategorie')).toBeTruthy();
  });

  it('a draft needs only a title of 3 characters', async () => {
    await renderWithProviders(null, { routes, route: '/app/ideas/new' });
    type(/^Title/, 'ab');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Title must be at least 3 characters')).toBeTruthy();
  });
});

describe('save draft and submit', () => {
  it('POSTs a draft, continues on its edit page, then submits it', async () => {
    const calls = recordWrites(server);
    await renderWithProviders(null, { routes, route: '/app/ideas/new' });
    type(/^Title/, 'Bike sharing for the campus');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved')).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toMatch(/^\/app\/ideas\/idea-[^/]+\/edit$/));
    const id = currentLocation().split('/')[3];
    expect(calls).toContain('POST /ideas');

    await screen.findByRole('heading', { name: 'Edit Idea' });
    type(/^Problem statement/, 'Getting between the buildings takes too long on foot.');
    type(/^Proposed solution/, 'Twenty shared bikes at the four main entrances.');
    fireEvent.click(await screen.findByPlaceholderText('Choose a category'));
    fireEvent.click(await screen.findByRole('option', { name: 'Process', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit idea' }));
    expect(await screen.findByText('Idea submitted')).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe(`/app/ideas/${id}`));
    expect(calls).toEqual(expect.arrayContaining([`PATCH /ideas/${id}`, `POST /ideas/${id}/submit`]));
    expect(mockDb.ideas.find((i) => i.id === id)?.status).toBe('first_assessment');
  });

  it('a submit refreshes the task count another remote shows (shared query key, no 60 s wait)', async () => {
    setMockCurrentUser('u-admin');
    const queryClient = createQueryClient();
    // Stands in for the header's task badge (my-page remote): mounted, fresh for 60 s.
    const badge = new QueryObserver(queryClient, {
      queryKey: myPageKeys.tasks,
      queryFn: ({ signal }) => ideasApi.get<TaskListResponse>('/tasks', { signal }),
    });
    await renderWithProviders(null, { routes, route: '/app/ideas/new', queryClient });
    const unsubscribe = badge.subscribe(() => undefined);
    await waitFor(() => expect(badge.getCurrentResult().data).toBeDefined());
    const before = badge.getCurrentResult().data?.total ?? 0;

    type(/^Title/, 'Quiet rooms for focused work');
    type(/^Problem statement/, 'Open offices make concentrated work hard for many people.');
    type(/^Proposed solution/, 'Four bookable quiet rooms on every floor of the main building.');
    fireEvent.click(await screen.findByPlaceholderText('Choose a category'));
    fireEvent.click(await screen.findByRole('option', { name: 'Process', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit idea' }));
    expect(await screen.findByText('Idea submitted')).toBeTruthy();
    await waitFor(() => expect(badge.getCurrentResult().data?.total).toBe(before + 1));
    unsubscribe();
  });
});

describe('autosave', () => {
  it('keeps the typed text on this device and restores it on return', async () => {
    const first = await renderWithProviders(null, { routes, route: '/app/ideas/new' });
    type(/^Title/, 'Rooftop garden for the canteen');
    await waitFor(() => expect(localStorage.getItem(`${AUTOSAVE_PREFIX}new`)).toContain('Rooftop garden'));
    first.unmount();

    await renderWithProviders(null, { routes, route: '/app/ideas/new' });
    await waitFor(() => expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Rooftop garden for the canteen'));
    // The notice's code loads when there is something to restore.
    expect(await screen.findByText(/were restored/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Discard restored changes' }));
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('');
    expect(localStorage.getItem(`${AUTOSAVE_PREFIX}new`)).toBeNull();
  });

  it('clears the local copy once saved', async () => {
    localStorage.setItem(
      `${AUTOSAVE_PREFIX}idea-5`,
      JSON.stringify({ values: { ...(await import('./lib/form-values')).emptyValues(), title: 'Quiet zones, restored' }, savedAt: new Date().toISOString(), version: 1 }),
    );
    await renderWithProviders(null, { routes, route: '/app/ideas/idea-5/edit' });
    await waitFor(() => expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Quiet zones, restored'));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved')).toBeTruthy();
    expect(localStorage.getItem(`${AUTOSAVE_PREFIX}idea-5`)).toBeNull();
    expect(mockDb.ideas.find((i) => i.id === 'idea-5')?.title).toBe('Quiet zones, restored');
  });
});

describe('version conflict', () => {
  it('409 keeps the typed text, offers copy and reload', async () => {
    await renderWithProviders(null, { routes, route: '/app/ideas/idea-5/edit' });
    await waitFor(() => expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Quiet zones in the open office'));
    // Someone else saves in another tab.
    const stored = mockDb.ideas.find((i) => i.id === 'idea-5')!;
    stored.version = 2;
    stored.title = 'Quiet zones (changed elsewhere)';
    type(/^Title/, 'Quiet zones with phone booths');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const alert = await screen.findByTestId('version-conflict');
    expect(within(alert).getByText('This idea was changed by someone else. Reload to see the latest version — your text is kept below.')).toBeTruthy();
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Quiet zones with phone booths');
    expect((within(alert).getByLabelText('Your text') as HTMLTextAreaElement).value).toContain('Quiet zones with phone booths');
    expect(within(alert).getByRole('button', { name: 'Copy my text' })).toBeTruthy();

    fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Quiet zones (changed elsewhere)'));
    // The typed text is still there to copy back.
    expect((within(screen.getByTestId('version-conflict')).getByLabelText('Your text') as HTMLTextAreaElement).value).toContain('Quiet zones with phone booths');
    // Saving again uses the reloaded version.
    type(/^Title/, 'Quiet zones with phone booths');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(stored.title).toBe('Quiet zones with phone booths'));
    expect(screen.getAllByText('Draft saved').length).toBeGreaterThan(0);
  });

  it('a non-editable idea offers a revision request instead', async () => {
    await renderWithProviders(null, { routes, route: '/app/ideas/idea-1/edit' });
    expect(await screen.findByRole('heading', { name: 'Request revision' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Request must be at least 10 characters')).toBeTruthy();
    type(/^Requested change/, 'Please add the cost estimate from the facility team.');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Revision request sent')).toBeTruthy();
    expect(mockDb.revisionRequests).toHaveLength(1);
  });

  it('refuses the form to someone who is not a creator', async () => {
    setMockCurrentUser('u-viewer');
    await renderWithProviders(null, { routes, route: '/app/ideas/idea-2/edit' });
    expect(await screen.findByText('Only the creators of this idea can edit it.')).toBeTruthy();
  });
});

describe('drafts: saved, deleted; changes saved', () => {
  it('Save draft says when it was saved; Delete draft asks first, Cancel keeps it, Delete removes it and goes to My Ideas', async () => {
    const calls = recordWrites(server);
    await renderWithProviders(null, { routes, route: '/app/ideas/idea-5/edit' });
    await waitFor(() => expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Quiet zones in the open office'));
    type(/^Title/, 'Quiet zones with phone booths');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Your draft is stored. Only you can see it until you submit it.')).toBeTruthy();
    expect(await screen.findByText(/^Saved at /)).toBeTruthy();
    expect(currentLocation()).toBe('/app/ideas/idea-5/edit');

    fireEvent.click(screen.getByRole('button', { name: 'Delete draft' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    expect(within(dialog).getByText('The draft "Quiet zones with phone booths" and its files will be deleted. This cannot be undone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mockDb.ideas.some((i) => i.id === 'idea-5')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Delete draft' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete draft' }));
    expect(await screen.findByText('Draft deleted')).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe('/app/my-ideas'));
    expect(calls).toContain('DELETE /ideas/idea-5');
    expect(mockDb.ideas.some((i) => i.id === 'idea-5')).toBe(false);
  });

  it('a refused deletion stays in the dialog and says so, in German', async () => {
    server.use(http.delete(api('/ideas/:id'), () => HttpResponse.json({ code: 'INTERNAL', message: 'x' }, { status: 500 })));
    await renderWithProviders(null, { routes, route: '/app/ideas/idea-5/edit', language: 'de' });
    fireEvent.click(await screen.findByRole('button', { name: 'Entwurf löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Diesen Entwurf löschen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Entwurf löschen' }));
    expect(await within(dialog).findByText('Der Entwurf konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.')).toBeTruthy();
    expect(currentLocation()).toBe('/app/ideas/idea-5/edit');
  });

  it('a submitted idea offers no Delete draft; Save changes confirms and returns to the idea', async () => {
    await renderWithProviders(null, { routes, route: '/app/ideas/idea-9/edit' });
    await waitFor(() => expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('LED lighting in the car park'));
    expect(screen.queryByRole('button', { name: 'Delete draft' })).toBeNull();
    type(/^Title/, 'LED lighting and motion sensors in the car park');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved')).toBeTruthy();
    expect(screen.getByText('The idea shows your changes.')).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe('/app/ideas/idea-9'));
  });
});

describe('no way lost', () => {
  it.each([
    ['en', '/app/ideas/idea-nope/edit', 'Idea not found', 'Back to ideas'],
    ['de', '/app/ideas/idea-nope/edit', 'Idee nicht gefunden', 'Zurück zu den Ideen'],
    ['en', '/app/ideas/%20/edit', 'Idea ID is required', 'Back to ideas'],
    ['de', '/app/ideas/%20/edit', 'Ideen-ID ist erforderlich', 'Zurück zu den Ideen'],
  ] as const)('%s %s: "%s" links back to the ideas list', async (language, route, text, back) => {
    await renderWithProviders(null, { routes, route, language });
    expect(await screen.findByText(text)).toBeTruthy();
    const link = screen.getByRole('link', { name: back });
    expect(link.getAttribute('href')).toBe('/app/ideas');
    fireEvent.click(link);
    await waitFor(() => expect(currentLocation()).toBe('/app/ideas'));
  });
});

describe('similar ideas', () => {
  it('suggests similar ideas while typing; follow instead and ask to join', async () => {
    let comment: unknown = null;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/ideas/idea-1/comments') comment = await request.clone().json();
    });
    await renderWithProviders(null, { routes, route: '/app/ideas/new' });
    expect(screen.getByText(/similar existing ideas appear here/)).toBeTruthy();
    type(/^Title/, 'Solar panels for the parking roof');
    const panel = await screen.findByTestId('similar-ideas');
    const link = await within(panel).findByRole('link', { name: 'Solar panels on the warehouse roof' }, { timeout: 3000 });
    expect(link.getAttribute('href')).toBe('/app/ideas/idea-1');
    const item = link.closest('li')!;
    fireEvent.click(within(item as HTMLElement).getByRole('button', { name: 'Follow instead' }));
    expect(await screen.findByText('Following idea')).toBeTruthy();
    expect(mockDb.follows['u-admin']).toContain('idea-1');
    fireEvent.click(within(item as HTMLElement).getByRole('button', { name: 'Ask to join as contributor' }));
    expect(await screen.findByText('Your request to join was posted as a comment.')).toBeTruthy();
    expect(comment).toMatchObject({ text: expect.stringContaining('join this idea as a contributor') });
  });

  it('says so when nothing is similar', async () => {
    server.use(http.get(api('/ideas/similar'), () => HttpResponse.json({ ideas: [] })));
    await renderWithProviders(null, { routes, route: '/app/ideas/new' });
    type(/^Title/, 'Something entirely different');
    expect(await screen.findByText('No similar ideas found.', {}, { timeout: 3000 })).toBeTruthy();
  });
});
