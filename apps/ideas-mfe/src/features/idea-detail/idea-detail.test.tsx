import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import { DEFAULT_MOCK_API_URL, mockDb, setMockCurrentUser } from '@idea-portal/testing';
import { ApiRequestError, Link, paths } from '@idea-portal/platform';
import { routes } from '../../routes';
import { checkFiles, loadUploadErrorReason } from '../../shared/attachments/check-files';
import '../../test/cleanup';

const server = setupMockApi();
const api = (path: string) => `${DEFAULT_MOCK_API_URL}${path}`;
const problem = (status: number, code: string, message = code) => HttpResponse.json({ code, message }, { status });

async function openIdea(id: string, language: 'en' | 'de' = 'en') {
  const r = await renderWithProviders(null, { routes, route: `/app/ideas/${id}`, language });
  await screen.findByRole('heading', { level: 1 });
  return r;
}

describe('first load', () => {
  it('asks for the workflow and the comments together with the idea, not after it', async () => {
    const started: string[] = [];
    let answerIdea!: () => void;
    const ideaHeld = new Promise<void>((resolve) => (answerIdea = resolve));
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET') started.push(new URL(request.url).pathname);
    });
    server.use(
      http.get(api('/ideas/:id'), async () => {
        await ideaHeld;
        return undefined; // then the mock API's own answer
      }),
    );
    await renderWithProviders(null, { routes, route: '/app/ideas/idea-1' });
    await waitFor(() => expect(started).toEqual(expect.arrayContaining(['/ideas/idea-1', '/ideas/idea-1/workflow', '/ideas/idea-1/comments'])));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    answerIdea();
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });
});

describe('follow and like', () => {
  it('toggles follow with the spec toasts', async () => {
    await openIdea('idea-1');
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Following idea')).toBeTruthy();
    expect(mockDb.follows['u-admin']).toContain('idea-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByText('Unfollowed idea')).toBeTruthy();
    expect(mockDb.follows['u-admin']).not.toContain('idea-1');
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeTruthy();
  });

  it('shows the spec errors when following fails or the session is gone', async () => {
    server.use(http.put(api('/ideas/:id/follow'), () => problem(500, 'INTERNAL')));
    await openIdea('idea-1');
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Failed to follow idea. Please try again.')).toBeTruthy();
    server.use(http.put(api('/ideas/:id/follow'), () => problem(401, 'UNAUTHENTICATED')));
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('You must be logged in to follow ideas.')).toBeTruthy();
  });

  it('toggles the like with its count', async () => {
    await openIdea('idea-1');
    fireEvent.click(screen.getByRole('button', { name: '7 likes, Like' }));
    expect(await screen.findByText('You like this idea')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '8 likes, Unlike' }));
    expect(await screen.findByText('Like removed')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '7 likes, Like' })).toBeTruthy();
  });

  it('counts one view on open', async () => {
    let views = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/ideas/idea-2/views') views += 1;
    });
    await openIdea('idea-2');
    await waitFor(() => expect(views).toBe(1));
    await waitFor(() => expect(mockDb.ideas.find((i) => i.id === 'idea-2')!.views).toBe(19));
  });

  it('shows Edit only to creators of an editable idea or admins', async () => {
    setMockCurrentUser('u-creator');
    await openIdea('idea-2'); // submitter, first_assessment
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/app/ideas/idea-2/edit');
  });

  it('hides Edit from viewers and from creators once assessed', async () => {
    setMockCurrentUser('u-creator');
    const r = await openIdea('idea-3'); // contributor, implementation
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Request revision' })).toBeTruthy();
    r.unmount();
    setMockCurrentUser('u-viewer');
    await openIdea('idea-2');
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('exports the PDF: "Exporting..." then "Export completed"', async () => {
    const created: Blob[] = [];
    const original = URL.createObjectURL;
    URL.createObjectURL = (b: Blob) => {
      created.push(b);
      return 'blob:mock';
    };
    URL.revokeObjectURL = () => {};
    try {
      await openIdea('idea-1');
      fireEvent.click(screen.getByRole('button', { name: 'Export to PDF' }));
      expect(await screen.findByRole('button', { name: 'Exporting...' })).toBeTruthy();
      expect(await screen.findByText('Export completed')).toBeTruthy();
      const pdf = created.find((b) => b.type === 'application/pdf')!;
      expect(new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer())).startsWith('%PDF')).toBe(true);
    } finally {
      URL.createObjectURL = original;
    }
  });

  it('asks for the PDF in the reader\'s language', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/export.pdf')) asked.push(new URL(request.url).search);
    });
    const original = URL.createObjectURL;
    URL.createObjectURL = () => 'blob:mock';
    URL.revokeObjectURL = () => {};
    try {
      await openIdea('idea-1', 'de');
      fireEvent.click(screen.getByRole('button', { name: 'Als PDF exportieren' }));
      expect(await screen.findByText('Export abgeschlossen')).toBeTruthy();
      expect(asked).toEqual(['?lang=de']);
    } finally {
      URL.createObjectURL = original;
    }
  });
});

