import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AdminUserListResponse, type AdminUserRow } from '@idea-portal/contracts';
import { renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import { DEFAULT_MOCK_API_URL } from '@idea-portal/testing';
import { routes } from '../../routes';
import { useActivityText } from '../../shared/activity-text';

const server = setupMockApi();
const api = (path: string) => `${DEFAULT_MOCK_API_URL}${path}`;
const usersPage = (language: 'en' | 'de' = 'en') => renderWithProviders(null, { routes, route: '/app/admin/users', base: '/app/admin', language });

/** The POSTs to /admin/users/{id}/password-reset | invitation the page sends. */
function sentMails() {
  const urls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && /\/(password-reset|invitation)$/.test(request.url)) urls.push(new URL(request.url).pathname);
  });
  return urls;
}

const INVITED: AdminUserRow = {
  id: 'u-ines',
  userId: 'usr-ines',
  name: 'Ines Invited',
  email: 'ines@example.com',
  role: 'VIEWERS',
  department: null,
  organizationalUnitId: null,
  organization: 'Demo Corp',
  position: null,
  personnelNumber: null,
  costCentre: null,
  status: 'ACTIVE',
  lastLogin: null,
  ideasSubmitted: 0,
  ideasImplemented: 0,
  functions: [],
  createdAt: '2026-11-01T10:00:00.000Z',
};

/** The list holds one person who never signed in (an account an administrator created). */
function withInvitedPerson() {
  server.use(
    http.get(api('/admin/users'), () => HttpResponse.json(AdminUserListResponse.parse({ users: [INVITED], total: 1, page: 1, pageSize: 10 }))),
    http.post(api('/admin/users/u-ines/invitation'), () => new HttpResponse(null, { status: 204 })),
  );
}

describe('reset password and resend invitation (user management)', () => {
  it('reset password asks first (Cancel sends nothing), then mails through the API and says so', async () => {
    const sent = sentMails();
    await usersPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reset password Chris Creator' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    expect(within(dialog).getByText(/Chris Creator will receive an e-mail at chris.creator@example.com with a code to choose a new password/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Reset password Chris Creator' }));
    dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reset e-mail' }));
    expect(await screen.findByText('Password reset e-mail sent to chris.creator@example.com')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/\/admin\/users\/u-creator\/password-reset$/);
  });

  it('no "Resend invitation" for people who have signed in', async () => {
    await usersPage();
    await screen.findByRole('button', { name: 'Reset password Chris Creator' });
    expect(screen.queryByRole('button', { name: /^Resend invitation/ })).toBeNull();
  });

  it('resend invitation: confirm, POST /admin/users/{id}/invitation, success toast', async () => {
    withInvitedPerson();
    const sent = sentMails();
    await usersPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend invitation Ines Invited' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend invitation' });
    expect(within(dialog).getByText(/Ines Invited has not signed in yet\. Send the invitation again to ines@example.com\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to ines@example.com')).toBeTruthy();
    expect(sent.map((p) => p.replace(/^.*\/admin\//, '/admin/'))).toEqual(['/admin/users/u-ines/invitation']);
  });

  it('in German; a refusal (the person signed in meanwhile) stays in the dialog and in an error toast', async () => {
    withInvitedPerson();
    server.use(
      http.post(api('/admin/users/:id/invitation'), () =>
        HttpResponse.json({ code: 'INVITATION_NOT_PENDING', message: 'The person has signed in already' }, { status: 409 }),
      ),
    );
    await usersPage('de');
    fireEvent.click(await screen.findByRole('button', { name: 'Einladung erneut senden Ines Invited' }));
    const dialog = await screen.findByRole('dialog', { name: 'Einladung erneut senden' });
    expect(within(dialog).getByText(/Ines Invited hat sich noch nie angemeldet/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Einladung senden' }));
    const message = 'Diese Person hat sich bereits angemeldet; es gibt keine Einladung mehr zu senden. Setzen Sie stattdessen das Passwort zurück.';
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(screen.getByText('Einladung nicht gesendet')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The other dialog opens afterwards (no stale dialog in the way).
    fireEvent.click(screen.getByRole('button', { name: 'Passwort zurücksetzen Ines Invited' }));
    expect(await screen.findByRole('dialog', { name: 'Passwort zurücksetzen' })).toBeTruthy();
  });

  it('the activity log names the mails an administrator sent (en, de)', async () => {
    function Lines() {
      const text = useActivityText();
      return (
        <>
          <p>{text({ fieldName: 'passwordReset', oldValue: null, newValue: null })}</p>
          <p>{text({ fieldName: 'invitation', oldValue: null, newValue: null })}</p>
        </>
      );
    }
    await renderWithProviders(<Lines />, { language: 'de' });
    expect(await screen.findByText('E-Mail zum Zurücksetzen des Passworts gesendet')).toBeTruthy();
    expect(screen.getByText('Einladung erneut gesendet')).toBeTruthy();
  });
});
