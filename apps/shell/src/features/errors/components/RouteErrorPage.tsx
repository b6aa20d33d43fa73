import { Button, Card, Center, Code, Group, Stack, Text, Title } from '@idea-portal/ui';
import { IconCheck, IconCopy, IconHome, IconRefresh } from '@tabler/icons-react';
import { Component, type ReactNode } from 'react';
import { useLocation, usePageTitle } from '@idea-portal/platform';
import { useShellText } from '../../../shared/use-shell-text';
import { describeError } from '../error-details';
import { useCopyConfirmation } from '../hooks/use-copy-confirmation';

/** Presentational: the generic error page (title, details in a scroll area, copy, Refresh, Go Home). */
export function ErrorDetailsCard({ error }: { error: unknown }) {
  const { t } = useShellText();
  usePageTitle(t('titles.error'));
  const { title, details } = describeError(error);
  const { copied, copy } = useCopyConfirmation();
  const shownTitle = title ?? t('errors.unexpected');
  const shownDetails = details ?? t('errors.noDetails');
  return (
    <Center py="xl">
      <Card withBorder shadow="sm" padding="xl" radius="md" w="100%" maw={720} role="alert">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('errors.somethingWentWrong')}
          </Title>
          <Text fw={600}>{shownTitle}</Text>
          <Code block mah={200} style={{ overflow: 'auto' }}>
            {shownDetails}
          </Code>
          <Group>
            <Button
              variant="outline"
              color={copied ? 'teal' : 'gray'}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={() => void copy(`${shownTitle}\n\n${shownDetails}`)}
            >
              {copied ? t('errors.copied') : t('errors.copy')}
            </Button>
            <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
              {t('errors.refresh')}
            </Button>
            <Button component="a" href="/" leftSection={<IconHome size={16} />}>
              {t('errors.goHome')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Center>
  );
}

class ErrorBoundary extends Component<{ pathname: string; children: ReactNode }, { error: unknown; pathname: string | null }> {
  state = { error: undefined as unknown, pathname: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error, pathname: null };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: { error: unknown; pathname: string | null }) {
    // The error is the page's where it happened: going to another page tries again.
    if (state.pathname === null) return { pathname: props.pathname };
    return state.pathname !== props.pathname ? { error: undefined, pathname: props.pathname } : null;
  }

  componentDidCatch(error: unknown) {
    console.error('The page failed', error);
  }

  render() {
    return this.state.error !== undefined ? <ErrorDetailsCard error={this.state.error} /> : this.props.children;
  }
}

/** Shows the error page in place of a route's element that throws while rendering. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary pathname={useLocation().pathname}>{children}</ErrorBoundary>;
}
