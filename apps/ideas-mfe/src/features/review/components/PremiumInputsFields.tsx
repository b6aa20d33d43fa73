import type { PremiumInputs } from '@idea-portal/contracts';
import { premiumMoney } from '@idea-portal/contracts';
import { NumberInput, Select, SimpleGrid, Stack, Text, Title } from '@idea-portal/ui';
import { numberInputFormat } from '@idea-portal/ui/forms';
import { registerPremiumTranslations, usePremiumText } from '../../../i18n/premium';
import { useIdeaPremiumRules } from '../../../shared/api/premium';

registerPremiumTranslations();

export interface PremiumInputsFieldsProps {
  ideaId: string;
  currency: string;
  calculationType: string | null;
  value: PremiumInputs;
  onChange: (next: PremiumInputs) => void;
  /** Error keys by path below premiumInputs ('firstYearSavings', 'criterionLevels.benefit'). */
  errors: Record<string, string | undefined>;
}

const num = (v: number | string) => (v === '' || v === null ? null : Number(v));

/**
 * What the premium rule needs, in the review: for calculable benefit the first-year savings and
 * the implementation costs (the net benefit shows as they are typed); for non-calculable benefit
 * a level for each criterion of the idea's rule version.
 */
export function PremiumInputsFields({ ideaId, currency, calculationType, value, onChange, errors }: PremiumInputsFieldsProps) {
  const { t, lang, msg } = usePremiumText();
  const rules = useIdeaPremiumRules(ideaId);
  const err = (path: string) => (errors[path] ? msg(errors[path]!) : undefined);
  if (calculationType !== 'calculable' && calculationType !== 'notCalculable') return null;
  const money = premiumMoney(lang, currency);
  const amounts = numberInputFormat(lang);
  return (
    <Stack gap="xs" data-testid="premium-inputs">
      <Title order={5} size="h6">
        {t('inputs.title')}
      </Title>
      {calculationType === 'calculable' ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t('inputs.firstYearSavings', { currency })}
              min={0}
              decimalScale={2}
              {...amounts}
              value={value.firstYearSavings ?? ''}
              onChange={(v) => onChange({ ...value, firstYearSavings: num(v) })}
              error={err('firstYearSavings')}
            />
            <NumberInput
              label={t('inputs.implementationCosts', { currency })}
              min={0}
              decimalScale={2}
              {...amounts}
              value={value.implementationCosts ?? ''}
              onChange={(v) => onChange({ ...value, implementationCosts: num(v) })}
              error={err('implementationCosts')}
            />
          </SimpleGrid>
          {value.firstYearSavings != null && (
            <Text size="sm" c="dimmed" data-testid="premium-net">
              {t('inputs.net', { amount: money(Math.max(0, (value.firstYearSavings ?? 0) - (value.implementationCosts ?? 0))) })}
            </Text>
          )}
        </>
      ) : rules.data ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {rules.data.nonCalculable.criteria.map((c) => (
            <Select
              key={c.key}
              label={c.label[lang]}
              data={c.levels.map((l) => ({ value: l.key, label: `${l.label[lang]} (${l.points})` }))}
              value={value.criterionLevels?.[c.key] ?? null}
              onChange={(level) => {
                const levels = { ...(value.criterionLevels ?? {}) };
                if (level) levels[c.key] = level;
                else delete levels[c.key];
                onChange({ ...value, criterionLevels: levels });
              }}
              error={err(`criterionLevels.${c.key}`)}
            />
          ))}
        </SimpleGrid>
      ) : (
        rules.isSuccess && <Text size="sm">{t('inputs.noRules')}</Text>
      )}
    </Stack>
  );
}
