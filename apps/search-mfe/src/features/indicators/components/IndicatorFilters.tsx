import type { KeyIndicatorsQuery } from '@idea-portal/contracts';
import { categoriesQueryOptions, categoryLabel, useQuery } from '@idea-portal/platform';
import { Button, Group, Select, TextInput } from '@idea-portal/ui';
import { useUnits } from '../../../shared/api/get-units';
import { useSearchTranslation } from '../../../i18n';

/** Period of submission, organisational unit and category; the unit and category lists come from their endpoints. */
export function IndicatorFilters({
  filters,
  onChange,
  onClear,
  active,
}: {
  filters: KeyIndicatorsQuery;
  onChange: (patch: Partial<KeyIndicatorsQuery>) => void;
  onClear: () => void;
  active: boolean;
}) {
  const { t, i18n } = useSearchTranslation();
  const units = useUnits();
  const categories = useQuery(categoriesQueryOptions());
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" role="group" aria-label={t('indicators.filters')}>
      <TextInput type="date" label={t('indicators.from')} value={filters.from ?? ''} max={filters.to} onChange={(e) => onChange({ from: e.currentTarget.value || undefined })} w={170} />
      <TextInput type="date" label={t('indicators.to')} value={filters.to ?? ''} min={filters.from} onChange={(e) => onChange({ to: e.currentTarget.value || undefined })} w={170} />
      <Select
        label={t('indicators.unit')}
        placeholder={t('indicators.allUnits')}
        data={(units.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
        value={filters.organizationalUnitId ?? null}
        onChange={(v) => onChange({ organizationalUnitId: v ?? undefined })}
        clearable
        searchable
        w={240}
      />
      <Select
        label={t('indicators.category')}
        placeholder={t('indicators.allCategories')}
        data={(categories.data ?? []).map((c) => ({ value: c.id, label: categoryLabel(c, i18n.language) }))}
        value={filters.categoryId ?? null}
        onChange={(v) => onChange({ categoryId: v ?? undefined })}
        clearable
        searchable
        w={220}
      />
      {active && (
        <Button variant="subtle" onClick={onClear}>
          {t('indicators.clearFilters')}
        </Button>
      )}
    </Group>
  );
}
