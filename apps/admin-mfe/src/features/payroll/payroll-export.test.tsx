import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { DEFAULT_MOCK_API_URL, mockDb, problem } from '@idea-portal/testing';
import { renderWithProviders, setupMockApi } from '@idea-portal/testing/node';
import { routes } from '../../routes';

const server = setupMockApi();
const payrollPage = () => renderWithProviders(null, { routes, route: '/app/admin/payroll-export', base: '/app/admin', language: 'en' });

type StoredPremium = (typeof mockDb.premiums)[string];

/** A released premium of 500 EUR on idea-4 (Jonas alone), released on 2026-10-15. */
function releasedPremium() {
  const premium: StoredPremium = {
    ideaId: 'idea-4',
    ruleSetId: 'prs-demo-1',
    amount: 500,
    proposedAmount: 500,
    derivation: { currency: 'EUR' } as StoredPremium['derivation'],
    adjustmentReason: null,
    adjustedBy: null,
    managerApprovedBy: 'u-admin',
    managerApprovedAt: '2026-10-14T09:00:00.000Z',
    worksCouncilBy: null,
    worksCouncilApprovedAt: '2026-10-15T09:00:00.000Z',
    objectedAt: null,
    objectionReason: null,
    objectionDeadline: null,
    releasedAt: '2026-10-15T09:00:00.000Z',
    shares: null,
    proposedShares: null,
    version: 1,
  };
  mockDb.premiums['idea-4'] = premium;
}

function setPeriod(from: string, to: string) {
  fireEvent.change(screen.getByLabelText(/Released from/), { target: { value: from } });
  fireEvent.change(screen.getByLabelText(/Released until/), { target: { value: to } });
}

describe('payroll export (admin)', () => {
  it('lists the batches, exports a period only after confirming, and shows the new batch', async () => {
    releasedPremium();
    mockDb.payrollBatches.push({
      id: 'pay-old',
      periodFrom: '2026-09-01',
      periodTo: '2026-09-30',
      rowCount: 2,
      totals: { EUR: 120 },
      wageType: '4711',
      createdByName: 'Alex Admin',
      createdAt: '2026-10-01T08:00:00.000Z',
      rows: [],
    });
    await payrollPage();
    const table = await screen.findByTestId('payroll-batches');
    expect(within(table).getByText('2026-09-01 – 2026-09-30')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Download CSV of 2026-09-01 – 2026-09-30' })).toBeTruthy();

    setPeriod('2026-10-01', '2026-10-31');
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    let dialog = await screen.findByRole('dialog', { name: 'Export premiums to payroll?' });
    expect(within(dialog).getByText(/from 2026-10-01 to 2026-10-31 .* cannot be undone/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mockDb.payrollBatches).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    dialog = await screen.findByRole('dialog', { name: 'Export premiums to payroll?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('1 row exported.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(screen.getByTestId('payroll-batches')).getByText('2026-10-01 – 2026-10-31')).toBeTruthy());
    expect(mockDb.payrollBatches[1]?.rows.map((r) => [r.ideaId, r.userId, r.amount])).toEqual([['idea-4', 'u-jonas', 500]]);

    // The same period again: nothing is due any more (never paid twice).
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    dialog = await screen.findByRole('dialog', { name: 'Export premiums to payroll?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Nothing to export: no released premium from 2026-10-01 to 2026-10-31 is still due.')).toBeTruthy();
    expect(mockDb.payrollBatches).toHaveLength(2);
  });

  it('downloads a batch again with the caller\'s token, its header row in the user\'s language', async () => {
    releasedPremium();
    const created = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:payroll');
    const csv: { url: string; auth: string | null; body: string }[] = [];
    server.events.on('response:mocked', async ({ request, response }) => {
      if (request.url.includes('/csv')) csv.push({ url: request.url, auth: request.headers.get('authorization'), body: await response.clone().text() });
    });
    await payrollPage();
    await screen.findByText('No premiums have been exported to payroll yet.');
    setPeriod('2026-10-01', '2026-10-31');
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV of 2026-10-01 – 2026-10-31' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(csv).toHaveLength(1);
    expect(csv[0]!.url).toMatch(/\/payroll-exports\/pay-[^/]+\/csv\?lang=en$/);
    expect(csv[0]!.auth).toMatch(/^Bearer /);
    expect(csv[0]!.body).toContain('Personnel number,Name');
    expect(csv[0]!.body).toContain('idea-4,500.00,EUR,2026-10-15');
    created.mockRestore();
  });

  it('says so when no batch exists yet', async () => {
    await payrollPage();
    expect(await screen.findByText('No premiums have been exported to payroll yet.')).toBeTruthy();
  });

  it('shows the error with its message when the list cannot be loaded', async () => {
    server.use(http.get(`${DEFAULT_MOCK_API_URL}/payroll-exports`, () => problem(403, 'FORBIDDEN', 'Only an idea manager or an administrator exports premiums to payroll')));
    await payrollPage();
    expect(await screen.findByText('Only administrators may do this.')).toBeTruthy();
  });
});
