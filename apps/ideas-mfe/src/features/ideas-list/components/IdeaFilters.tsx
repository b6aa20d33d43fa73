import { useEffect, useState } from 'react';
import { IconSearch } from '@tabler/icons-react';
import { IDEA_STATUSES } from '@idea-portal/contracts';
import { categoriesQueryOptions, categoryLabel, useQuery } from '@idea-portal/platform';
import { useUiText, Button, Group, MultiSelect, Select, TextInput, useDebouncedValue } from '@idea-portal/ui';
import { IDEA_SORTS, type IdeaListFilters, type IdeaSortValue } from '../api/get-ideas';
import { registerIdeasPartTexts, useIdeasTranslation } from '../../../i18n';
import { listEn } from '../../../i18n/list.en';

registerIdeasPartTexts(listEn);

export function IdeaFilters({
  filters,
  onChange,
  onClear,
}: {
  filters: IdeaListFilters;
  onChange: (patch: Partial<IdeaListFilters>) => void;
  onClear: () => void;
}) {
  const { t, i18n } = useIdeasTranslation();
  const { text } = useUiText();
  // Every category of the tenant (GET /categories), by the name ideas carry, in the reader's language.
  const categories = useQuery(categoriesQueryOptions());
  const [q, setQ] = useState(filters.q);
  const [debounced] = useDebouncedValue(q, 300);
  useEffect(() => {
    if (debounced !== filters.q) onChange({ q: debounced });
    // Only the debounced text drives the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  useEffect(() => setQ(filters.q), [filters.q]);

  const active = filters.status.length > 0 || !!filters.category || !!filters.q || filters.sort !== 'updatedAt:desc';
  return (
    <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
      <TextInput
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        w={260}
        type="search"
      />
      <MultiSelect
        label={t('list.status')}
        placeholder={filters.status.length ? undefined : t('list.allStatuses')}
        data={IDEA_STATUSES.map((s) => ({ value: s, label: text(`status.${s}`) }))}
        value={filters.status}
        onChange={(status) => onChange({ status: status as IdeaListFilters['status'] })}
        clearable
        w={280}
      />
      <Select
        label={t('list.category')}
        placeholder={t('list.allCategories')}
        data={
          categories.data
            ? categories.data.map((c) => ({ value: c.name, label: categoryLabel(c, i18n.language) }))
            : filters.category
              ? [{ value: filters.category, label: filters.category }]
              : []
        }
        value={filters.category}
        onChange={(category) => onChange({ category })}
        clearable
        searchable
        w={200}
      />
      <Select
        label={t('list.sort')}
        data={IDEA_SORTS.map((s) => ({ value: s, label: t(`list.sortOptions.${s.replace(':', '_')}`) }))}
        value={filters.sort}
        onChange={(sort) => onChange({ sort: (sort ?? 'updatedAt:desc') as IdeaSortValue })}
        allowDeselect={false}
        w={220}
      />
      {active && (
        <Button variant="subtle" onClick={onClear}>
          {t('list.clearFilters')}
        </Button>
      )}
    </Group>
  );
}
