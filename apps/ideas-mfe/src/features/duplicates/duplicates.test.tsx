import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import { mockDb, setMockCurrentUser } from '@idea-portal/testing';
import { routes } from '../../routes';
import '../../test/cleanup';

setupMockApi();

/** idea-2 (first assessment, 5 days old, by u-creator); idea-1 was submitted after it (3 days), idea-12 long before (60 days). */
async function open(id: string, tab: string | null, language: 'en' | 'de' = 'en') {
  await renderWithProviders(null, { routes, route: `/app/ideas/${id}${tab ? `?tab=${tab}` : ''}`, language });
  await screen.findByRole('heading', { level: 1 });
}

describe('priority: marking an idea as a duplicate of an earlier one', () => {
  it('the assessor names the earlier idea and a reason, confirms, sees a refusal, and closes the idea; both ideas show the link', async () => {
    setMockCurrentUser('u-eval');
    await open('idea-2', 'process');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as duplicate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as a duplicate of an earlier idea?' });
    expect(within(dialog).getByText(/cannot be undone/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as duplicate' }));
    expect(await within(dialog).findByText('Please name the earlier idea')).toBeTruthy();
    expect(within(dialog).getByText('Please give a reason')).toBeTruthy();

    // A later submission has no priority: the API's message shows in the dialog, nothing changes.
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Earlier idea/ }), { target: { value: 'idea-1' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), { target: { value: 'Same checklist as the HR idea.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as duplicate' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'The other idea was not submitted before this one; only an earlier submission has priority.');
    expect(mockDb.ideas.find((i) => i.id === 'idea-2')!.status).toBe('first_assessment');
    expect(mockDb.duplicates).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Earlier idea/ }), { target: { value: ' idea-12 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as duplicate' }));
    expect(await screen.findByText('Marked as a duplicate; the idea is closed')).toBeTruthy();
    expect(mockDb.ideas.find((i) => i.id === 'idea-2')!.status).toBe('rejected');
    expect(mockDb.duplicates).toEqual([{ ideaId: 'idea-2', earlierIdeaId: 'idea-12', note: 'Same checklist as the HR idea.' }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark as duplicate' })).toBeNull());
    // The Process tab says why the idea is closed, not that its process has not begun.
    const note = await screen.findByTestId('closed-as-duplicate');
    expect(within(note).getByText('Closed as a duplicate')).toBeTruthy();
    expect(within(note).getByRole('link', { name: 'Rainwater for the cooling towers' }).getAttribute('href')).toBe('/app/ideas/idea-12');
    expect(within(note).getByText('Reason: Same checklist as the HR idea.')).toBeTruthy();
    expect(screen.queryByText('The process of this idea has not started yet.')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Details' }));
    const facts = await screen.findByRole('complementary');
    expect(await within(facts).findByText('Duplicate of')).toBeTruthy();
    expect(within(facts).getByRole('link', { name: 'Rainwater for the cooling towers' }).getAttribute('href')).toBe('/app/ideas/idea-12');
    expect(within(facts).getByText('Same checklist as the HR idea.')).toBeTruthy();
  });

  it('the earlier idea lists its duplicates (German)', async () => {
    mockDb.duplicates.push({ ideaId: 'idea-2', earlierIdeaId: 'idea-12', note: null });
    setMockCurrentUser('u-eval');
    await open('idea-12', null, 'de');
    const facts = await screen.findByRole('complementary');
    expect(await within(facts).findByText('Duplikate')).toBeTruthy();
    expect(within(facts).getByRole('link', { name: 'Digital onboarding checklist' })).toBeTruthy();
  });

  it("a duplicate's Process tab says, in German, which earlier idea has priority", async () => {
    mockDb.ideas.find((i) => i.id === 'idea-2')!.status = 'rejected';
    mockDb.duplicates.push({ ideaId: 'idea-2', earlierIdeaId: 'idea-12', note: null });
    setMockCurrentUser('u-creator');
    await open('idea-2', 'process', 'de');
    const note = await screen.findByTestId('closed-as-duplicate');
    expect(within(note).getByText('Als Duplikat abgeschlossen')).toBeTruthy();
    expect(within(note).getByRole('link', { name: 'Rainwater for the cooling towers' })).toBeTruthy();
    expect(screen.queryByText('Der Prozess dieser Idee hat noch nicht begonnen.')).toBeNull();
  });

  it('in German the dialog and the refusal speak German', async () => {
    setMockCurrentUser('u-eval');
    await open('idea-2', 'process', 'de');
    fireEvent.click(await screen.findByRole('button', { name: 'Als Duplikat markieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Als Duplikat einer früheren Idee markieren?' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Frühere Idee/ }), { target: { value: 'idea-2' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Begründung/ }), { target: { value: 'Doppelt' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Als Duplikat markieren' }));
    expect(await within(dialog).findByText('Eine Idee kann kein Duplikat ihrer selbst sein.')).toBeTruthy();
  });

  it('whoever may not take the step is not offered it', async () => {
    setMockCurrentUser('u-creator');
    await open('idea-2', 'process');
    await screen.findByRole('tab', { name: 'Process' });
    expect(screen.queryByRole('button', { name: 'Mark as duplicate' })).toBeNull();
  });
});
