import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import { mockDb, setMockCurrentUser } from '@idea-portal/testing';
import { routes } from '../../routes';
import '../../test/cleanup';

setupMockApi();

async function openProcess(id: string, language: 'en' | 'de' = 'en') {
  await renderWithProviders(null, { routes, route: `/app/ideas/${id}?tab=process`, language });
  await screen.findByRole('heading', { level: 1 });
}

/** Picks a person in the dialog's user search (the same picker as the assessment's assignee). */
async function pick(dialog: HTMLElement, chooseLabel: string, term: string, addLabel: string, searchLabel = 'Search by first name, last name or e-mail') {
  fireEvent.click(within(dialog).getByRole('button', { name: chooseLabel }));
  const search = await screen.findByRole('dialog', { name: chooseLabel });
  fireEvent.change(within(search).getByLabelText(searchLabel), { target: { value: term } });
  fireEvent.click(await within(search).findByRole('button', { name: addLabel }, { timeout: 3000 }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: chooseLabel })).toBeNull());
}

const assigneeOf = (id: string) => mockDb.ideas.find((i) => i.id === id)!.ideaAssessment?.assigneeId;
const inChargeOf = (id: string) => mockDb.workflow[id]?.implementation?.inCharge?.id;

describe('reassigning the review', () => {
  // idea-10 is in review, submitted by Sara, Jonas contributes (and was asked as an expert); Eva decides.
  it('the decision maker hands the review to someone else', async () => {
    setMockCurrentUser('u-eval');
    await openProcess('idea-10');
    const review = await screen.findByTestId('panel-review', {}, { timeout: 15_000 });
    fireEvent.click(within(review).getByRole('button', { name: 'Reassign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign the review' });
    await pick(dialog, 'Choose reviewer', 'Mark', 'Add Mark Weber');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note to the new reviewer' }), { target: { value: 'You know the design system best.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await screen.findByText('Idea assigned successfully')).toBeTruthy();
    await waitFor(() => expect(assigneeOf('idea-10')).toBe('u-mark'));
    expect(mockDb.ideas.find((i) => i.id === 'idea-10')!.status).toBe('review');
  });

  it('the submitter is refused as reviewer: the API says why at the field', async () => {
    setMockCurrentUser('u-eval');
    await openProcess('idea-10');
    const review = await screen.findByTestId('panel-review', {}, { timeout: 15_000 });
    fireEvent.click(within(review).getByRole('button', { name: 'Reassign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign the review' });
    await pick(dialog, 'Choose reviewer', 'Sara', 'Add Sara Fischer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await within(dialog).findByText('This person submitted or contributes to the idea and cannot take this role. Choose someone else.')).toBeTruthy();
    expect(assigneeOf('idea-10')).toBe('u-eval');
  });

  it('says the refusal in German', async () => {
    setMockCurrentUser('u-eval');
    await openProcess('idea-10', 'de');
    const review = await screen.findByTestId('panel-review', {}, { timeout: 15_000 });
    fireEvent.click(within(review).getByRole('button', { name: 'Neu zuweisen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Begutachtung neu zuweisen' });
    await pick(dialog, 'Begutachtende Person wählen', 'Jonas', 'Jonas Müller hinzufügen', 'Nach Vorname, Nachname oder E-Mail suchen');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Neu zuweisen' }));
    expect(
      await within(dialog).findByText('Diese Person hat die Idee eingereicht oder wirkt an ihr mit und kann diese Rolle nicht übernehmen. Wählen Sie eine andere Person.'),
    ).toBeTruthy();
    expect(assigneeOf('idea-10')).toBe('u-eval');
  });

  it('is not offered to a participant the table does not allow (the contributor, an asked expert)', async () => {
    setMockCurrentUser('u-jonas');
    await openProcess('idea-10');
    const review = await screen.findByTestId('panel-review', {}, { timeout: 15_000 });
    expect(within(review).queryByRole('button', { name: 'Reassign' })).toBeNull();
  });
});

describe('reassigning the implementation', () => {
  // idea-3 is in implementation, submitted by Olga, Chris contributes, Mark is in charge.
  it('the person in charge hands it to someone else', async () => {
    setMockCurrentUser('u-mark');
    await openProcess('idea-3');
    const panel = await screen.findByTestId('panel-implementation', {}, { timeout: 15_000 });
    fireEvent.click(within(panel).getByRole('button', { name: 'Reassign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign the implementation' });
    await pick(dialog, 'Choose person in charge', 'Eva', 'Add Eva Evaluator');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await screen.findByText('Implementation updated')).toBeTruthy();
    await waitFor(() => expect(inChargeOf('idea-3')).toBe('u-eval'));
  });

  it('a contributor is refused as person in charge (German)', async () => {
    setMockCurrentUser('u-mark');
    await openProcess('idea-3', 'de');
    const panel = await screen.findByTestId('panel-implementation', {}, { timeout: 15_000 });
    fireEvent.click(within(panel).getByRole('button', { name: 'Neu zuweisen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Umsetzung neu zuweisen' });
    await pick(dialog, 'Verantwortliche Person wählen', 'Chris', 'Chris Creator hinzufügen', 'Nach Vorname, Nachname oder E-Mail suchen');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Neu zuweisen' }));
    expect(await within(dialog).findByText(/Diese Person hat die Idee eingereicht oder wirkt an ihr mit/)).toBeTruthy();
    expect(inChargeOf('idea-3')).toBe('u-mark');
  });

  it('is not offered to the contributor (read-only)', async () => {
    setMockCurrentUser('u-creator');
    await openProcess('idea-3');
    const panel = await screen.findByTestId('panel-implementation', {}, { timeout: 15_000 });
    expect(within(panel).queryByRole('button', { name: 'Reassign' })).toBeNull();
  });
});

describe('a decision maker reviews directly', () => {
  // idea-9 is in first assessment, submitted by Ada (admin), nobody assigned yet.
  it('is offered in first assessment to whom the table allows; the review moves the idea on', async () => {
    setMockCurrentUser('u-eval');
    await openProcess('idea-9');
    const offer = await screen.findByTestId('review-directly', {}, { timeout: 15_000 });
    expect(screen.queryByRole('form', { name: 'Review' })).toBeNull();
    fireEvent.click(within(offer).getByRole('button', { name: 'Review directly' }));
    const form = await screen.findByRole('form', { name: 'Review' });
    fireEvent.click(within(form).getByRole('radio', { name: 'Approve' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Review submitted successfully')).toBeTruthy();
    await waitFor(() => expect(mockDb.ideas.find((i) => i.id === 'idea-9')!.status).toBe('implementation'));
  });

  it('says it in German', async () => {
    setMockCurrentUser('u-eval');
    await openProcess('idea-9', 'de');
    const offer = await screen.findByTestId('review-directly', {}, { timeout: 15_000 });
    expect(within(offer).getByRole('button', { name: 'Direkt begutachten' })).toBeTruthy();
  });

  it('is not offered on their own idea (separation of duties)', async () => {
    setMockCurrentUser('u-admin');
    await openProcess('idea-9');
    await screen.findByTestId('own-idea-note', {}, { timeout: 15_000 });
    expect(screen.queryByTestId('review-directly')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Review directly' })).toBeNull();
  });
});
