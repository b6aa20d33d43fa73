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
    expect(within(row).getAllByRole('cell')[5]!.textContent).toBe(formatDate('2030-03-15', 'en'));
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/app/ideas/idea-1?tab=process');
    // idea-6 waits for the evaluator's final decision; closed ideas (idea-7 rejected) never appear.
    const decide = within(table).getByRole('link', { name: 'Predictive maintenance for line 3' }).closest('tr')!;
    expect(within(decide).getAllByRole('cell')[0]!.textContent).toBe('Decide');
    expect(within(table).queryByRole('link', { name: 'Car-sharing for business trips' })).toBeNull();
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
