import { premiumValidationMessage, PremiumRuleSetInput, type PremiumRuleSet } from '@idea-portal/contracts';
import { DEMO_PREMIUM_RULES, validatePremiumRuleSet } from '@idea-portal/domain';
import { ApiRequestError, normalizeLanguage, usePageTitle } from '@idea-portal/platform';
import { ActionIcon, Button, Card, ErrorState, formatDateTime, Group, LoadingState, NumberInput, PageTitle, SimpleGrid, Stack, Switch, Table, Text, TextInput, Title, useForm, notifyError, notifySuccess } from '@idea-portal/ui';
import { numberInputFormat } from '@idea-portal/ui/forms';
import { useAdminTranslation } from '../../../i18n';
import { usePremiumRules, useSavePremiumRules } from '../api/premium-rules';

type Values = PremiumRuleSetInput;
const today = () => new Date().toISOString().slice(0, 10);
const fromRuleSet = (r: PremiumRuleSet | undefined): Values => {
  const base = r ?? DEMO_PREMIUM_RULES;
  return {
    validFrom: today(),
    currency: base.currency,
    calculable: structuredClone(base.calculable),
    nonCalculable: structuredClone(base.nonCalculable),
    appreciationAward: base.appreciationAward,
    appealPeriodDays: base.appealPeriodDays,
    objectionPeriodDays: base.objectionPeriodDays,
    releaseAfterObjectionPeriod: base.releaseAfterObjectionPeriod,
    clawBack: base.clawBack,
  };
};

/** Issues (contract and domain) by the form's field path. */
function errorsOf(values: Values): Record<string, string> {
  const parsed = PremiumRuleSetInput.safeParse(values);
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const i of parsed.error.issues) errors[i.path.join('.')] ??= i.message;
  else for (const i of validatePremiumRuleSet(parsed.data)) errors[i.path] ??= i.code;
  return errors;
}

