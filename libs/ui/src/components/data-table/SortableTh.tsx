import { Group, UnstyledButton } from '@mantine/core';
import { Table } from '../../mantine-deferred';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { SortDir } from './table-state';
import { useUiText } from '../../i18n/use-ui-text';

/** A column header that sorts on click (a real button, so Enter/Space work); aria-sort tells the current order. */
export function SortableTh({ label, active, dir, onSort }: { label: string; active: boolean; dir: SortDir; onSort: () => void }) {
  const { text } = useUiText();
  const Icon = active ? (dir === 'asc' ? IconChevronUp : IconChevronDown) : IconSelector;
  return (
    <Table.Th aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={onSort} aria-label={text('table.sortBy', undefined, { column: label })} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
