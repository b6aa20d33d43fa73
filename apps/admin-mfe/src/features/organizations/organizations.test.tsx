import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import { routes } from '../../routes';
import { changesOf, validateOrganization } from './components/OrganizationFormModal';

setupMockApi();

const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

describe('organization management', () => {
  it('shows the industry and filters by it', async () => {
    await renderWithProviders(null, { routes, route: '/app/admin/organizations', base: '/app/admin' });
    expect(await screen.findByRole('columnheader', { name: /Industry/ })).toBeTruthy();
    expect(within(await rowOf('Operations')).getByText('Manufacturing')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Industry', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Software', hidden: true }));
    expect(await screen.findByText('Showing 1 of 1 organizations')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Engineering' })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'Operations' })).toBeNull();
  });

  it('edits a unit: the row shows the saved values; a taken name is refused at the name field', async () => {
    await renderWithProviders(null, { routes, route: '/app/admin/organizations', base: '/app/admin' });
    fireEvent.click(within(await rowOf('Human Resources')).getByRole('button', { name: 'Edit: Human Resources' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Human Resources' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Engineering' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findAllByText('Another organization is already called "Engineering"')).length).toBeGreaterThan(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'People & Culture' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Industry/ }), { target: { value: 'Services' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(await rowOf('People & Culture')).getByText('Services')).toBeTruthy();
  });

  it('Users and Ideas link to those lists filtered to the unit', async () => {
    await renderWithProviders(null, { routes, route: '/app/admin/organizations', base: '/app/admin' });
    const row = await rowOf('Operations');
    expect(within(row).getByRole('link', { name: 'Users: Operations' }).getAttribute('href')).toBe('/app/admin/users?unit=ou-ops');
    expect(within(row).getByRole('link', { name: 'Ideas: Operations' }).getAttribute('href')).toBe('/app/admin/ideas?unit=ou-ops');
  });

  it('the users list takes the unit from the address, shows it in its filter and lets it be cleared', async () => {
    await renderWithProviders(null, { routes, route: '/app/admin/users?unit=ou-ops', base: '/app/admin' });
    expect(await screen.findByText('Showing 4 of 4 users')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Organization', { selector: 'input' }) as HTMLInputElement).value).toBe('Operations'));
    fireEvent.click(screen.getByLabelText('Organization', { selector: 'input' }));
    fireEvent.click(within(await screen.findByRole('listbox', { name: 'Organization', hidden: true })).getByRole('option', { name: 'All', hidden: true }));
    expect(await screen.findByText('Showing 10 of 12 users')).toBeTruthy();
  });

  it("the ideas list takes the unit from the address and asks the API for that unit's ideas", async () => {
    await renderWithProviders(null, { routes, route: '/app/admin/ideas?unit=ou-ops', base: '/app/admin' });
    expect(await screen.findByRole('link', { name: 'Reusable shipping boxes' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Solar panels on the warehouse roof' })).toBeNull();
    await waitFor(() => expect((screen.getByLabelText('Organization', { selector: 'input' }) as HTMLInputElement).value).toBe('Operations'));
  });

  it('validates with the contract and sends only what changed', () => {
    const values = { name: 'A', location: '', industry: 'x'.repeat(81), lineManager: '', status: 'ACTIVE' as const };
    expect(validateOrganization(values)).toEqual({ name: 'organizations.errors.nameTooShort', industry: 'organizations.errors.industryTooLong' });
    const row = { id: 'ou-1', name: 'Ops', location: 'Munich', industry: null, lineManager: 'Olga', employeeCount: 1, activeUsers: 1, totalIdeas: 0, implementedIdeas: 0, status: 'ACTIVE' as const, createdAt: '2024-01-01T00:00:00Z', version: 1 };
    expect(changesOf(row, { name: ' Ops ', location: '', industry: 'Steel', lineManager: 'Olga', status: 'INACTIVE' })).toEqual({ location: null, industry: 'Steel', status: 'INACTIVE' });
  });
});