describe('comments', () => {
  it('replies, cancels a reply and deletes with confirmation', async () => {
    await openIdea('idea-1');
    const first = (await screen.findByText('Do we know the load capacity of the roof?')).closest('li')!;
    // Cancel a reply.
    fireEvent.click(within(first).getAllByRole('button', { name: 'Reply' })[0]!);
    expect(within(first).getByLabelText('Reply to Eva Evaluator')).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Cancel reply' }));
    expect(within(first).queryByLabelText('Reply to Eva Evaluator')).toBeNull();
    // Reply.
    fireEvent.click(within(first).getAllByRole('button', { name: 'Reply' })[0]!);
    fireEvent.change(within(first).getByLabelText('Reply to Eva Evaluator'), { target: { value: 'The check covered 500 m².' } });
    fireEvent.click(within(first).getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('Reply Posted')).toBeTruthy();
    expect(await screen.findByText('The check covered 500 m².')).toBeTruthy();
    expect(mockDb.comments.find((c) => c.text === 'The check covered 500 m².')?.parentId).toBe('c-1');
    // Delete (admin may delete any comment) after confirming.
    fireEvent.click(screen.getByRole('button', { name: 'Delete comment by Jonas Müller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete comment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Comment Deleted')).toBeTruthy();
    expect(await screen.findByText('This comment was deleted.')).toBeTruthy();
    expect(screen.queryByText('We could also charge the forklifts with the surplus.')).toBeNull();
  });

  it('shows "No Comments Found", validates and posts the first comment', async () => {
    setMockCurrentUser('u-viewer');
    await openIdea('idea-2');
    expect(await screen.findByText('No Comments Found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Comment cannot be empty')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your comment'), { target: { value: 'Count me in for the pilot.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Comment Created')).toBeTruthy();
    expect(await screen.findByText('Count me in for the pilot.')).toBeTruthy();
    // A viewer may delete only their own comments.
    expect(screen.getAllByRole('button', { name: /^Delete comment by/ })).toHaveLength(1);
  });

  it('German texts', async () => {
    await openIdea('idea-2', 'de');
    expect(await screen.findByText('Keine Kommentare gefunden')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Als PDF exportieren' })).toBeTruthy();
  });

  it('shows the picked tab and puts it in the address; a later visit of the plain address opens Details', async () => {
    // The idea page with a link to its own plain address (as a notification in the header has).
    const withPlainLink = routes.map((r) => (r.path === paths.app.idea.path ? { ...r, element: <>{r.element}<Link to="/app/ideas/idea-2">the plain address</Link></> } : r));
    await renderWithProviders(null, { routes: withPlainLink, route: '/app/ideas/idea-2' });
    const selected = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;
    fireEvent.click(await screen.findByRole('tab', { name: 'History' }));
    expect(selected()).toBe('History');
    expect(await screen.findByRole('tabpanel', { name: 'History' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'the plain address' }));
    await waitFor(() => expect(selected()).toBe('Details'));
  });

  it('refreshes the history tab after a mutation', async () => {
    await openIdea('idea-2');
    fireEvent.change(await screen.findByLabelText('Your comment'), { target: { value: 'A note for the history.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Comment Created')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('A note for the history.')).toBeTruthy();
  });

  /** A history entry of idea-2 by Eva Evaluator, the nth newest. */
  const entry = (n: number, fieldName: string, oldValue: string | null, newValue: string | null) => ({
    id: `h-kinds-${n}`,
    ideaId: 'idea-2',
    entityType: 'idea' as const,
    fieldName,
    oldValue,
    newValue,
    createdAt: new Date(Date.UTC(2026, 0, 10 - n)).toISOString(),
    actorName: 'Eva Evaluator',
    actorPicture: null,
  });

  it('names each kind of entry: created, set, removed, changed, with dates as dates', async () => {
    mockDb.history = [
      entry(1, 'created', null, 'draft'),
      entry(2, 'attachment', null, 'plan.pdf'),
      entry(3, 'contributor', 'Carl Creator', null),
      entry(4, 'title', 'Old title', 'New title'),
      entry(5, 'completedAt', null, '2026-03-04T10:00:00.000Z'),
    ];
    await openIdea('idea-2');
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByText('Idea created')).toBeTruthy();
    expect(within(panel).getByText('Attachment')).toBeTruthy();
    expect(within(panel).getByText('plan.pdf')).toBeTruthy();
    expect(within(panel).getByText('Contributor removed')).toBeTruthy();
    expect(within(panel).getByText('Carl Creator').style.textDecoration).toBe('line-through');
    expect(within(panel).getByText('Title changed')).toBeTruthy();
    expect(within(panel).getByText('Old title')).toBeTruthy();
    expect(within(panel).getByText('Assessment completed')).toBeTruthy();
    expect(within(panel).queryByText(/2026-03-04T/)).toBeNull();
    // Only the changed entry has a "before": the others show no "(none)".
    expect(within(panel).queryByText('(none)')).toBeNull();
    expect(within(panel).getAllByLabelText('->')).toHaveLength(1);
  });

  it('names the kinds of entry in German', async () => {
    mockDb.history = [entry(1, 'created', null, 'draft'), entry(2, 'attachment', 'plan.pdf', null)];
    await openIdea('idea-2', 'de');
    fireEvent.click(screen.getByRole('tab', { name: 'Verlauf' }));
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByText('Idee erstellt')).toBeTruthy();
    expect(within(panel).getByText('Anhang entfernt')).toBeTruthy();
  });
  it.each([
    ['en', 'History', 'Delete', 'Comment removed', 'Comment written', 'by '],
    ['de', 'Verlauf', 'Löschen', 'Kommentar entfernt', 'Kommentar geschrieben', 'von '],
  ] as const)('a removed comment (%s): the history says who removed it and when, not what it said', async (language, tab, confirm, removed, written, by) => {
    await openIdea('idea-2', language);
    const secret = 'Words that must not stay readable';
    fireEvent.change(await screen.findByRole('textbox', { name: language === 'en' ? 'Your comment' : 'Ihr Kommentar' }), { target: { value: secret } });
    fireEvent.submit(screen.getByRole('textbox', { name: language === 'en' ? 'Your comment' : 'Ihr Kommentar' }).closest('form')!);
    expect(await screen.findByText(secret)).toBeTruthy();
    // The newest comment is the last one.
    const deletes = await screen.findAllByRole('button', { name: language === 'en' ? /^Delete comment by/ : /^Kommentar von .* löschen$/ });
    fireEvent.click(deletes.at(-1)!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: confirm }));
    await waitFor(() => expect(screen.queryByText(secret)).toBeNull());
    fireEvent.click(screen.getByRole('tab', { name: tab }));
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByText(removed)).toBeTruthy();
    // The entry's title, then who and when (no value between).
    expect(panel.textContent).toMatch(new RegExp(`${removed}${by}\\S`));
    expect(within(panel).getByText(written)).toBeTruthy();
    expect(panel.textContent).not.toContain(secret);
  });

  const workflowEntries = () => [
    entry(1, 'recommendation', null, 'approve'),
    entry(2, 'benefitValue', 'asiNo', 'high'),
    entry(3, 'isPostponed', 'false', 'true'),
    entry(4, 'classification', null, 'technology, process'),
    entry(5, 'postponementDate', null, '2026-05-01'),
    entry(6, 'decision', null, 'notImplemented'),
  ];

  it('shows the workflow\'s values as the panels do: labels, yes/no and dates', async () => {
    mockDb.history = workflowEntries();
    await openIdea('idea-2');
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByText('Approve')).toBeTruthy();
    for (const shown of ['ASI no', 'High', 'No', 'Yes', 'Technology, Process', '1 May 2026', 'Will not be implemented']) expect(within(panel).getByText(shown)).toBeTruthy();
    for (const raw of ['approve', 'asiNo', 'true', 'false', 'technology, process', '2026-05-01', 'notImplemented']) expect(within(panel).queryByText(raw)).toBeNull();
  });

  it('shows the workflow\'s values in German', async () => {
    mockDb.history = workflowEntries();
    await openIdea('idea-2', 'de');
    fireEvent.click(screen.getByRole('tab', { name: 'Verlauf' }));
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByText('Annehmen')).toBeTruthy();
    for (const shown of ['Empfehlung', 'ASI nein', 'Hoch', 'Nein', 'Ja', 'Technologie, Prozess', '01.05.2026', 'Wird nicht umgesetzt']) expect(within(panel).getByText(shown)).toBeTruthy();
  });
});

