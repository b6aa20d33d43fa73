import { Card, SimpleGrid, Text, ThemeIcon, Title, UnstyledButton, Group } from '@idea-portal/ui';
import { IconBulb, IconChecklist, IconEye, IconUserCircle } from '@tabler/icons-react';
import { useMyPageTranslation } from '../../../i18n';
import { paths, Link } from '@idea-portal/platform';

export function QuickActions() {
  const { t } = useMyPageTranslation();
  const actions = [
    { to: paths.app.profile.getHref(), title: t('quickActions.profile'), text: t('quickActions.profileText'), icon: <IconUserCircle size={20} /> },
    { to: paths.app.watched.getHref(), title: t('quickActions.watched'), text: t('quickActions.watchedText'), icon: <IconEye size={20} /> },
    { to: paths.app.tasks.getHref(), title: t('quickActions.tasks'), text: t('quickActions.tasksText'), icon: <IconChecklist size={20} /> },
    { to: paths.app.myIdeas.getHref(), title: t('quickActions.ideas'), text: t('quickActions.ideasText'), icon: <IconBulb size={20} /> },
  ];
  return (
    <Card withBorder radius="md" padding="lg" component="nav" aria-labelledby="quick-actions-title">
      <Title order={2} size="h4" id="quick-actions-title" mb="sm">
        {t('quickActions.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {actions.map((a) => (
          <UnstyledButton
            key={a.to}
            component={Link}
            to={a.to}
            p="sm"
            style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
                {a.icon}
              </ThemeIcon>
              <div>
                <Text fw={600} size="sm">
                  {a.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {a.text}
                </Text>
              </div>
            </Group>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Card>
  );
}
