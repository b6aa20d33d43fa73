import { PayrollExportInput, type PayrollBatch, type PayrollBatchListResponse } from '@idea-portal/contracts';
import { downloadFile, ideasApi, normalizeLanguage, queryOptions, useMutation, useQuery, useQueryClient } from '@idea-portal/platform';

/** The payroll batches are served by the ideas service (apps/api payroll module). */
export const payrollBatchesKey = ['admin', 'payroll-exports'] as const;

/** GET /payroll-exports: the tenant's batches, newest first. */
export const payrollBatchesQueryOptions = () =>
  queryOptions({ queryKey: payrollBatchesKey, queryFn: ({ signal }) => ideasApi.get<PayrollBatchListResponse>('/payroll-exports', { signal }) });

export function usePayrollBatches() {
  return useQuery(payrollBatchesQueryOptions());
}

/** POST /payroll-exports: a new batch of what is due in the period (409 NOTHING_TO_EXPORT when nothing is). */
export function useExportPayroll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayrollExportInput) => ideasApi.request<PayrollBatch>('/payroll-exports', { method: 'POST', body: PayrollExportInput.parse(body) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payrollBatchesKey }),
  });
}

/** GET /payroll-exports/{id}/csv with the caller's token: the same batch again, its header row in the user's language. */
export function downloadPayrollBatch(batch: PayrollBatch, language: string) {
  const path = `/payroll-exports/${encodeURIComponent(batch.id)}/csv?lang=${normalizeLanguage(language)}`;
  return downloadFile(ideasApi, path, `payroll-${batch.periodFrom}-${batch.periodTo}.csv`);
}
