import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockDb } from '@idea-portal/testing';
import { renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import { routes } from '../../routes';

const server = setupMockApi();
const usersPage = (language: 'en' | 'de' = 'en') => renderWithProviders(null, { routes, route: '/app/admin/users', base: '/app/admin', language });

/** The bodies of the PATCH /admin/users/{id} the form sends. */
function sentPatches() {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'PATCH' && /\/admin\/users\/[^/]+$/.test(request.url)) bodies.push(await request.clone().json());
  });
  return bodies;
}

describe('personnel number and cost centre (user edit form)', () => {
  it('saves a personnel number and cost centre, sends only what changed, and shows them when editing again', async () => {
    const patches = sentPatches();
    await usersPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Chris Creator' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit user Chris Creator' });
    fireEvent.change(within(dialog).getByLabelText('Personnel number'), { target: { value: ' P-10042 ' } });
    fireEvent.change(within(dialog).getByLabelText('Cost centre'), { target: { value: '4711' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches).toHaveLength(1);
    expect(patches[0]).toMatchObject({ personnelNumber: 'P-10042', costCentre: '4711' });
    expect(mockDb.users.find((u) => u.id === 'u-creator')?.payroll).toEqual({ personnelNumber: 'P-10042', costCentre: '4711' });

    fireEvent.click(screen.getByRole('button', { name: 'Edit Chris Creator' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit user Chris Creator' });
    await waitFor(() => expect((within(dialog).getByLabelText('Personnel number') as HTMLInputElement).value).toBe('P-10042'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]).not.toHaveProperty('personnelNumber');
  });

  it('refuses a personnel number the contract refuses before sending, with the message in German', async () => {
    const patches = sentPatches();
    await usersPage('de');
    fireEvent.click(await screen.findByRole('button', { name: 'Bearbeiten Chris Creator' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Personalnummer'), { target: { value: 'P#1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Höchstens 30 Buchstaben, Ziffern, Leerzeichen, Punkte, Bindestriche und Schrägstriche.')).toBeTruthy();
    expect(patches).toEqual([]);
  });
});
