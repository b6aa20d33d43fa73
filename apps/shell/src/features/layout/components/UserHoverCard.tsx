import { paths, useCurrentUser, useRoleLabel, Link } from '@idea-portal/platform';
import { UserAvatar, Group, HoverCard, Stack, Text, UnstyledButton, VisuallyHidden } from '@idea-portal/ui';
import { useShellText } from '../../../shared/use-shell-text';

/**
 * "My Page" with the avatar; hover card with name, email, role. It opens 700 ms after the pointer
 * arrives and closes 300 ms after it leaves: no transition, so nothing adds to those delays.
 */
export function UserHoverCard() {
  const { t } = useShellText();
  const roleLabel = useRoleLabel();
  const { data } = useCurrentUser();
  const profile = data?.profile;
  const name = profile ? `${profile.givenName} ${profile.familyName}`.trim() : undefined;
  return (
    <HoverCard openDelay={700} closeDelay={300} transitionProps={{ duration: 0 }} width={260} shadow="md" position="bottom-end" withinPortal>
      <HoverCard.Target>
        <UnstyledButton component={Link} to={paths.app.myPage.getHref()}>
          <Group gap={8} wrap="nowrap">
            <UserAvatar name={name} picture={profile?.picture} size={30} aria-hidden />
            {/* The link's name is its text; on narrow screens the text is there for screen readers only. */}
            <Text size="sm" fw={500} visibleFrom="sm">
              {t('nav.myPage')}
            </Text>
            <VisuallyHidden hiddenFrom="sm">{t('nav.myPage')}</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </HoverCard.Target>
      <HoverCard.Dropdown>
        <Group wrap="nowrap" align="flex-start">
          <UserAvatar name={name} picture={profile?.picture} size={44} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {name ?? '…'}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {profile?.email}
            </Text>
            <Text size="xs" c="dimmed">
              {t('nav.role')}: {profile ? roleLabel(profile.role) : '…'}
            </Text>
          </Stack>
        </Group>
      </HoverCard.Dropdown>
    </HoverCard>
  );
}
