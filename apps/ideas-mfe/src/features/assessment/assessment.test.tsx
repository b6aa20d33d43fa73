import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import { mockDb, setMockCurrentUser } from '@idea-portal/testing';
import { routes } from '../../routes';
import '../../test/cleanup';

setupMockApi();

/** Opens the Process tab of an idea and waits for the first assessment form. */
async function openAssessment(id: string, language: 'en' | 'de' = 'en') {
  await renderWithProviders(null, { routes, route: `/app/ideas/${id}?tab=process`, language });
  return screen.findByRole('form', { name: language === 'de' ? 'Erstbewertung' : 'First assessment' });
}

describe('first assessment form', () => {
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
    setMockCurrentUser('u-admin');
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
