import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import { DEFAULT_MOCK_API_URL, mockDb, setMockCurrentUser } from '@idea-portal/testing';
import { routes } from '../../routes';
import '../../test/cleanup';

const server = setupMockApi();

/** idea-7: rejected a few days ago, submitted by Sara; Ada Admin is the idea manager. */
const open = (language: 'en' | 'de' = 'en') => renderWithProviders(null, { routes, route: '/app/ideas/idea-7', language });

describe('appeals on a rejected idea', () => {
  it('the submitter files an appeal in German within the period; the body is the trimmed reason', async () => {
    setMockCurrentUser('u-sara');
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url === `${DEFAULT_MOCK_API_URL}/ideas/idea-7/appeals`) void request.clone().json().then((b) => bodies.push(b));
    });
    await open('de');
    fireEvent.click(await screen.findByRole('button', { name: 'Einspruch gegen die Ablehnung' }));
    expect(screen.getByText(/^Sie können bis .* Einspruch einlegen\.$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Einspruch einlegen' }));
    expect(await screen.findByText('Bitte geben Sie eine Begründung an')).toBeTruthy();
    expect(bodies).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: /^Begründung/ }), { target: { value: '  Die Poolwagen stehen nachweislich still.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Einspruch einlegen' }));
    expect(await screen.findByText('Einspruch eingelegt; das Ideenmanagement entscheidet darüber')).toBeTruthy();
    expect(bodies).toEqual([{ subject: 'rejection', reason: 'Die Poolwagen stehen nachweislich still.' }]);
    const list = await screen.findByRole('list', { name: 'Einsprüche zu dieser Idee' });
    expect(within(list).getByText('Entscheidung ausstehend')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Einspruch gegen die Ablehnung' })).toBeNull();
  });

  it('the idea manager decides after confirming; the idea is reopened when upheld', async () => {
    mockDb.appeals.push({
      id: 'apl-1',
      ideaId: 'idea-7',
      subject: 'rejection',
      reason: 'The pool cars are idle.',
      appellantId: 'u-sara',
      appellantName: 'Sara Sales',
      createdAt: '2026-03-02T09:00:00.000Z',
      outcome: null,
      decisionReason: null,
      decidedByName: null,
      decidedAt: null,
    });
    setMockCurrentUser('u-admin');
    await open();
    const list = await screen.findByRole('list', { name: 'Appeals of this idea' });
    fireEvent.click(await within(list).findByRole('button', { name: /^Decide the appeal of / }));
    fireEvent.click(screen.getByRole('radio', { name: 'Upheld' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Reason for the decision/ }), { target: { value: 'Usage data confirms it.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Decide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decide the appeal?' });
    expect(mockDb.appeals[0]?.outcome).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decide' }));
    expect(await screen.findByText('Decision on the appeal saved')).toBeTruthy();
    expect(await within(list).findByText('Upheld')).toBeTruthy();
    expect(mockDb.appeals[0]).toMatchObject({ outcome: 'upheld', decisionReason: 'Usage data confirms it.', decidedByName: 'Ada Admin' });
    expect(mockDb.ideas.find((i) => i.id === 'idea-7')?.status).toBe('first_assessment');
  });

  it('after the period nobody is offered an appeal, and someone else never is', async () => {
    const idea = mockDb.ideas.find((i) => i.id === 'idea-7')!;
    idea.updatedAt = new Date(Date.now() - 40 * 86_400_000).toISOString();
    setMockCurrentUser('u-sara');
    await open();
    await screen.findByRole('heading', { name: /Car-sharing/ });
    expect(screen.queryByRole('button', { name: /^Appeal against/ })).toBeNull();
  });
});
