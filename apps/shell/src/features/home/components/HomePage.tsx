import { IconPlus, IconLogin } from '@tabler/icons-react';
import { loginPath, usePageTitle, paths, Link, useAuth } from '@idea-portal/platform';
import { LoadingState, PageTitle, Button, Card, Grid, Group, Stack, Text, Title } from '@idea-portal/ui';
import { RemoteWidget } from '../../../remotes/RemoteWidget';
import { useShellText } from '../../../shared/use-shell-text';

function LatestIdeasPanel() {
  const { t } = useShellText();
  const auth = useAuth();
  if (auth.isLoading) return <LoadingState />;
  // The widget brings its own heading, loading, empty and "view more" states.
  if (auth.isAuthenticated) return <RemoteWidget remote="ideas" module="LatestIdeas" variant="area" />;
  return (
    <Card withBorder padding="lg" radius="md" aria-label={t('home.latestIdeas')}>
      <Stack gap="sm">
        <Title order={3}>{t('home.signInPromptTitle')}</Title>
        <Text c="dimmed">{t('home.signInPromptText')}</Text>
        <Group>
          <Button component={Link} to={loginPath(paths.app.root.getHref())} leftSection={<IconLogin size={16} />}>
            {t('nav.signIn')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** `/` and `/welcome`: heading, the HR welcome letter, create-idea button, latest ideas. */
export function HomePage({ page = 'home' }: { page?: 'home' | 'welcome' }) {
  const { t } = useShellText();
  usePageTitle(t(`titles.${page}`));
  const letter = t('home.letter', { returnObjects: true }) as string[];
  return (
    <Stack gap="lg">
      <PageTitle
        right={
          <Button component={Link} to={paths.app.newIdea.getHref()} leftSection={<IconPlus size={16} />}>
            {t('home.createIdea')}
          </Button>
        }
      >
        {t('home.heading')}
      </PageTitle>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="lg" radius="md" component="article" aria-labelledby="hr-letter-title">
            <Title order={2} size="h3" id="hr-letter-title" mb="sm">
              {t('home.letterTitle')}
            </Title>
            <Stack gap="xs">
              {Array.isArray(letter) && letter.map((p, i) => <Text key={i} fs={i === letter.length - 1 ? 'italic' : undefined}>{p}</Text>)}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <section aria-label={t('home.latestIdeas')}>
            <LatestIdeasPanel />
          </section>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
