import { useState } from 'react';
import { IconUserPlus } from '@tabler/icons-react';
import type { UserProfile } from '@idea-portal/contracts';
import { usersApi, ideasKeys, useQuery } from '@idea-portal/platform';
import { UserAvatar, Button, CloseButton, Group, Input, Paper, Stack, Text } from '@idea-portal/ui';
import { displayName } from '../../../shared/api/search-users';
import { UserSearchDialogLoader } from '../../../shared/components/UserSearchDialogLoader';
import { registerIdeasPartTexts, useIdeasTranslation } from '../../../i18n';
import { peoplePickerEn } from '../../../i18n/people-picker.en';

registerIdeasPartTexts(peoplePickerEn);

function Person({ id, onRemove }: { id: string; onRemove: () => void }) {
  const { t } = useIdeasTranslation();
  const user = useQuery({
    queryKey: ideasKeys.user(id),
    queryFn: ({ signal }) => usersApi.get<UserProfile>(`/users/${encodeURIComponent(id)}`, { signal }),
  });
  const name = user.data ? displayName(user.data) : id;
  return (
    <Paper withBorder radius="xl" px="xs" py={4} component="li">
      <Group gap={6} wrap="nowrap">
        <UserAvatar name={name} picture={user.data?.picture} size="sm" />
        <Text size="sm">{name}</Text>
        <CloseButton size="sm" aria-label={t('form.removePerson', { name })} onClick={onRemove} />
      </Group>
    </Paper>
  );
}

/** The named people who may see an idea (visibility 'people'), chosen through the user search. */
export function PeoplePicker({ value, onChange, error }: { value: string[]; onChange: (ids: string[]) => void; error?: string }) {
  const { t } = useIdeasTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Input.Wrapper label={t('form.people')} error={error} withAsterisk>
      <Stack gap="xs" mt={4}>
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('form.noPeople')}
          </Text>
        ) : (
          <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {value.map((id) => (
              <Person key={id} id={id} onRemove={() => onChange(value.filter((x) => x !== id))} />
            ))}
          </Group>
        )}
        <div>
          <Button size="xs" variant="light" leftSection={<IconUserPlus size={14} aria-hidden />} onClick={() => setOpen(true)}>
            {t('form.addPerson')}
          </Button>
        </div>
      </Stack>
      <UserSearchDialogLoader
        opened={open}
        onClose={() => setOpen(false)}
        excludeIds={value}
        title={t('form.addPerson')}
        onSelect={(user) => onChange(value.includes(user.id) ? value : [...value, user.id])}
      />
    </Input.Wrapper>
  );
}
