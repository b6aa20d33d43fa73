import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import { routes } from '../../routes';

const server = setupMockApi();
const usersPage = (language: 'en' | 'de' = 'en') => renderWithProviders(null, { routes, route: '/app/admin/users', base: '/app/admin', language });

describe('an administrator sets someone’s absence and deputy', () => {
  it('checks the days, sends PUT /admin/users/{id}/absence with the chosen deputy, and ends it after asking', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT' && request.url.endsWith('/absence')) bodies.push(await request.clone().json());
    });
    await usersPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Absence Eva Evaluator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Absence of Eva Evaluator' });
    const from = await within(dialog).findByLabelText(/First day away/);
    fireEvent.change(from, { target: { value: '2030-05-10' } });
    fireEvent.change(within(dialog).getByLabelText(/Last day away/), { target: { value: '2030-05-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The last day cannot be before the first day')).toBeTruthy();
    expect(bodies).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Last day away/), { target: { value: '2030-05-20' } });
    fireEvent.change(within(dialog).getByLabelText(/Find a deputy/), { target: { value: 'Mark' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Choose Mark Weber as deputy' }, { timeout: 3000 }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toEqual([{ from: '2030-05-10', to: '2030-05-20', deputyId: 'u-mark' }]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Absence of Eva Evaluator' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Absence Eva Evaluator' }));
    const again = await screen.findByRole('dialog', { name: 'Absence of Eva Evaluator' });
    expect((await within(again).findByTestId('admin-absence-deputy')).textContent).toContain('Mark Weber');
    fireEvent.click(within(again).getByRole('button', { name: 'End absence' }));
    fireEvent.click(within(await within(again).findByRole('alert')).getByRole('button', { name: 'End absence' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Absence of Eva Evaluator' })).toBeNull());
  });
});
