import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import { DEFAULT_MOCK_API_URL, mockDb, setMockCurrentUser } from '@idea-portal/testing';
import { routes } from '../../routes';
import '../../test/cleanup';

setupMockApi();

/** Opens the Process tab of an idea and waits for the first assessment form. */
async function openAssessment(id: string, language: 'en' | 'de' = 'en') {
  await renderWithProviders(null, { routes, route: `/app/ideas/${id}?tab=process`, language });
  // The first opening loads the process tab's code: room for a busy machine.
  return screen.findByRole('form', { name: language === 'de' ? 'Erstbewertung' : 'First assessment' }, { timeout: 15_000 });
}

describe('first assessment form', () => {
  // idea-9 is the admin's own idea: Eva Evaluator assesses it (separation of duties).
  beforeEach(() => setMockCurrentUser('u-eval'));

  it('says what is missing: a classification and whether the idea is valid, then a reason for an invalid idea', async () => {
    const form = await openAssessment('idea-9');
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Assessment' }));
    expect(await within(form).findByText('At least one classification must be selected')).toBeTruthy();
    expect(within(form).getByText('Please state whether the idea is valid')).toBeTruthy();
    fireEvent.click(within(form).getByRole('radio', { name: 'Invalid idea' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Assessment' }));
    expect(await within(form).findByText('Reason is required')).toBeTruthy();
    // Nothing was sent: the idea is unchanged.
    expect(mockDb.ideas.find((i) => i.id === 'idea-9')!.version).toBe(1);
  });

  it('shows the validation texts in German', async () => {
    const form = await openAssessment('idea-9', 'de');
    fireEvent.click(within(form).getByRole('button', { name: 'Bewertung einreichen' }));
    expect(await within(form).findByText('Mindestens eine Klassifizierung muss ausgewählt werden')).toBeTruthy();
    fireEvent.click(within(form).getByRole('radio', { name: 'Ungültige Idee' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Bewertung einreichen' }));
    expect(await within(form).findByText('Begründung ist erforderlich')).toBeTruthy();
  });

  it('submits a valid assessment: the toast, the history and the version move on', async () => {
    mockDb.workflow['idea-9'] = {
      assessment: {
        classification: ['sustainability'],
        isValidIdea: null,
        invalidReason: null,
        assignee: null,
        assignmentNote: null,
        statusAfterAssignment: null,
        note: null,
        assessor: null,
        completedAt: null,
        rejectReason: null,
        updatedAt: new Date().toISOString(),
      },
      inquiries: [],
      review: null,
      expertOpinions: [],
      implementation: null,
      decision: null,
    };
    const form = await openAssessment('idea-9');
    fireEvent.click(within(form).getByRole('radio', { name: 'Valid idea' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Assessment' }));
    expect(await screen.findByText('First Assessment submitted successfully')).toBeTruthy();
    const idea = mockDb.ideas.find((i) => i.id === 'idea-9')!;
    expect(idea.version).toBe(2);
    expect(idea.status).toBe('first_assessment');
    expect(mockDb.history.some((h) => h.ideaId === 'idea-9' && h.entityType === 'first_assessment' && h.fieldName === 'completedAt')).toBe(true);
  });

  it('Review as the status after assignment needs an assignee', async () => {
    const form = await openAssessment('idea-9');
    fireEvent.click(within(form).getByRole('radio', { name: 'Valid idea' }));
    fireEvent.click(within(form).getByRole('radio', { name: 'Review' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Assessment' }));
    expect(await within(form).findByText('Please choose an assignee')).toBeTruthy();
  });

  it('rejects only after confirmation with a reason', async () => {
    const form = await openAssessment('idea-9');
    fireEvent.click(within(form).getByRole('button', { name: 'Reject Idea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this idea?' });
    expect(within(dialog).getByText(/cannot be undone/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject idea' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    expect(mockDb.ideas.find((i) => i.id === 'idea-9')!.status).toBe('first_assessment');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason for rejection/ }), { target: { value: 'Already done in 2023.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject idea' }));
    expect(await screen.findByText('Idea rejected successfully')).toBeTruthy();
    expect(mockDb.ideas.find((i) => i.id === 'idea-9')!.status).toBe('rejected');
    expect(mockDb.history.some((h) => h.ideaId === 'idea-9' && h.fieldName === 'status' && h.newValue === 'rejected')).toBe(true);
  });

  it('an invalid idea is rejected by submitting the assessment only after a confirmation', async () => {
    mockDb.workflow['idea-9'] = {
      assessment: {
        classification: ['sustainability'], isValidIdea: null, invalidReason: null, assignee: null, assignmentNote: null,
        statusAfterAssignment: null, note: null, assessor: null, completedAt: null, rejectReason: null, updatedAt: new Date().toISOString(),
      },
      inquiries: [], review: null, expertOpinions: [], implementation: null, decision: null,
    };
    const form = await openAssessment('idea-9');
    fireEvent.click(within(form).getByRole('radio', { name: 'Invalid idea' }));
    fireEvent.change(within(form).getByRole('textbox', { name: /Reason \(invalid idea\)/ }), { target: { value: 'Exists already.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Assessment' }));
    let dialog = await screen.findByRole('dialog', { name: 'Submit the assessment and reject the idea?' });
    expect(within(dialog).getByText(/cannot be undone/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mockDb.ideas.find((i) => i.id === 'idea-9')!.status).toBe('first_assessment');
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Assessment' }));
    dialog = await screen.findByRole('dialog', { name: 'Submit the assessment and reject the idea?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit and reject' }));
    await waitFor(() => expect(mockDb.ideas.find((i) => i.id === 'idea-9')!.status).toBe('rejected'));
  });

  it('a stale version gets the conflict message and nothing changes', async () => {
    const form = await openAssessment('idea-9');
    mockDb.ideas.find((i) => i.id === 'idea-9')!.version = 5; // someone else saved meanwhile
    fireEvent.click(within(form).getByRole('button', { name: 'Reject Idea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this idea?' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason for rejection/ }), { target: { value: 'Duplicate' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject idea' }));
    expect(await screen.findByText('Someone else changed this idea. Reload it and try again.')).toBeTruthy();
    expect(screen.getByText('Failed to reject idea')).toBeTruthy();
    await waitFor(() => expect(mockDb.ideas.find((i) => i.id === 'idea-9')!.status).toBe('first_assessment'));
  });
});

describe('separation of duties on the process tab', () => {
  it('the submitter (an admin) reads why someone else assesses the idea and gets no form', async () => {
    setMockCurrentUser('u-admin');
    await renderWithProviders(null, { routes, route: '/app/ideas/idea-9?tab=process' });
    expect((await screen.findByTestId('own-idea-note')).textContent).toMatch(/You submitted or contribute to this idea, so someone else assesses/);
    expect(screen.queryByRole('form', { name: 'First assessment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit Assessment' })).toBeNull();
  });

  it('says it in German', async () => {
    setMockCurrentUser('u-admin');
    await renderWithProviders(null, { routes, route: '/app/ideas/idea-9?tab=process', language: 'de' });
    expect((await screen.findByTestId('own-idea-note')).textContent).toMatch(/Sie haben diese Idee eingereicht oder wirken an ihr mit/);
  });
});

describe('realised savings above the threshold', () => {
  it('wait for a second person: the one who recorded them reads why, another confirms', async () => {
    // idea-4 is accepted, submitted by Jonas; Eva records savings above the 100,000 threshold.
    setMockCurrentUser('u-eval');
    await renderWithProviders(null, { routes, route: '/app/ideas/idea-4?tab=process' });
    const savings = await screen.findByRole('textbox', { name: /Realised savings/ });
    expect(screen.getByText(/a second person confirms the completion/)).toBeTruthy();
    fireEvent.change(savings, { target: { value: '250000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Complete idea' }));
    expect(await screen.findByText('Realised savings recorded; a second person must confirm the completion')).toBeTruthy();
    const pending = await screen.findByTestId('pending-completion');
    expect(pending.textContent).toMatch(/recorded by Eva Evaluator/);
    expect(pending.textContent).toMatch(/You recorded these realised savings; a second person must confirm the completion/);
    expect(within(pending).queryByRole('button', { name: 'Confirm completion' })).toBeNull();
    expect(mockDb.ideas.find((i) => i.id === 'idea-4')!.status).toBe('accepted');
  });

  it('a second evaluator confirms: the idea is completed', async () => {
    setMockCurrentUser('u-eval');
    await fetch(`${DEFAULT_MOCK_API_URL}/ideas/idea-4/completion`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ realisedSavings: 250000, version: 1 }),
    });
    setMockCurrentUser('u-mark');
    await renderWithProviders(null, { routes, route: '/app/ideas/idea-4?tab=process' });
    const pending = await screen.findByTestId('pending-completion');
    fireEvent.click(within(pending).getByRole('button', { name: 'Confirm completion' }));
    expect(await screen.findByText('Completion confirmed; the idea is completed')).toBeTruthy();
    await waitFor(() => expect(mockDb.ideas.find((i) => i.id === 'idea-4')!.status).toBe('completed'));
  });
});
