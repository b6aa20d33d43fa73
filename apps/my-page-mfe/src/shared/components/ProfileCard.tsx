import type { ReactNode } from 'react';
import { IconBuilding, IconMail, IconPhone, IconUsersGroup } from '@tabler/icons-react';
import type { UserProfile } from '@idea-portal/contracts';
import { UserAvatar, Button, Card, Divider, Group, Stack, Text, Title } from '@idea-portal/ui';
import { useMyPageTranslation } from '../../i18n';
import { paths, Link } from '@idea-portal/platform';

function Line({ icon, label, value, missing }: { icon: ReactNode; label: string; value: string | null | undefined; missing: string }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <span aria-hidden style={{ color: 'var(--mantine-color-dimmed)', paddingTop: 2 }}>
        {icon}
      </span>
      <div>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm" c={value ? undefined : 'dimmed'} fs={value ? undefined : 'italic'}>
          {value || missing}
        </Text>
      </div>
    </Group>
  );
}

/**
 * The profile card of My Page, with fallbacks for missing fields. Edit Profile opens the form on
 * /app/profile, or calls `onEdit` when the card is shown there.
 */
export function ProfileCard({ profile, showEdit = true, onEdit }: { profile: UserProfile; showEdit?: boolean; onEdit?: () => void }) {
  const { t } = useMyPageTranslation();
  const name = `${profile.givenName} ${profile.familyName}`.trim();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="profile-card-title">
      <Stack align="center" gap={4} mb="md">
        <UserAvatar name={name} picture={profile.picture} alt={t('profile.pictureAlt', { name })} size={96} radius={96} />
        <Title order={2} size="h3" id="profile-card-title" ta="center">
          {name}
        </Title>
        <Text c={profile.position ? 'dimmed' : 'dimmed'} fs={profile.position ? undefined : 'italic'} size="sm">
          {profile.position || t('profile.noPosition')}
        </Text>
      </Stack>
      <Stack gap="sm">
        <Line icon={<IconMail size={16} />} label={t('profile.email')} value={profile.email} missing="" />
        <Line icon={<IconPhone size={16} />} label={t('profile.phone')} value={profile.phoneNumber} missing={t('profile.noPhone')} />
        <Line
          icon={<IconUsersGroup size={16} />}
          label={t('profile.organization')}
          value={profile.organizationalUnit?.name}
          missing={t('profile.noOrganization')}
        />
        <Line icon={<IconBuilding size={16} />} label={t('profile.tenant')} value={profile.tenant?.name} missing={t('profile.noTenant')} />
      </Stack>
      {profile.aboutMe && (
        <>
          <Divider my="md" />
          <Text size="xs" c="dimmed">
            {t('profile.aboutMe')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {profile.aboutMe}
          </Text>
        </>
      )}
      {showEdit &&
        (onEdit ? (
          <Button onClick={onEdit} variant="light" fullWidth mt="lg">
            {t('profile.editProfile')}
          </Button>
        ) : (
          <Button component={Link} to={paths.app.profile.getHref({ edit: true })} variant="light" fullWidth mt="lg">
            {t('profile.editProfile')}
          </Button>
        ))}
    </Card>
  );
}
