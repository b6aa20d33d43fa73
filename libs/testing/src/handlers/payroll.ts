import { http, HttpResponse, type AnyHandler } from 'msw';
import { PAYROLL_COLUMNS, PayrollBatch, PayrollExportInput, payrollColumnLabels, type PayrollBatchListResponse } from '@idea-portal/contracts';
import { isIdeaManager, mayExportPayroll, payrollDue } from '@idea-portal/domain';
import type { MockPayrollBatch } from '../fixtures/payroll';
import { fullName } from '../fixtures/users';
import { mockCurrentUser, mockDb } from '../mock-db';
import { bodyOf, newId, nowIso, problem, validation, type UrlOf } from './http-utils';
import { releasedMockShares } from './premiums';

/**
 * The payroll export (issue 39) as the API answers it: ADMIN and idea managers only
 * (`mayExportPayroll`), a batch takes what `payrollDue` says is still due (never twice), 409
 * NOTHING_TO_EXPORT when nothing is, and a batch downloads again as the same CSV.
 */
function exporter() {
  const me = mockCurrentUser();
  const ideaManagers = mockDb.tenants[0]?.ideaManagers ?? [];
  const manager = isIdeaManager({ id: me.id, email: me.email, functions: mockDb.userFunctions[me.id] ?? [] }, { ideaManagers });
  return mayExportPayroll({ role: me.role, isIdeaManager: manager }) ? me : null;
}

const forbidden = () => problem(403, 'FORBIDDEN', 'Only an idea manager or an administrator exports premiums to payroll');
const publicBatch = ({ rows: _rows, ...b }: MockPayrollBatch) => PayrollBatch.parse(b);
const csvCell = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

function batchOf(from: string, to: string, createdByName: string): MockPayrollBatch | null {
  const exported = mockDb.payrollBatches.flatMap((b) => b.rows);
  const due = payrollDue(releasedMockShares(from, to), exported);
  if (!due.length) return null;
  const rows = due.map((d) => {
    const user = mockDb.users.find((x) => x.id === d.userId);
    return { ...d, name: user ? fullName(user) : d.userId, personnelNumber: user?.payroll?.personnelNumber ?? null, organizationalUnit: user?.organizationalUnit?.name ?? null, costCentre: user?.payroll?.costCentre ?? null };
  });
  const totals: Record<string, number> = {};
  for (const r of rows) totals[r.currency] = Math.round(((totals[r.currency] ?? 0) + r.amount) * 100) / 100;
  const wageType = mockDb.tenantPolicy.wageType;
  return { id: newId('pay'), periodFrom: from, periodTo: to, rowCount: rows.length, totals, wageType, createdByName, createdAt: nowIso(), rows };
}

export function createPayrollHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.get(u('/payroll-exports'), () => {
      if (!exporter()) return forbidden();
      const batches = [...mockDb.payrollBatches].reverse().map(publicBatch);
      return HttpResponse.json<PayrollBatchListResponse>({ batches });
    }),
    http.post(u('/payroll-exports'), async ({ request }) => {
      const me = exporter();
      if (!me) return forbidden();
      const parsed = PayrollExportInput.safeParse(await bodyOf(request));
      if (!parsed.success) return validation(parsed.error.issues);
      const batch = batchOf(parsed.data.from, parsed.data.to, fullName(me));
      if (!batch) return problem(409, 'NOTHING_TO_EXPORT', 'No released premium of this period waits for the payroll');
      mockDb.payrollBatches.push(batch);
      return HttpResponse.json(publicBatch(batch), { status: 201 });
    }),
    http.get(u('/payroll-exports/:id/csv'), ({ params, request }) => {
      if (!exporter()) return forbidden();
      const batch = mockDb.payrollBatches.find((b) => b.id === params.id);
      if (!batch) return problem(404, 'NOT_FOUND', 'Payroll batch not found');
      const lang = new URL(request.url).searchParams.get('lang') === 'de' ? 'de' : 'en';
      const line = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;
      const body =
        line(PAYROLL_COLUMNS.map((c) => payrollColumnLabels[lang][c])) +
        batch.rows.map((r) => line([r.personnelNumber, r.name, r.organizationalUnit, r.costCentre, r.ideaId, r.amount.toFixed(2), r.currency, r.releasedAt.slice(0, 10), batch.wageType])).join('');
      return new HttpResponse(`\uFEFF${body}`, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="payroll-${batch.id}.csv"` } });
    }),
  ];
}
