import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import { mockDb, setMockCurrentUser } from '@idea-portal/testing';
import { formatDate } from '@idea-portal/ui';
import { routes } from '../../routes';

setupMockApi();

describe('My Tasks', () => {
  it('lists one row per pending action with its kind, the idea link to where it is done, since and the follow-up date', async () => {
    setMockCurrentUser('u-eval');
    const review = mockDb.workflow['idea-1']!;
    review.review = {
      reviewer: null, recommendation: null, comment: null, reason: null, reasoningCategory: null,
      isPostponed: true, postponementReason: 'budget', postponementDate: '2030-03-15',
      benefitCalculationType: null, benefitType: null, benefitValue: null, firstYearNetSavings: null,
      additionalBenefit: null, attachmentIds: [], notImplementedReason: null, reviewedAt: null, updatedAt: new Date().toISOString(),
    };
    await renderWithProviders(null, { routes, route: '/app/my-page/tasks' });
    const table = await screen.findByRole('table', { name: 'My Tasks' });
    const row = within(table).getByRole('link', { name: 'Solar panels on the warehouse roof' }).closest('tr')!;
    expect(within(row).getAllByRole('cell')[0]!.textContent).toBe('Review');
    expect(within(row).getAllByRole('cell')[6]!.textContent).toBe(formatDate('2030-03-15', 'en'));
    // A postponed review is due on its follow-up date: not marked; the due date stands beside the task.
    expect(within(row).getAllByRole('cell')[1]!.textContent).toBe(formatDate('2030-03-15', 'en'));
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/app/ideas/idea-1?tab=process');
    // idea-6 waits for the evaluator's final decision; closed ideas (idea-7 rejected) never appear.
    const decide = within(table).getByRole('link', { name: 'Predictive maintenance for line 3' }).closest('tr')!;
    expect(within(decide).getAllByRole('cell')[0]!.textContent).toBe('Decide');
    expect(within(table).queryByRole('link', { name: 'Car-sharing for business trips' })).toBeNull();
  });

  it('puts overdue tasks first and marks them overdue (English and German), with the count in the subtitle', async () => {
    setMockCurrentUser('u-eval');
    // The final decision on idea-6 waits for two months (overdue); the postponed review (due 2030) is not overdue.
    const old = new Date(Date.now() - 60 * 86_400_000).toISOString();
    mockDb.ideas.find((i) => i.id === 'idea-6')!.updatedAt = old;
    const implementation = mockDb.workflow['idea-6']?.implementation;
    if (implementation) implementation.implementedAt = old;
    mockDb.workflow['idea-1']!.review = { ...mockDb.workflow['idea-1']!.review!, isPostponed: true, postponementDate: '2030-03-15' };
    const { unmount } = await renderWithProviders(null, { routes, route: '/app/my-page/tasks' });
    let table = await screen.findByRole('table', { name: 'My Tasks' });
    let rows = within(table).getAllByRole('row').slice(1);
    const states = rows.map((r) => r.getAttribute('data-due-state'));
    expect(states[0]).toBe('overdue');
    expect(states.indexOf('open') === -1 || states.slice(states.indexOf('open')).every((s) => s !== 'overdue')).toBe(true);
    expect(within(rows[0]!).getByText('Overdue')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link').textContent).toBe('Predictive maintenance for line 3');
    const overdue = states.filter((s) => s === 'overdue').length;
    expect(screen.getByText(new RegExp(`${overdue} overdue`))).toBeTruthy();
    const postponed = within(table).getByRole('link', { name: 'Solar panels on the warehouse roof' }).closest('tr')!;
    expect(within(postponed).queryByText('Overdue')).toBeNull();
    unmount();

    await renderWithProviders(null, { routes, route: '/app/my-page/tasks', language: 'de' });
    table = await screen.findByRole('table', { name: 'Meine Aufgaben' });
    rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Überfällig')).toBeTruthy();
  });

  it('the submitter has the open question as a task that opens the Inquiry tab (German)', async () => {
    setMockCurrentUser('u-jonas');
    await renderWithProviders(null, { routes, route: '/app/my-page/tasks', language: 'de' });
    const table = await screen.findByRole('table', { name: 'Meine Aufgaben' });
    const link = within(table).getByRole('link', { name: 'Paperless travel expenses' });
    expect(within(link.closest('tr')!).getByText('Rückfrage beantworten')).toBeTruthy();
    expect(link.getAttribute('href')).toBe('/app/ideas/idea-14?tab=inquiry');
  });

  it('a revision request to answer opens the idea on its Details tab, where the requests are answered', async () => {
    setMockCurrentUser('u-mark');
    mockDb.revisionRequests.push({
      id: 'rr-1', ideaId: 'idea-3', message: 'Please add the supplier list.', authorId: 'u-olga', authorName: 'Olga Ops',
      createdAt: '2026-03-02T09:00:00.000Z', answer: null, answeredByName: null, answeredAt: null,
    });
    await renderWithProviders(null, { routes, route: '/app/my-page/tasks' });
    const table = await screen.findByRole('table', { name: 'My Tasks' });
    const row = within(table).getAllByRole('row').find((r) => within(r).queryByText('Answer a revision request'))!;
    expect(within(row).getByRole('link', { name: 'Reusable shipping boxes' }).getAttribute('href')).toBe('/app/ideas/idea-3');
  });
});