function PremiumRulesForm({ current }: { current: PremiumRuleSet | undefined }) {
  const { t, i18n } = useAdminTranslation();
  const lang = normalizeLanguage(i18n.language);
  const save = useSavePremiumRules();
  const form = useForm<Values>({ mode: 'controlled', initialValues: fromRuleSet(current) });
  const err = (path: string) => {
    const key = form.errors[path];
    return typeof key === 'string' ? premiumValidationMessage(key, lang) : undefined;
  };
  // Amounts and points as the reader writes numbers (German 25.000,50); percentages and days ungrouped.
  const amounts = numberInputFormat(lang);
  const plain = numberInputFormat(lang, { grouping: false });
  const money = (path: string, label: string) => <NumberInput label={label} min={0} decimalScale={2} {...amounts} {...form.getInputProps(path)} error={err(path)} />;
  const tiers = form.values.calculable.tiers;
  return (
    <form
      noValidate
      aria-label={t('premiumRules.title')}
      onSubmit={form.onSubmit((values) => {
        const errors = errorsOf(values);
        form.setErrors(errors);
        if (Object.keys(errors).length) return notifyError(premiumValidationMessage(Object.values(errors)[0]!, lang), t('premiumRules.saveFailed'));
        save.mutate(values, {
          onSuccess: (saved) => notifySuccess(t('premiumRules.savedText', { version: saved.version, validFrom: saved.validFrom }), t('premiumRules.saved')),
          onError: (error) => {
            if (error instanceof ApiRequestError && error.details?.length) {
              form.setErrors(Object.fromEntries(error.details.map((d) => [d.path.replace(/^body\./, ''), d.message])));
              return notifyError(premiumValidationMessage(error.details[0]!.message, lang), t('premiumRules.saveFailed'));
            }
            notifyError(error instanceof Error ? error.message : String(error), t('premiumRules.saveFailed'));
          },
        });
      })}
    >
      <Stack gap="md">
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="premium-general">
          <Title order={2} size="h4" id="premium-general" mb="sm">
            {t('premiumRules.general')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput type="date" label={t('premiumRules.validFrom')} description={t('premiumRules.validFromHint')} required {...form.getInputProps('validFrom')} error={err('validFrom')} />
            <TextInput label={t('premiumRules.currency')} required {...form.getInputProps('currency')} error={err('currency')} />
            {money('appreciationAward', t('premiumRules.appreciationAward'))}
            <NumberInput label={t('premiumRules.appealPeriodDays')} min={0} max={365} {...plain} {...form.getInputProps('appealPeriodDays')} error={err('appealPeriodDays')} />
            <NumberInput label={t('premiumRules.objectionPeriodDays')} min={0} max={365} {...plain} {...form.getInputProps('objectionPeriodDays')} error={err('objectionPeriodDays')} />
          </SimpleGrid>
          <Stack gap="xs" mt="sm">
            <Switch label={t('premiumRules.releaseAfterObjectionPeriod')} {...form.getInputProps('releaseAfterObjectionPeriod', { type: 'checkbox' })} />
            <Switch label={t('premiumRules.clawBack')} {...form.getInputProps('clawBack', { type: 'checkbox' })} />
          </Stack>
        </Card>

        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="premium-calculable">
          <Title order={2} size="h4" id="premium-calculable" mb="sm">
            {t('premiumRules.calculable')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NumberInput label={t('premiumRules.percent')} min={0} max={100} decimalScale={2} suffix=" %" {...plain} {...form.getInputProps('calculable.percent')} error={err('calculable.percent')} />
            {money('calculable.minimum', t('premiumRules.minimum'))}
            {money('calculable.maximum', t('premiumRules.maximum'))}
            {money('calculable.roundingStep', t('premiumRules.roundingStep'))}
            {money('calculable.maxInput', t('premiumRules.maxInput'))}
          </SimpleGrid>
          <Title order={3} size="h5" mt="md" mb="xs">
            {t('premiumRules.tiers')}
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            {t('premiumRules.tiersHint')}
          </Text>
          {tiers.map((_, i) => (
            <Group key={i} align="flex-end" gap="sm" mb="xs">
              {money(`calculable.tiers.${i}.from`, t('premiumRules.tierFrom'))}
              <NumberInput
                label={t('premiumRules.tierTo')}
                placeholder={t('premiumRules.openEnded')}
                min={0}
                decimalScale={2}
                {...amounts}
                value={tiers[i]!.to ?? ''}
                onChange={(v) => form.setFieldValue(`calculable.tiers.${i}.to`, v === '' ? null : Number(v))}
                error={err(`calculable.tiers.${i}.to`)}
              />
              <NumberInput label={t('premiumRules.percent')} min={0} max={100} decimalScale={2} {...plain} {...form.getInputProps(`calculable.tiers.${i}.percent`)} error={err(`calculable.tiers.${i}.percent`)} />
              <ActionIcon variant="subtle" color="red" aria-label={t('premiumRules.removeTier', { n: i + 1 })} onClick={() => form.removeListItem('calculable.tiers', i)}>
                ×
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="default"
            size="compact-sm"
            onClick={() => {
              const last = tiers.at(-1);
              form.insertListItem('calculable.tiers', { from: last?.to ?? 0, to: null, percent: form.values.calculable.percent });
            }}
          >
            {t('premiumRules.addTier')}
          </Button>
        </Card>

        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="premium-points">
          <Title order={2} size="h4" id="premium-points" mb="sm">
            {t('premiumRules.nonCalculable')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
            {money('nonCalculable.amountPerPoint', t('premiumRules.amountPerPoint'))}
            {money('nonCalculable.minimum', t('premiumRules.minimum'))}
            {money('nonCalculable.maximum', t('premiumRules.maximum'))}
            {money('nonCalculable.roundingStep', t('premiumRules.roundingStep'))}
          </SimpleGrid>
          {form.values.nonCalculable.criteria.map((c, ci) => (
            <Stack key={c.key} gap={4} mt="sm">
              <Text fw={600} size="sm">
                {c.label[lang]}
              </Text>
              <SimpleGrid cols={{ base: 2, sm: c.levels.length }} spacing="sm">
                {c.levels.map((l, li) => (
                  <NumberInput
                    key={l.key}
                    label={t('premiumRules.levelPoints', { level: l.label[lang] })}
                    min={0}
                    {...amounts}
                    {...form.getInputProps(`nonCalculable.criteria.${ci}.levels.${li}.points`)}
                    error={err(`nonCalculable.criteria.${ci}.levels.${li}.points`)}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          ))}
        </Card>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => form.setValues(fromRuleSet(current))}>
            {t('premiumRules.reset')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('premiumRules.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The tenant's premium rules from the works agreement: each save is a new version in force from its date. */
export function PremiumRulesPage() {
  const { t, i18n } = useAdminTranslation();
  usePageTitle(t('premiumRules.title'));
  const rules = usePremiumRules();
  if (rules.isPending) return <LoadingState label={t('premiumRules.loading')} />;
  if (rules.isError) return <ErrorState message={t('common.error')} onRetry={() => void rules.refetch()} />;
  const current = rules.data.ruleSets.find((r) => r.id === rules.data.currentId) ?? rules.data.ruleSets[0];
  return (
    <Stack gap="md">
      <PageTitle>{t('premiumRules.title')}</PageTitle>
      <Text size="sm">{t('premiumRules.intro')}</Text>
      <PremiumRulesForm key={current?.id ?? 'none'} current={current} />
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="premium-versions">
        <Title order={2} size="h4" id="premium-versions" mb="sm">
          {t('premiumRules.versions')}
        </Title>
        <Table data-testid="premium-rule-versions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('premiumRules.version')}</Table.Th>
              <Table.Th>{t('premiumRules.validFrom')}</Table.Th>
              <Table.Th>{t('premiumRules.percent')}</Table.Th>
              <Table.Th>{t('premiumRules.createdBy')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rules.data.ruleSets.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>
                  {r.version}
                  {r.id === rules.data.currentId ? ` (${t('premiumRules.inForce')})` : ''}
                </Table.Td>
                <Table.Td>{r.validFrom}</Table.Td>
                <Table.Td>{r.calculable.tiers.length ? t('premiumRules.tiered') : `${r.calculable.percent} %`}</Table.Td>
                <Table.Td>{r.createdBy ? `${r.createdBy.name}, ${formatDateTime(r.createdAt, i18n.language)}` : t('common.none')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
    </Stack>
  );
}
