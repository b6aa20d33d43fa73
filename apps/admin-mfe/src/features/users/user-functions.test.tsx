import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import { DEFAULT_MOCK_API_URL, mockDb } from '@idea-portal/testing';
import { routes } from '../../routes';

const server = setupMockApi();
const usersPage = (language: 'en' | 'de' = 'en') => renderWithProviders(null, { routes, route: '/app/admin/users', base: '/app/admin', language });

/** The bodies of PUT /admin/users/{id}/functions the page sends. */
function sentBodies() {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'PUT' && request.url.endsWith('/functions')) bodies.push(await request.clone().json());
  });
  return bodies;
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('user functions (works council, idea manager, tariff group)', () => {
  it('an admin who is idea manager sees the tariff group, sets works council and a new group; the list shows the badge', async () => {
    const bodies = sentBodies();
    await usersPage();
    expect(within(await rowOf('Ada Admin')).getByText('Idea manager')).toBeTruthy();
    expect(within(await rowOf('Chris Creator')).queryByText('Works council')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Functions Chris Creator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Functions of Chris Creator' });
    const group = await within(dialog).findByRole('textbox', { name: 'Tariff/salary group' });
    expect((group as HTMLInputElement).value).toBe('E9');
    expect((within(dialog).getByRole('checkbox', { name: 'Idea manager' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Works council' }));
    fireEvent.change(group, { target: { value: ' E10 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Functions of Chris Creator saved')).toBeTruthy();
    expect(bodies).toEqual([{ functions: ['worksCouncil'], tariffGroup: 'E10' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(await rowOf('Chris Creator')).findByText('Works council')).toBeTruthy();
    expect(mockDb.tariffGroups['u-creator']).toBe('E10');
    // On record in the activity log.
    expect(mockDb.functionHistory.map((e) => [e.subjectUserId, e.fieldName, e.newValue])).toEqual([
      ['u-creator', 'functions', 'worksCouncil'],
      ['u-creator', 'tariffGroup', null],
    ]);
  });

  it('an admin without those functions may set the tariff group but not read it: unchanged unless chosen', async () => {
    mockDb.userFunctions['u-admin'] = [];
    const bodies = sentBodies();
    await usersPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Functions Chris Creator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Functions of Chris Creator' });
    const group = (await within(dialog).findByRole('textbox', { name: 'Tariff/salary group' })) as HTMLInputElement;
    expect(group.value).toBe('');
    expect(group.disabled).toBe(true);
    expect(group.placeholder).toBe('Unchanged');
    expect(within(dialog).queryByText('E9')).toBeNull();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Idea manager' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Functions of Chris Creator saved')).toBeTruthy();
    expect(bodies).toEqual([{ functions: ['ideaManager'] }]);
    expect(mockDb.tariffGroups['u-creator']).toBe('E9');

    // Chosen, an empty field removes the group.
    fireEvent.click(await screen.findByRole('button', { name: 'Functions Chris Creator' }));
    const again = await screen.findByRole('dialog', { name: 'Functions of Chris Creator' });
    fireEvent.click(await within(again).findByRole('checkbox', { name: 'Change the tariff/salary group' }));
    expect((within(again).getByRole('textbox', { name: /Tariff\/salary group/ }) as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ functions: ['ideaManager'], tariffGroup: null });
    await waitFor(() => expect(mockDb.tariffGroups['u-creator']).toBeUndefined());
  });

  it.each([
    ['en', 'Only administrators may do this.', 'Functions not saved'],
    ['de', 'Nur Administratoren dürfen das.', 'Funktionen nicht gespeichert'],
  ] as const)('shows the API refusal in the dialog and a toast (%s)', async (language, message, title) => {
    server.use(http.put(`${DEFAULT_MOCK_API_URL}/admin/users/:id/functions`, () => HttpResponse.json({ code: 'FORBIDDEN', message: 'Administrators only' }, { status: 403 })));
    await usersPage(language);
    const action = language === 'en' ? 'Functions Chris Creator' : 'Funktionen Chris Creator';
    fireEvent.click(await screen.findByRole('button', { name: action }));
    const dialog = await screen.findByRole('dialog', { name: language === 'en' ? 'Functions of Chris Creator' : 'Funktionen von Chris Creator' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: language === 'en' ? 'Works council' : 'Betriebsrat' }));
    fireEvent.click(within(dialog).getByRole('button', { name: language === 'en' ? 'Save' : 'Speichern' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', message);
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(mockDb.userFunctions['u-creator']).toBeUndefined();
  });

  it('says when the functions cannot be loaded', async () => {
    server.use(http.get(`${DEFAULT_MOCK_API_URL}/users/:id/functions`, () => HttpResponse.json({ code: 'INTERNAL', message: 'boom' }, { status: 500 })));
    await usersPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Functions Chris Creator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Functions of Chris Creator' });
    expect(await within(dialog).findByText('The functions could not be loaded.', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('dialogs follow each other on the page: Edit, Cancel, Functions; Functions, Cancel, Deactivate', async () => {
    await usersPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Chris Creator' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit user Chris Creator' });
    fireEvent.click(within(edit).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Functions Chris Creator' }));
    const functions = await screen.findByRole('dialog', { name: 'Functions of Chris Creator' });
    fireEvent.click(await within(functions).findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Chris Creator' }));
    expect(await screen.findByRole('dialog', { name: 'Deactivate user' })).toBeTruthy();
  });
});
