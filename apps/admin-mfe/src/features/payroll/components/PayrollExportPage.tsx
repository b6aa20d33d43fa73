import { useState } from 'react';
import type { PayrollBatch } from '@idea-portal/contracts';
import { usePageTitle } from '@idea-portal/platform';
import { Alert, Button, Card, ConfirmDialog, EmptyState, ErrorState, Group, LoadingState, PageTitle, Stack, Table, Text, TextInput, Title, VisuallyHidden, formatDateTime, notifyError, notifySuccess } from '@idea-portal/ui';
import { useAdminTranslation } from '../../../i18n';
import { adminErrorMessage, errorCode } from '../../../shared/api/errors';
import { downloadPayrollBatch, useExportPayroll, usePayrollBatches } from '../api/payroll';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** The previous calendar month, the usual payroll period. */
function lastMonth(now = new Date()) {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { from: isoDay(from), to: isoDay(to) };
}

function BatchTable({ batches }: { batches: PayrollBatch[] }) {
  const { t, i18n } = useAdminTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const totals = (b: PayrollBatch) =>
    Object.entries(b.totals)
      .map(([currency, sum]) => new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(sum))
      .join(', ');
  async function download(b: PayrollBatch) {
    setBusy(b.id);
    try {
      await downloadPayrollBatch(b, i18n.language);
    } catch (error) {
      notifyError(adminErrorMessage(error, t), t('payroll.downloadFailed'));
    } finally {
      setBusy(null);
    }
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table data-testid="payroll-batches">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('payroll.period')}</Table.Th>
            <Table.Th>{t('payroll.rows')}</Table.Th>
            <Table.Th>{t('payroll.total')}</Table.Th>
            <Table.Th>{t('payroll.wageType')}</Table.Th>
            <Table.Th>{t('payroll.exportedBy')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('payroll.download')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {batches.map((b) => (
            <Table.Tr key={b.id}>
              <Table.Td>{t('payroll.periodValue', { from: b.periodFrom, to: b.periodTo })}</Table.Td>
              <Table.Td>{b.rowCount}</Table.Td>
              <Table.Td>{totals(b)}</Table.Td>
              <Table.Td>{b.wageType ?? t('common.none')}</Table.Td>
              <Table.Td>{`${b.createdByName ?? t('common.unknown')}, ${formatDateTime(b.createdAt, i18n.language)}`}</Table.Td>
              <Table.Td>
                <Button size="compact-sm" variant="default" loading={busy === b.id} onClick={() => void download(b)} aria-label={t('payroll.downloadBatch', { from: b.periodFrom, to: b.periodTo })}>
                  {t('payroll.download')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** 'payroll-export': export the released premiums of a period as a batch (asked first: never repeated) and download any batch again. */
export function PayrollExportPage() {
  const { t } = useAdminTranslation();
  usePageTitle(t('payroll.title'));
  const batches = usePayrollBatches();
  const exportPayroll = useExportPayroll();
  const [period, setPeriod] = useState(lastMonth);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [nothingDue, setNothingDue] = useState(false);
  const periodInvalid = !period.from || !period.to || period.from > period.to;

  async function confirmExport() {
    setError(null);
    setNothingDue(false);
    try {
      const batch = await exportPayroll.mutateAsync(period);
      setConfirming(false);
      notifySuccess(t('payroll.exportedText', { count: batch.rowCount }), t('payroll.exported'));
    } catch (e) {
      if (errorCode(e) === 'NOTHING_TO_EXPORT') {
        setConfirming(false);
        setNothingDue(true);
        return;
      }
      const message = adminErrorMessage(e, t);
      setError(message);
      notifyError(message, t('payroll.exportFailed'));
    }
  }

  return (
    <Stack gap="md">
      <div>
        <PageTitle>{t('payroll.title')}</PageTitle>
        <Text c="dimmed">{t('payroll.intro')}</Text>
      </div>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="payroll-new">
        <Title order={2} size="h4" id="payroll-new" mb="sm">
          {t('payroll.newExport')}
        </Title>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (periodInvalid) return;
            setError(null);
            setConfirming(true);
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              type="date"
              label={t('payroll.from')}
              required
              value={period.from}
              onChange={(e) => {
                // Read now: React clears currentTarget once the event is handled, before the updater runs.
                const from = e.currentTarget.value;
                setPeriod((p) => ({ ...p, from }));
              }}
            />
            <TextInput
              type="date"
              label={t('payroll.to')}
              required
              value={period.to}
              onChange={(e) => {
                const to = e.currentTarget.value;
                setPeriod((p) => ({ ...p, to }));
              }}
              error={period.from && period.to && period.from > period.to ? t('payroll.periodInvalid') : undefined}
            />
            <Button type="submit" disabled={periodInvalid}>
              {t('payroll.export')}
            </Button>
          </Group>
        </form>
        {nothingDue && (
          <Alert mt="md" color="blue" variant="light" role="status" withCloseButton onClose={() => setNothingDue(false)}>
            {t('payroll.nothingDue', { from: period.from, to: period.to })}
          </Alert>
        )}
      </Card>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="payroll-batches">
        <Title order={2} size="h4" id="payroll-batches" mb="sm">
          {t('payroll.batches')}
        </Title>
        {batches.isPending ? (
          <LoadingState label={t('payroll.loading')} />
        ) : batches.isError ? (
          <ErrorState message={adminErrorMessage(batches.error, t)} onRetry={() => void batches.refetch()} />
        ) : batches.data.batches.length === 0 ? (
          <EmptyState title={t('payroll.empty')} />
        ) : (
          <BatchTable batches={batches.data.batches} />
        )}
      </Card>
      <ConfirmDialog
        opened={confirming}
        color="blue"
        focus="confirm"
        title={t('payroll.confirmTitle')}
        message={t('payroll.confirmText', { from: period.from, to: period.to })}
        confirmLabel={t('payroll.export')}
        loading={exportPayroll.isPending}
        error={error}
        onConfirm={() => void confirmExport()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
