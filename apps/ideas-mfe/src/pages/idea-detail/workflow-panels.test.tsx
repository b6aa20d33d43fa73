import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import { mockDb, setMockCurrentUser } from '@idea-portal/testing';
import { routes } from '../../routes';
import '../../test/cleanup';

setupMockApi();

async function open(id: string, tab?: string, language: 'en' | 'de' = 'en') {
  const r = await renderWithProviders(null, { routes, route: `/app/ideas/${id}${tab ? `?tab=${tab}` : ''}`, language });
  await screen.findByRole('heading', { level: 1 });
  return r;
}
const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);

describe('workflow panels per role', () => {
  it('a viewer sees the details only: no process, inquiry or history', async () => {
    setMockCurrentUser('u-viewer');
    await open('idea-1');
    await waitFor(() => expect(tabNames()).toEqual(['Details']));
  });

  it('a contributor reads the process (no forms) and sees the inquiry and history tabs', async () => {
    setMockCurrentUser('u-creator');
    await open('idea-3', 'process'); // contributor, implementation, u-mark in charge
    const review = await screen.findByTestId('panel-review');
    expect(within(review).getByText('Worth doing: quick payback.')).toBeTruthy();
    expect(within(screen.getByTestId('panel-implementation')).getByText('Start with one pilot site.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as implemented' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit review' })).toBeNull();
    expect(tabNames()).toEqual(['Details', 'Process', 'Inquiry', 'History']);
  });

  it('the person in charge gets the implementation form and moves the idea to the final decision', async () => {
    setMockCurrentUser('u-mark');
    await open('idea-3', 'process');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as implemented' }));
    // Irreversible: it asks first; Cancel leaves the idea where it is.
    let dialog = await screen.findByRole('dialog', { name: 'Mark the idea as implemented?' });
    expect(within(dialog).getByText(/cannot be undone/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mockDb.ideas.find((i) => i.id === 'idea-3')!.status).toBe('implementation');
    fireEvent.click(screen.getByRole('button', { name: 'Mark as implemented' }));
    dialog = await screen.findByRole('dialog', { name: 'Mark the idea as implemented?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as implemented' }));
    expect(await screen.findByText('Idea marked as implemented')).toBeTruthy();
    expect(mockDb.ideas.find((i) => i.id === 'idea-3')!.status).toBe('final_decision');
    // The answer re-renders the panel read-only: the step is done.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark as implemented' })).toBeNull());
  });

  it('an asked expert writes the opinion; the panel lists expert, e-mail, department, comment and date', async () => {
    setMockCurrentUser('u-jonas');
    await open('idea-10', 'process');
    const table = await screen.findByRole('table', { name: 'Expert opinions' });
    expect(within(table).getByText('jonas.mueller@example.com')).toBeTruthy();
    expect(within(table).getByText('Pending')).toBeTruthy();
    // The question, who asked and when, above the answer box.
    const question = screen.getByRole('region', { name: /^Asked by Eva Evaluator on / });
    expect(within(question).getByText('Is it worth it for 5 apps?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save opinion' }));
    expect(await screen.findByText('Opinion cannot be empty')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Your opinion/ }), { target: { value: 'Worth it from 3 apps on.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save opinion' }));
    expect(await screen.findByText('Expert opinion saved')).toBeTruthy();
    expect(await within(screen.getByRole('table', { name: 'Expert opinions' })).findByText('Worth it from 3 apps on.')).toBeTruthy();
  });

  it('the reviewer needs a reason to reject (German) and may not approve a stale version', async () => {
    setMockCurrentUser('u-eval');
    await open('idea-10', 'process', 'de');
    const form = await screen.findByRole('form', { name: 'Begutachtung' });
    fireEvent.click(within(form).getByRole('radio', { name: 'Ablehnen' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Begutachtung einreichen' }));
    expect(await within(form).findByText('Zum Ablehnen der Idee ist eine Begründung erforderlich')).toBeTruthy();
    expect(mockDb.ideas.find((i) => i.id === 'idea-10')!.status).toBe('review');
  });

  it('a postponed idea\'s review panel says until when and why (German too)', async () => {
    setMockCurrentUser('u-eval');
    mockDb.workflow['idea-10']!.review = {
      reviewer: null, recommendation: null, comment: null, reason: null, reasoningCategory: null,
      isPostponed: true, postponementReason: 'budget', postponementDate: '2030-03-15',
      benefitCalculationType: null, benefitType: null, benefitValue: null, firstYearNetSavings: null, additionalBenefit: null,
      attachmentIds: [], notImplementedReason: null, reviewedAt: null, updatedAt: new Date().toISOString(),
    };
    await open('idea-10', 'process', 'de');
    expect((await screen.findByTestId('postponed-notice')).textContent).toMatch(/^Zurückgestellt bis 15\.0?3\.2030: Budget$/);
  });

  it('the submitter answers the open question in the Inquiry tab', async () => {
    setMockCurrentUser('u-jonas');
    await open('idea-14', 'inquiry');
    expect(await screen.findByText('Which expense app do you mean?')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Your answer/ }), { target: { value: 'The one on our intranet.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Answer sent')).toBeTruthy();
    expect(await screen.findByText('The one on our intranet.')).toBeTruthy();
    expect(mockDb.history.some((h) => h.ideaId === 'idea-14' && h.fieldName === 'inquiryAnswer')).toBe(true);
  });

  it('labels workflow fields in the History tab in German, never raw names', async () => {
    setMockCurrentUser('u-admin');
    mockDb.history.push({
      id: 'h-x',
      ideaId: 'idea-1',
      entityType: 'review',
      fieldName: 'firstYearNetSavings',
      oldValue: null,
      newValue: '12000',
      createdAt: new Date().toISOString(),
      actorName: 'Eva Evaluator',
      actorPicture: null,
    });
    await open('idea-1', 'history', 'de');
    // A value set where there was none: the field's label and the value.
    expect(await screen.findByText('Nettoeinsparung im ersten Jahr')).toBeTruthy();
    expect(screen.getByText('12000')).toBeTruthy();
    expect(screen.queryByText(/firstYearNetSavings/)).toBeNull();
  });
});
