import { useState } from 'react';
import type { SavedSearch, SavedSearchListResponse } from '@idea-portal/contracts';
import { searchKeys, useQueryClient } from '@idea-portal/platform';
import { ConfirmDialog, EmptyState, QueryState, Stack, Text, notifyError, notifySuccess } from '@idea-portal/ui';
import { useSearchTranslation } from '../../../i18n';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '../api/saved-searches';
import { savedSearchErrorText } from '../lib/error-text';
import { SavedSearchRow, type RowAction } from './SavedSearchRow';
import { SearchNameDialog } from './SearchNameDialog';

/** Moves the focus to a row's button after the list re-rendered (keyboard users keep their place). */
function focusLater(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/** The person's saved searches: run, rename, move up/down, delete (confirmed), subscribe. */
export function SavedSearchList() {
  const { t, i18n } = useSearchTranslation();
  const query = useSavedSearches();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [renameError, setRenameError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const failed = (error: unknown, title: string) => notifyError(savedSearchErrorText(error, i18n.language, title), title);

  const move = (list: SavedSearch[], item: SavedSearch, delta: -1 | 1) => {
    const from = list.findIndex((s) => s.id === item.id);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= list.length) return;
    // Show the new order at once; the server's answer replaces it.
    const reordered = [...list];
    reordered.splice(from, 1);
    reordered.splice(to, 0, item);
    queryClient.setQueryData<SavedSearchListResponse>(searchKeys.savedSearches, (old) => old && { ...old, savedSearches: reordered.map((s, position) => ({ ...s, position })) });
    const edge = to === 0 || to === list.length - 1;
    focusLater(`saved-${edge ? (delta < 0 ? 'down' : 'up') : delta < 0 ? 'up' : 'down'}-${item.id}`);
    update.mutate({ id: item.id, body: { position: to } }, { onError: (error) => failed(error, t('saved.moveFailed')) });
  };

  const onAction = (list: SavedSearch[], item: SavedSearch, action: RowAction) => {
    if (action === 'up') move(list, item, -1);
    else if (action === 'down') move(list, item, 1);
    else if (action === 'rename') setRenaming(item);
    else setDeleting(item);
  };

  return (
    <>
      <QueryState
        query={query}
        loadingLabel={t('saved.loading')}
        errorMessage={t('saved.error')}
        isEmpty={(data) => data.savedSearches.length === 0}
        empty={<EmptyState title={t('saved.emptyTitle')} description={t('saved.empty')} />}
      >
        {(data) => (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('saved.count', { count: data.savedSearches.length, limit: data.limit })}
            </Text>
            <Stack gap="xs" component="ul" aria-label={t('saved.listLabel')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {data.savedSearches.map((item, index) => (
                <SavedSearchRow
                  key={item.id}
                  item={item}
                  first={index === 0}
                  last={index === data.savedSearches.length - 1}
                  busy={remove.isPending && remove.variables === item.id}
                  onAction={(action) => onAction(data.savedSearches, item, action)}
                  onSubscribe={(body) => update.mutate({ id: item.id, body }, { onError: (error) => failed(error, t('saved.saveFailed')) })}
                />
              ))}
            </Stack>
          </Stack>
        )}
      </QueryState>
      {renaming && (
        <SearchNameDialog
          title={t('saved.renameTitle')}
          submitLabel={t('saved.renameConfirm')}
          initialName={renaming.name}
          pending={update.isPending}
          serverError={renameError}
          onClose={() => {
            setRenaming(null);
            setRenameError(null);
          }}
          onSubmit={(name) => {
            if (name === renaming.name) {
              setRenaming(null);
              return;
            }
            update.mutate(
              { id: renaming.id, body: { name } },
              {
                onSuccess: () => {
                  notifySuccess(t('saved.renamed', { name }));
                  setRenaming(null);
                  setRenameError(null);
                },
                onError: (error) => setRenameError(savedSearchErrorText(error, i18n.language, t('saved.saveFailed'))),
              },
            );
          }}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('saved.deleteTitle')}
        message={t('saved.deleteMessage', { name: deleting?.name ?? '' })}
        confirmLabel={t('saved.deleteConfirm')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const { id, name } = deleting;
          remove.mutate(id, {
            onSuccess: () => notifySuccess(t('saved.deleted', { name })),
            onError: (error) => failed(error, t('saved.deleteFailed')),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </>
  );
}