describe('attachments', () => {
  it('lists attachments with "Unknown size" and confirms deletion', async () => {
    await openIdea('idea-1');
    expect(screen.getByText('business-case.pdf')).toBeTruthy();
    expect(screen.getByText('Unknown size')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete photo-1.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete attachment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Attachment deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('photo-1.jpg')).toBeNull());
  });

  it('maps upload errors to clear messages (413, 415, own checks) in en and de, with the texts loaded when wanted', async () => {
    const tooLarge = new ApiRequestError(413, 'PAYLOAD_TOO_LARGE', 'too large');
    const badType = new ApiRequestError(415, 'UNSUPPORTED_MEDIA_TYPE', 'nope');
    expect(await loadUploadErrorReason(tooLarge, 'en', 'x')).toBe('Each file must be at most 10 MB');
    expect(await loadUploadErrorReason(badType, 'en', 'x')).toBe('This file type is not allowed (PDF, images, text, Word, Excel, PowerPoint)');
    expect(await loadUploadErrorReason(tooLarge, 'de', 'x')).toBe('Jede Datei darf höchstens 10 MB groß sein');
    expect(await loadUploadErrorReason('validation.tooManyFiles', 'en', 'x')).toMatch(/files/i);
    expect(await loadUploadErrorReason(new ApiRequestError(500, 'INTERNAL', 'boom'), 'en', 'generic')).toBe('generic');
    expect(checkFiles([new File(['x'], 'a.exe')])).toBe('validation.fileTypeNotAllowed');
    expect(checkFiles(Array.from({ length: 11 }, (_, i) => new File(['x'], `${i}.txt`)))).toBe('validation.tooManyFiles');
    expect(checkFiles([new File(['%PDF'], 'a.pdf')])).toBeNull();
  });

  it("shows the API's 415 as 'Error uploading file(s).' with the reason", async () => {
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'POST' };
    // jsdom's XMLHttpRequest sends a CORS preflight (a browser's service worker never sees one).
    server.use(
      http.options(api('/ideas/:id/attachments'), () => new HttpResponse(null, { status: 204, headers: cors })),
      http.post(api('/ideas/:id/attachments'), () =>
        HttpResponse.json({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'not allowed' }, { status: 415, headers: cors }),
      ),
    );
    await openIdea('idea-2');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect((await screen.findAllByText('This file type is not allowed (PDF, images, text, Word, Excel, PowerPoint)')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Error uploading file(s).').length).toBeGreaterThan(0);
  });

  it('refuses a file type before uploading', async () => {
    await openIdea('idea-2');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['MZ'], 'tool.exe')] } });
    expect((await screen.findAllByText('Error uploading file(s).')).length).toBeGreaterThan(0);
  });
});

describe('contributors', () => {
  it('adds through the user search and removes with confirmation', async () => {
    await openIdea('idea-2'); // admin is a contributor
    fireEvent.click(screen.getByRole('button', { name: 'Add contributor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add contributor' });
    fireEvent.change(within(dialog).getByLabelText('Search by first name, last name or e-mail'), { target: { value: 'Sara' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add Sara Fischer' }, { timeout: 3000 }));
    expect(await screen.findByText('Contributor added')).toBeTruthy();
    await waitFor(() => expect(mockDb.ideas.find((i) => i.id === 'idea-2')!.contributors.map((c) => c.id)).toContain('u-sara'));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Sara Fischer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove contributor' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Contributor removed')).toBeTruthy();
    await waitFor(() => expect(mockDb.ideas.find((i) => i.id === 'idea-2')!.contributors.map((c) => c.id)).not.toContain('u-sara'));
  });
});
