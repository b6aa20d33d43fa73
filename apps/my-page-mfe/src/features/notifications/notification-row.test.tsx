import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { NotificationItem } from '@idea-portal/contracts';
import { renderWithProviders } from '@idea-portal/testing/node';
import { registerMyPageTranslations } from '../../i18n';
import { NotificationRow } from './components/NotificationRow';
import NotificationPanel from './components/NotificationPanel';

registerMyPageTranslations();

const match: NotificationItem = {
  id: 'match:ss-1:idea-7',
  kind: 'savedSearchMatch',
  ideaId: 'idea-7',
  title: 'Solar roof on hall 3',
  status: 'first_assessment',
  actorName: 'Chris Creator',
  actorPicture: null,
  newValue: 'Energy ideas',
  concernsYou: false,
  concernedName: null,
  read: false,
  createdAt: '2026-11-20T09:00:00.000Z',
};

describe('saved-search notifications', () => {
  it('name the saved search and link to the idea, in English and German', async () => {
    const { unmount } = await renderWithProviders(<NotificationRow item={match} unread />);
    expect(screen.getByText('New idea by Chris Creator matching your saved search "Energy ideas"')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/app/ideas/idea-7');
    unmount();
    await renderWithProviders(<NotificationRow item={match} unread={false} />, { language: 'de' });
    expect(screen.getByText('Neue Idee von Chris Creator passend zu Ihrer gespeicherten Suche „Energy ideas“')).toBeTruthy();
  });
});

const event = (over: Partial<NotificationItem>): NotificationItem => ({
  ...match,
  id: 'h-1',
  kind: 'statusChange',
  actorName: 'Eva Evaluator',
  newValue: null,
  status: 'review',
  ...over,
});

/** Each event kind reads as what happened, with the actor, in both languages; "you" where the event concerns the reader. */
const CASES: [NotificationItem, string, string][] = [
  [event({ kind: 'statusChange', newValue: 'review' }), 'Eva Evaluator changed the status to Review', 'Eva Evaluator hat den Status auf'],
  [event({ kind: 'assignment', concernsYou: true, concernedName: 'Chris Creator' }), 'Eva Evaluator assigned this idea to you', 'Eva Evaluator hat Ihnen diese Idee zugewiesen'],
  [event({ kind: 'assignment', concernedName: 'Lukas Hoffmann' }), 'Eva Evaluator assigned this idea to Lukas Hoffmann', 'Eva Evaluator hat diese Idee Lukas Hoffmann zugewiesen'],
  [event({ kind: 'inquiry', concernsYou: true, newValue: 'Which compressors feed hall 3?' }), 'Eva Evaluator has a question for you: "Which compressors feed hall 3?"', 'Eva Evaluator hat eine Rückfrage an Sie: „Which compressors feed hall 3?“'],
  [event({ kind: 'inquiry', newValue: 'Which compressors?' }), 'Eva Evaluator asked the submitter a question', 'Eva Evaluator hat eine Rückfrage an die Einreichenden gestellt'],
  [event({ kind: 'inquiryAnswer', concernsYou: true, newValue: 'Two of them.' }), 'Eva Evaluator answered your question: "Two of them."', 'Eva Evaluator hat Ihre Rückfrage beantwortet: „Two of them.“'],
  [event({ kind: 'expertRequest', concernsYou: true }), 'Eva Evaluator asked you for an expert opinion', 'Eva Evaluator bittet Sie um eine Expertenmeinung'],
  [event({ kind: 'expertRequest', concernedName: 'Daniel Kowalski' }), 'Eva Evaluator asked Daniel Kowalski for an expert opinion', 'Eva Evaluator hat Daniel Kowalski um eine Expertenmeinung gebeten'],
  [event({ kind: 'expertOpinion', concernsYou: true }), 'Eva Evaluator gave the expert opinion you asked for', 'Eva Evaluator hat die erbetene Expertenmeinung abgegeben'],
  [event({ kind: 'changesRequested', concernsYou: true }), 'Eva Evaluator requested changes: please revise your idea', 'Eva Evaluator bittet um Änderungen: Bitte überarbeiten Sie Ihre Idee'],
  [event({ kind: 'revisionRequested', newValue: 'Please add the cost table' }), 'Eva Evaluator requested a revision: "Please add the cost table"', 'Eva Evaluator bittet um eine Überarbeitung: „Please add the cost table“'],
  [event({ kind: 'revisionAnswered', concernsYou: true, newValue: 'Added.' }), 'Eva Evaluator answered your revision request: "Added."', 'Eva Evaluator hat Ihre Überarbeitungsanfrage beantwortet: „Added.“'],
  [event({ kind: 'decision', newValue: 'accepted', status: 'accepted' }), 'Eva Evaluator made the final decision: Accepted', 'Eva Evaluator hat endgültig entschieden:'],
];

describe('notification sentences', () => {
  it.each(CASES.map(([item, en, de]) => ({ item, en, de })))('$en (and in German)', async ({ item, en, de }) => {
    const { unmount } = await renderWithProviders(<NotificationRow item={item} unread />);
    expect(screen.getByText(en)).toBeTruthy();
    unmount();
    await renderWithProviders(<NotificationRow item={item} unread />, { language: 'de' });
    expect(screen.getByText((text) => text.startsWith(de))).toBeTruthy();
  });
});

describe('the bell panel', () => {
  it('lists every notification it has, the first ten at once and the rest right after', async () => {
    const items = Array.from({ length: 30 }, (_, i) => event({ id: `h-${i}`, ideaId: `idea-${i}`, title: `Idea number ${i}` }));
    await renderWithProviders(<NotificationPanel query={{ isPending: false, isError: false }} items={items} isItemUnread={() => false} onOpenItem={() => {}} />);
    expect(screen.getByRole('link', { name: /Idea number 0\b/ })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(30));
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(items.map((n) => `/app/ideas/${n.ideaId}`));
  });
});
