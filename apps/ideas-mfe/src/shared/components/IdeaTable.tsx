import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { IdeaSummary } from '@idea-portal/contracts';
import { StatusBadge, formatDate } from '@idea-portal/ui';
import { useIdeasTranslation } from '../../i18n';
import { paths } from '@idea-portal/platform';

/** Ideas as a table: title links to the detail page. Shared by the ideas list and discussions. */
export function IdeaTable({ ideas, caption }: { ideas: IdeaSummary[]; caption: string }) {
  const { t, i18n } = useIdeasTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.columns.title')}</Table.Th>
            <Table.Th>{t('list.columns.status')}</Table.Th>
            <Table.Th>{t('list.columns.category')}</Table.Th>
            <Table.Th>{t('list.columns.submitter')}</Table.Th>
            <Table.Th>{t('list.columns.updated')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ideas.map((idea) => (
            <Table.Tr key={idea.id}>
              <Table.Td>
                <Anchor component={Link} to={paths.app.idea.getHref(idea.id)} fw={600}>
                  {idea.title}
                </Anchor>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {idea.description}
                </Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge status={idea.status} />
              </Table.Td>
              <Table.Td>{idea.category ?? <Text c="dimmed" size="sm">{t('common.noCategory')}</Text>}</Table.Td>
              <Table.Td>{idea.submitterName || t('common.unknown')}</Table.Td>
              <Table.Td>{formatDate(idea.updatedAt, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
