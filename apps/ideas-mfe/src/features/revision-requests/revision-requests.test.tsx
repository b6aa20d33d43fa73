import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import { DEFAULT_MOCK_API_URL, mockDb, setMockCurrentUser } from '@idea-portal/testing';
import { routes } from '../../routes';
import '../../test/cleanup';

const server = setupMockApi();

/** idea-3: in implementation, submitted by Olga Ops, assessed by Mark Weber. */
function seedRequest(answered = false) {
  mockDb.revisionRequests.push({
    id: 'rr-1',
    ideaId: 'idea-3',
    message: 'Please add the supplier list to the idea.',
    authorId: 'u-olga',
    authorName: 'Olga Ops',
    createdAt: '2026-03-02T09:00:00.000Z',
    answer: answered ? 'Added in the attachments.' : null,
    answeredByName: answered ? 'Mark Weber' : null,
    answeredAt: answered ? '2026-03-03T09:00:00.000Z' : null,
  });
}

async function openRequests(language: 'en' | 'de' = 'en') {
  await renderWithProviders(null, { routes, route: '/app/ideas/idea-3', language });
  const title = language === 'de' ? 'Überarbeitungsanfragen zu dieser Idee' : 'Revision requests of this idea';
  return screen.findByRole('list', { name: title });
}

const typeAnswer = (label: RegExp, text: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value: text } });

describe('answering a revision request', () => {
  it('the assessor answers: the body sent is the trimmed answer, and the request shows it with who and when', async () => {
    setMockCurrentUser('u-mark');
    seedRequest();
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.startsWith(`${DEFAULT_MOCK_API_URL}/ideas/idea-3/revision-requests/rr-1/answer`)) void request.clone().json().then((b) => bodies.push(b));
    });
    const list = await openRequests();
    expect(within(list).getByText('Please add the supplier list to the idea.')).toBeTruthy();
    expect(within(list).getByText('Awaiting answer')).toBeTruthy();
    // The Answer action waits for who the caller is on this idea (the case file): find it, do not expect it at once.
    fireEvent.click(await within(list).findByRole('button', { name: 'Answer the revision request of Olga Ops' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('The answer must be at least 10 characters')).toBeTruthy();
    expect(bodies).toEqual([]);

    typeAnswer(/^Your answer/, '  The supplier list is now attached.  ');
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Answer sent')).toBeTruthy();
    expect(bodies).toEqual([{ message: 'The supplier list is now attached.' }]);
    expect(await within(list).findByText('The supplier list is now attached.')).toBeTruthy();
    expect(within(list).getByText(/^Mark Weber answered on /)).toBeTruthy();
    expect(within(list).queryByText('Awaiting answer')).toBeNull();
    expect(within(list).queryByRole('button', { name: /^Answer/ })).toBeNull();
    expect(mockDb.revisionRequests[0]).toMatchObject({ answer: 'The supplier list is now attached.', answeredByName: 'Mark Weber' });
  });

  it('an idea manager by function may answer too', async () => {
    setMockCurrentUser('u-eval');
    mockDb.userFunctions['u-eval'] = ['ideaManager'];
    seedRequest();
    const list = await openRequests();
    expect(await within(list).findByRole('button', { name: 'Answer the revision request of Olga Ops' })).toBeTruthy();
  });

  it('someone else sees the open request but no Answer action', async () => {
    for (const user of ['u-olga', 'u-eval']) {
      setMockCurrentUser(user);
      mockDb.revisionRequests = [];
      seedRequest();
      // Neither is the assessor nor named an idea manager: their functions decide, so wait for them.
      const functionsAnswered = new Promise<void>((resolve) =>
        server.events.on('response:mocked', ({ request }) => {
          if (new URL(request.url).pathname === `/users/${user}/functions`) resolve();
        }),
      );
      const { unmount } = await renderWithProviders(null, { routes, route: '/app/ideas/idea-3' });
      const list = await screen.findByRole('list', { name: 'Revision requests of this idea' });
      await functionsAnswered;
      expect(within(list).getByText('Awaiting answer')).toBeTruthy();
      expect(within(list).queryByRole('button', { name: /Answer/ })).toBeNull();
      unmount();
    }
  });

  it('shows what the API refused: a request answered meanwhile', async () => {
    setMockCurrentUser('u-mark');
    seedRequest();
    const list = await openRequests();
    // The Answer action waits for who the caller is on this idea (the case file): find it, do not expect it at once.
    fireEvent.click(await within(list).findByRole('button', { name: 'Answer the revision request of Olga Ops' }));
    const request = mockDb.revisionRequests[0]!;
    Object.assign(request, { answer: 'Someone was faster.', answeredByName: 'Ada Admin', answeredAt: '2026-03-04T09:00:00.000Z' });
    await screen.findByRole('textbox', { name: /^Your answer/ });
    typeAnswer(/^Your answer/, 'The supplier list is now attached.');
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('This revision request has already been answered.')).toBeTruthy();
  });

  it('German texts', async () => {
    setMockCurrentUser('u-mark');
    seedRequest();
    mockDb.revisionRequests.push({ ...mockDb.revisionRequests[0]!, id: 'rr-0', message: 'Bitte Kosten ergänzen.', answer: 'Kosten ergänzt.', answeredByName: 'Mark Weber', answeredAt: '2026-03-03T09:00:00.000Z' });
    const list = await openRequests('de');
    expect(screen.getByRole('heading', { name: 'Überarbeitungsanfragen' })).toBeTruthy();
    expect(within(list).getByText('Wartet auf Antwort')).toBeTruthy();
    expect(within(list).getByText(/^Mark Weber hat am .+ geantwortet$/)).toBeTruthy();
    fireEvent.click(await within(list).findByRole('button', { name: 'Überarbeitungsanfrage von Olga Ops beantworten' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Antwort senden' }));
    expect(await screen.findByText('Die Antwort muss mindestens 10 Zeichen lang sein')).toBeTruthy();
    const request = mockDb.revisionRequests.find((r) => r.id === 'rr-1')!;
    request.answeredAt = '2026-03-04T09:00:00.000Z';
    typeAnswer(/^Ihre Antwort/, 'Die Lieferantenliste ist angehängt.');
    fireEvent.click(screen.getByRole('button', { name: 'Antwort senden' }));
    expect(await screen.findByText('Diese Überarbeitungsanfrage wurde bereits beantwortet.')).toBeTruthy();
  });
});
