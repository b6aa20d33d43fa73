import { usePageTitle, Link } from '@idea-portal/platform';
import { TITLE_COLOR, Button, Center, Stack, Text, Title } from '@idea-portal/ui';
import { useShellText } from '../../../shared/use-shell-text';

export function NotFoundPage() {
  const { t } = useShellText();
  usePageTitle(t('titles.notFound'));
  return (
    <Center py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1} c={TITLE_COLOR} fz={72} lh={1}>
          404
        </Title>
        <Text size="lg">{t('notFound.text')}</Text>
        <Button component={Link} to="/">
          {t('notFound.goHome')}
        </Button>
      </Stack>
    </Center>
  );
}
