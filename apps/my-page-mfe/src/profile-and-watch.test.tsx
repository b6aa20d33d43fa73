import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { currentUserQueryKey, i18n } from '@idea-portal/platform';
import { renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import { DEFAULT_MOCK_API_URL, mockDb, userById } from '@idea-portal/testing';
import { routes } from './routes';
import { changedFields, toFormValues, validateProfile } from './features/profile/lib/profile-form';
import { mfaSetupUrl } from './features/profile/components/SecurityCard';

const server = setupMockApi();
const api = (path: string) => `${DEFAULT_MOCK_API_URL}${path}`;
const ada = userById('u-admin')!;
const values = { ...toFormValues(ada) };

describe('profile form rules (ProfileUpdateInput)', () => {
  it('accepts the stored profile and empty fields', () => {
    expect(validateProfile(values)).toEqual({});
    expect(validateProfile({ ...values, phoneNumber: '', position: '', aboutMe: '', picture: '', preferredLanguage: 'auto' })).toEqual({});
  });

  it('names each invalid field with its message key', () => {
    expect(validateProfile({ ...values, phoneNumber: 'call me' })).toEqual({ phoneNumber: 'profileForm.errors.phoneInvalid' });
    expect(validateProfile({ ...values, phoneNumber: '1'.repeat(41) }).phoneNumber).toBe('profileForm.errors.phoneTooLong');
    expect(validateProfile({ ...values, position: 'p'.repeat(101) })).toEqual({ position: 'profileForm.errors.positionTooLong' });
    expect(validateProfile({ ...values, aboutMe: 'a'.repeat(1001) })).toEqual({ aboutMe: 'profileForm.errors.aboutMeTooLong' });
    expect(validateProfile({ ...values, aboutMe: `  ${'a'.repeat(1000)}  ` })).toEqual({});
    expect(validateProfile({ ...values, picture: 'javascript:alert(1)' })).toEqual({ picture: 'profileForm.errors.pictureInvalid' });
    expect(validateProfile({ ...values, picture: 'ftp://example.com/me.png' })).toEqual({ picture: 'profileForm.errors.pictureInvalid' });
  });

  it('sends only changed fields, trimmed, with empty text as null', () => {
    expect(changedFields(values, values)).toEqual({});
    expect(changedFields(values, { ...values, position: '  Chief Ideas Officer ', phoneNumber: '' })).toEqual({
      position: 'Chief Ideas Officer',
      phoneNumber: null,
    });
    expect(changedFields(values, { ...values, preferredLanguage: 'de' })).toEqual({ preferredLanguage: 'de' });
  });

  it('starts workflow mail at "immediately" for every kind and sends only the kinds changed', () => {
    expect([values.mailTask, values.mailQuestion, values.mailDecision]).toEqual(['immediately', 'immediately', 'immediately']);
    expect(changedFields(values, { ...values, mailQuestion: 'daily', mailDecision: 'off' })).toEqual({ workflowMail: { question: 'daily', decision: 'off' } });
    const stored = toFormValues({ ...ada, workflowMail: { task: 'off', question: 'daily', decision: 'immediately' } });
    expect([stored.mailTask, stored.mailQuestion, stored.mailDecision]).toEqual(['off', 'daily', 'immediately']);
  });

  it('builds the authenticator setup address of the identity provider', () => {
    expect(mfaSetupUrl('http://localhost:4001/', 'de-DE')).toBe('http://localhost:4001/account/mfa?lng=de&redirectTo=%2Fapp%2Fprofile');
  });
});

describe('profile page', () => {
  const openForm = async (language: 'en' | 'de' = 'en') => {
    const result = await renderWithProviders(null, { routes, route: '/app/profile', language });
    fireEvent.click(await screen.findByRole('button', { name: language === 'de' ? 'Profil bearbeiten' : 'Edit Profile' }));
    return { ...result, form: await screen.findByRole('region', { name: language === 'de' ? 'Profil bearbeiten' : 'Edit Profile' }) };
  };

  it('shows the Security card linking to the authenticator setup', async () => {
    await renderWithProviders(null, { routes, route: '/app/profile' });
    const link = await screen.findByRole('link', { name: 'Set up authenticator app' });
    expect(link.getAttribute('href')).toBe('http://localhost/mock-issuer/account/mfa?lng=en&redirectTo=%2Fapp%2Fprofile');
    expect(screen.getByRole('heading', { name: 'Security' })).toBeTruthy();
  });

  it("links to the identity provider's change-password page, in the page's language", async () => {
    await renderWithProviders(null, { routes, route: '/app/profile', language: 'de' });
    const link = await screen.findByRole('link', { name: 'Passwort ändern' });
    expect(link.getAttribute('href')).toBe('http://localhost/mock-issuer/account/password?lng=de&redirectTo=%2Fapp%2Fprofile');
  });

  it('validates before sending (English and German)', async () => {
    let sent = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH') sent++;
    });
    const { form } = await openForm();
    fireEvent.change(within(form).getByLabelText(/Phone number/), { target: { value: 'call me maybe' } });
    fireEvent.change(within(form).getByLabelText(/About me/), { target: { value: 'x'.repeat(1001) } });
    expect(within(form).getByText('1001 / 1000 characters')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Please enter a valid phone number')).toBeTruthy();
    expect(within(form).getByText('About me must be at most 1000 characters')).toBeTruthy();
    expect(sent).toBe(0);
  });

  it('shows the German messages', async () => {
    const { form } = await openForm('de');
    fireEvent.change(within(form).getByLabelText(/Bildadresse/), { target: { value: 'kein link' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Änderungen speichern' }));
    expect(await within(form).findByText('Das Bild muss eine http(s)-URL sein')).toBeTruthy();
    await i18n.changeLanguage('en');
  });

  it('shows on the field why a picture address from another site is refused (English and German)', async () => {
    for (const [language, label, save, message] of [
      ['en', /Picture address/, 'Save changes', /Pictures from other sites cannot be shown here/],
      ['de', /Bildadresse/, 'Änderungen speichern', /Bilder von anderen Websites können hier nicht angezeigt werden/],
    ] as const) {
      const { form, unmount } = await openForm(language);
      const field = within(form).getByLabelText(label);
      fireEvent.change(field, { target: { value: 'https://cdn.elsewhere.example/me.png' } });
      fireEvent.click(within(form).getByRole('button', { name: save }));
      expect(await within(form).findByText(message)).toBeTruthy();
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(mockDb.users.find((u) => u.id === 'u-admin')!.picture).toBeNull();
      unmount();
    }
    await i18n.changeLanguage('en');
  });

  it('uploads a picture at once and shows it; a file that is too large is refused before sending', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:picture-1');
    let puts = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT' && request.url.endsWith('/users/me/picture')) puts++;
    });
    const { form } = await openForm();
    const input = within(form).getByLabelText('Upload picture', { selector: 'input' });
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })] } });
    expect(await within(form).findByText('The picture is too large: at most 2 MB.')).toBeTruthy();
    expect(puts).toBe(0);

    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Picture saved')).toBeTruthy();
    expect(puts).toBe(1);
    expect(mockDb.users.find((u) => u.id === 'u-admin')!.picture).toMatch(/^\/users\/u-admin\/picture\//);
    const img = await within(form).findByRole('img', { name: /Profile picture of/ });
    expect(img.getAttribute('src')).toBe('blob:picture-1');
    // Remove: the initials again.
    fireEvent.click(within(form).getByRole('button', { name: 'Remove picture' }));
    await waitFor(() => expect(within(form).queryByRole('img', { name: /Profile picture of/ })).toBeNull());
    expect(mockDb.users.find((u) => u.id === 'u-admin')!.picture).toBeNull();
    created.mockRestore();
  });

  it('saves with PATCH /users/me, shows a toast and refreshes the current user', async () => {
    let body: unknown = null;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH') body = await request.clone().json();
    });
    const { form, queryClient } = await openForm();
    fireEvent.change(within(form).getByLabelText(/^Position/), { target: { value: 'Chief Ideas Officer' } });
    fireEvent.change(within(form).getByLabelText(/Phone number/), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(body).toEqual({ position: 'Chief Ideas Officer', phoneNumber: null });
    expect(mockDb.users.find((u) => u.id === 'u-admin')!.position).toBe('Chief Ideas Officer');
    // Back on the card, which reads the refreshed current user.
    expect(await screen.findByText('Chief Ideas Officer')).toBeTruthy();
    expect(screen.getByText('No phone number')).toBeTruthy();
    expect(queryClient.getQueryData<{ profile: { position: string } }>(currentUserQueryKey)?.profile.position).toBe('Chief Ideas Officer');
  });

  it('chooses the e-mail for tasks, questions and decisions (English and German)', async () => {
    let body: unknown = null;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH') body = await request.clone().json();
    });
    const { form } = await openForm();
    expect(within(form).getByRole('group', { name: 'E-mail about your workflow' })).toBeTruthy();
    fireEvent.click(within(form).getByLabelText('Questions for me', { selector: 'input' }));
    fireEvent.click(within(await screen.findByRole('listbox', { name: 'Questions for me', hidden: true })).getByRole('option', { name: 'Daily digest', hidden: true }));
    fireEvent.click(within(form).getByLabelText('Decisions on my ideas', { selector: 'input' }));
    fireEvent.click(within(await screen.findByRole('listbox', { name: 'Decisions on my ideas', hidden: true })).getByRole('option', { name: 'Off', hidden: true }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(body).toEqual({ workflowMail: { question: 'daily', decision: 'off' } });
    expect(mockDb.users.find((u) => u.id === 'u-admin')!.workflowMail).toEqual({ task: 'immediately', question: 'daily', decision: 'off' });
  });

  it('labels the e-mail choices in German', async () => {
    const { form } = await openForm('de');
    expect(within(form).getByRole('group', { name: 'E-Mails zum Ablauf' })).toBeTruthy();
    expect(within(form).getByLabelText('Aufgaben für mich', { selector: 'input' })).toHaveProperty('value', 'Sofort');
    expect(within(form).getByLabelText('Fragen an mich', { selector: 'input' })).toBeTruthy();
    expect(within(form).getByLabelText('Entscheidungen zu meinen Ideen', { selector: 'input' })).toBeTruthy();
    await i18n.changeLanguage('en');
  });

  it('keeps the form and shows the API error when saving fails', async () => {
    server.use(
      http.patch(api('/users/me'), () =>
        HttpResponse.json(
          { code: 'VALIDATION_FAILED', message: 'Not a phone number', details: [{ path: 'body.phoneNumber', message: 'Not a phone number' }] },
          { status: 400 },
        ),
      ),
    );
    const { form } = await openForm();
    fireEvent.change(within(form).getByLabelText(/Phone number/), { target: { value: '+49 1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile not saved')).toBeTruthy();
    expect(within(form).getAllByText('Not a phone number').length).toBeGreaterThan(0);
  });

  it('opens the form directly from My Page (?edit=1)', async () => {
    await renderWithProviders(null, { routes, route: '/app/my-page' });
    const edit = await screen.findByRole('link', { name: 'Edit Profile' });
    expect(edit.getAttribute('href')).toBe('/app/profile?edit=1');
    fireEvent.click(edit);
    expect(await screen.findByRole('region', { name: 'Edit Profile' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Edit Profile' })).toBeNull());
  });
});

describe('unwatch', () => {
  it('sends DELETE /ideas/{id}/follow, shows "Unfollowed idea" and removes the item', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'DELETE') calls.push(new URL(request.url).pathname);
    });
    await renderWithProviders(null, { routes, route: '/app/my-page/watched' });
    expect(await screen.findByText('7 ideas')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unwatch Reusable shipping boxes' }));
    expect(await screen.findByText('Unfollowed idea')).toBeTruthy();
    expect(calls).toEqual(['/ideas/idea-3/follow']);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Reusable shipping boxes' })).toBeNull());
    expect(screen.getByText('6 ideas')).toBeTruthy();
    expect(mockDb.follows['u-admin']).not.toContain('idea-3');
  });

  it('keeps the item and shows an error toast when the API fails', async () => {
    server.use(http.delete(api('/ideas/:id/follow'), () => HttpResponse.json({ code: 'INTERNAL', message: 'x' }, { status: 500 })));
    await renderWithProviders(null, { routes, route: '/app/my-page/watched' });
    fireEvent.click(await screen.findByRole('button', { name: 'Unwatch Reusable shipping boxes' }));
    expect(await screen.findByText('Failed to unfollow the idea. Please try again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reusable shipping boxes' })).toBeTruthy();
  });
});
