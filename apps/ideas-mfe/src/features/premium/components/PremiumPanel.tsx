import { useState } from 'react';
import { PREMIUM_TEXTS, premiumMoney, type Idea, type IdeaPremium } from '@idea-portal/contracts';
import { Badge, Button, ConfirmDialog, ErrorState, formatDate, Group, LoadingState, NumberInput, Stack, Table, Text, Textarea, Title } from '@idea-portal/ui';
import { numberInputFormat } from '@idea-portal/ui/forms';
import { Fact, ReasonConfirmDialog, WorkflowPanelCard } from '../../../shared/workflow';
import { registerPremiumTranslations, usePremiumText } from '../../../i18n/premium';
import { useIdeaPremiumRules, usePremium, usePremiumStep } from '../../../shared/api/premium';
import { PremiumDerivationList } from './PremiumDerivationList';

registerPremiumTranslations();

const STATUS_COLOR = { proposed: 'gray', approved: 'blue', objected: 'red', released: 'green' } as const;

/**
 * The idea's premium for those who may see it (the API answers 404 to everyone else, and the
 * panel then shows nothing): the amount, its derivation step by step, the four-eyes agreement,
 * the team's shares (a submitter or contributor sees only their own) and what the caller may do.
 */
export function PremiumPanel({ idea }: { idea: Idea }) {
  const { t, lang } = usePremiumText();
  const premium = usePremium(idea.id);
  const rules = useIdeaPremiumRules(idea.id);
  if (premium.isPending) return <LoadingState label={t('loading')} />;
  if (premium.isError) return <ErrorState message={t('loadError')} onRetry={() => void premium.refetch()} />;
  if (!premium.data) return null;
  const p = premium.data;
  const money = premiumMoney(lang, p.currency);
  const when = (iso: string | null) => (iso ? formatDate(iso, lang) : null);
  return (
    <WorkflowPanelCard id="premium" title={t('title')}>
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Text size="xl" fw={700} data-testid="premium-amount">
            {money(p.amount)}
          </Text>
          <Badge color={STATUS_COLOR[p.status]} data-testid="premium-status">
            {PREMIUM_TEXTS[lang].statuses[p.status]}
          </Badge>
        </Group>
        <PremiumDerivationList derivation={p.derivation} rules={rules.data} lang={lang} caption={t('derivation')} />
        {p.adjustedBy && (
          <>
            <Fact label={t('proposedAmount')}>{money(p.proposedAmount)}</Fact>
            <Text size="sm">{t('adjusted', { name: p.adjustedBy.name, reason: p.adjustmentReason ?? '' })}</Text>
          </>
        )}
        {p.managerApprovedBy && <Fact label={t('managerApproved')}>{`${p.managerApprovedBy.name}, ${when(p.managerApprovedAt)}`}</Fact>}
        {p.worksCouncilBy && <Fact label={t('worksCouncil')}>{`${p.worksCouncilBy.name}, ${when(p.worksCouncilAt)}`}</Fact>}
        {p.objectionReason && <Text size="sm" c="red">{t('objection', { reason: p.objectionReason })}</Text>}
        {p.releasedAt ? <Fact label={t('releasedAt')}>{when(p.releasedAt)}</Fact> : p.objectionDeadline && <Fact label={t('objectionDeadline')}>{when(p.objectionDeadline)}</Fact>}
        <SharesTable premium={p} money={money} />
        <PremiumActions idea={idea} premium={p} money={money} />
      </Stack>
    </WorkflowPanelCard>
  );
}

