import { useState } from 'react';
import type { UserSearchDialogProps } from './UserSearchDialogLoader';
import { IconSearch } from '@tabler/icons-react';
import { UserAvatar, Alert, Button, Group, Loader, Modal, Stack, Text, TextInput, useDebouncedValue } from '@idea-portal/ui';
import { displayName, searchUsers } from '../api/search-users';
import { registerIdeasPartTexts, useIdeasTranslation } from '../../i18n';
import { ideasKeys, useQuery } from '@idea-portal/platform';
import { userSearchEn } from '../../i18n/user-search.en';

registerIdeasPartTexts(userSearchEn);

/** A people search (debounced GET /users) in a modal; keyboard: type, Tab to a result, Enter. */
export function UserSearchDialog({ opened, onClose, onSelect, excludeIds = [], title }: UserSearchDialogProps) {
  const { t } = useIdeasTranslation();
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term.trim(), 300);
  const [busyId, setBusyId] = useState<string | null>(null);
  const enabled = opened && debounced.length >= 2;
  const results = useQuery({
    queryKey: ideasKeys.userSearch(debounced),
    queryFn: ({ signal }) => searchUsers(debounced, signal),
    enabled,
  });

  return (
    <Modal
      opened={opened}
      onClose={() => {
        setTerm('');
        onClose();
      }}
      title={title ?? t('userSearch.title')}
      size="lg"
    >
      <Stack gap="sm">
        <TextInput
          data-autofocus
          label={t('userSearch.label')}
          placeholder={t('userSearch.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={term}
          onChange={(e) => setTerm(e.currentTarget.value)}
        />
        <div aria-live="polite">
          {!enabled ? null : results.isPending ? (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">{t('userSearch.searching')}</Text>
            </Group>
          ) : results.isError ? (
            <Alert color="red" variant="light">
              {t('userSearch.error')}
            </Alert>
          ) : results.data.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('userSearch.empty')}
            </Text>
          ) : (
            <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {results.data.map((user) => {
                const name = displayName(user);
                const chosen = excludeIds.includes(user.id);
                return (
                  <Group key={user.id} component="li" justify="space-between" wrap="nowrap">
                    <Group gap="sm" wrap="nowrap">
                      <UserAvatar name={name} picture={user.picture} size="sm" />
                      <div>
                        <Text size="sm" fw={500}>
                          {name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {user.email}
                          {user.position ? ` · ${user.position}` : ''}
                        </Text>
                      </div>
                    </Group>
                    <Button
                      size="xs"
                      variant="light"
                      disabled={chosen}
                      loading={busyId === user.id}
                      aria-label={chosen ? undefined : t('userSearch.selectName', { name })}
                      onClick={async () => {
                        setBusyId(user.id);
                        try {
                          await onSelect(user);
                        } finally {
                          setBusyId(null);
                        }
                      }}
                    >
                      {chosen ? t('userSearch.already') : t('userSearch.select')}
                    </Button>
                  </Group>
                );
              })}
            </Stack>
          )}
        </div>
      </Stack>
    </Modal>
  );
}