function SharesTable({ premium: p, money }: { premium: IdeaPremium; money: (n: number) => string }) {
  const { t } = usePremiumText();
  return (
    <Stack gap={4}>
      <Title order={4} size="h6">
        {p.seesAll ? t('shares') : t('yourShare')}
      </Title>
      <Table data-testid="premium-shares" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('person')}</Table.Th>
            <Table.Th ta="right">{t('share')}</Table.Th>
            <Table.Th ta="right">{t('amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {p.shares.map((s) => (
            <Table.Tr key={s.userId}>
              <Table.Td>{s.name}</Table.Td>
              <Table.Td ta="right">{`${(s.basisPoints / 100).toFixed(2)} %`}</Table.Td>
              <Table.Td ta="right">{money(s.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!p.sharesConfirmed && p.shares.length > 1 && (
        <Text size="xs" c="dimmed">
          {t('sharesEqual')}
        </Text>
      )}
      {p.proposedShares && (
        <Text size="sm" data-testid="premium-proposed-shares">
          {t('proposedShares')}: {p.proposedShares.map((s) => `${s.name} ${(s.basisPoints / 100).toFixed(2)} %`).join(', ')}
        </Text>
      )}
    </Stack>
  );
}

function PremiumActions({ idea, premium: p, money }: { idea: Idea; premium: IdeaPremium; money: (n: number) => string }) {
  const { t, errorText } = usePremiumText();
  const [dialog, setDialog] = useState<'approve' | 'object' | 'adjust' | 'shares' | null>(null);
  const step = (name: 'adjustment' | 'approval' | 'objection' | 'shares') => ({ success: t(`success.${name}`), error: errorText });
  const approval = usePremiumStep(idea.id, 'approval', step('approval'));
  const objection = usePremiumStep(idea.id, 'objection', step('objection'));
  const has = (a: IdeaPremium['actions'][number]) => p.actions.includes(a);
  const close = () => setDialog(null);
  if (!p.actions.length) return null;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        {(has('approve') || has('worksCouncilApprove')) && <Button onClick={() => setDialog('approve')}>{has('approve') ? t('approve') : t('worksCouncilApprove')}</Button>}
        {has('object') && (
          <Button variant="outline" color="red" onClick={() => setDialog('object')}>
            {t('object')}
          </Button>
        )}
        {has('adjust') && (
          <Button variant="default" onClick={() => setDialog(dialog === 'adjust' ? null : 'adjust')}>
            {t('adjust')}
          </Button>
        )}
        {(has('confirmShares') || has('proposeShares')) && (
          <Button variant="default" onClick={() => setDialog(dialog === 'shares' ? null : 'shares')}>
            {has('confirmShares') ? t('confirmShares') : t('proposeShares')}
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={dialog === 'approve'}
        title={t('approveTitle')}
        message={t('approveMessage', { amount: money(p.amount) })}
        confirmLabel={has('approve') ? t('approve') : t('worksCouncilApprove')}
        cancelLabel={t('cancel')}
        color="blue"
        loading={approval.isPending}
        onCancel={close}
        onConfirm={() => approval.mutate({ version: p.version }, { onSettled: close })}
      />
      <ReasonConfirmDialog
        opened={dialog === 'object'}
        title={t('objectTitle')}
        message={t('objectMessage')}
        reasonLabel={t('objectReason')}
        confirmLabel={t('object')}
        cancelLabel={t('cancel')}
        reasonRequired={t('reasonRequired')}
        loading={objection.isPending}
        onCancel={close}
        onConfirm={(reason) => objection.mutate({ reason, version: p.version }, { onSettled: close })}
      />
      {dialog === 'adjust' && <AdjustForm ideaId={idea.id} premium={p} onDone={close} />}
      {dialog === 'shares' && <SharesForm idea={idea} premium={p} onDone={close} />}
    </Stack>
  );
}

function AdjustForm({ ideaId, premium: p, onDone }: { ideaId: string; premium: IdeaPremium; onDone: () => void }) {
  const { t, lang, msg, errorText } = usePremiumText();
  const adjust = usePremiumStep(ideaId, 'adjustment', { success: t('success.adjustment'), error: errorText });
  const [amount, setAmount] = useState<number | string>(p.amount);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  return (
    <form
      noValidate
      aria-label={t('adjust')}
      onSubmit={(e) => {
        e.preventDefault();
        const next = { amount: amount === '' ? -1 : Number(amount), reason };
        const nextErrors = { amount: next.amount < 0 ? msg('premium.amountInvalid') : undefined, reason: reason.trim() ? undefined : msg('premium.adjustReasonRequired') };
        setErrors(nextErrors);
        if (nextErrors.amount || nextErrors.reason) return;
        adjust.mutate({ ...next, reason: reason.trim(), version: p.version }, { onSuccess: onDone });
      }}
    >
      <Stack gap="sm">
        <NumberInput label={t('adjustAmount', { currency: p.currency })} min={0} decimalScale={2} {...numberInputFormat(lang)} value={amount} onChange={setAmount} error={errors.amount} required />
        <Textarea label={t('adjustReason')} autosize minRows={2} value={reason} onChange={(e) => setReason(e.currentTarget.value)} error={errors.reason} required />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={adjust.isPending}>
            {t('adjustSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SharesForm({ idea, premium: p, onDone }: { idea: Idea; premium: IdeaPremium; onDone: () => void }) {
  const { t, lang, msg, errorText } = usePremiumText();
  const shares = usePremiumStep(idea.id, 'shares', { success: t('success.shares'), error: errorText });
  const team = [{ id: idea.submitterId, name: idea.submitterName }, ...idea.contributors.filter((c) => c.id !== idea.submitterId).map((c) => ({ id: c.id, name: c.name }))];
  const known = new Map([...(p.proposedShares ?? []), ...p.shares].map((s) => [s.userId, s.basisPoints / 100]));
  const [percent, setPercent] = useState<Record<string, number | string>>(() => Object.fromEntries(team.map((m) => [m.id, known.get(m.id) ?? Math.round(10000 / team.length) / 100])));
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      aria-label={t('shares')}
      onSubmit={(e) => {
        e.preventDefault();
        const list = team.map((m) => ({ userId: m.id, basisPoints: Math.round(Number(percent[m.id] || 0) * 100) }));
        if (list.reduce((sum, s) => sum + s.basisPoints, 0) !== 10000) return setError(msg('premium.sharesSum'));
        setError(null);
        shares.mutate({ shares: list, version: p.version }, { onSuccess: onDone });
      }}
    >
      <Stack gap="sm">
        {team.map((m) => (
          <NumberInput
            key={m.id}
            label={t('sharePercent', { name: m.name })}
            min={0}
            max={100}
            decimalScale={2}
            {...numberInputFormat(lang, { grouping: false })}
            value={percent[m.id]}
            onChange={(v) => setPercent({ ...percent, [m.id]: v })}
          />
        ))}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={shares.isPending}>
            {t('sharesSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
