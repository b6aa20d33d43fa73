import { Button, Center, Stack, Title } from '@idea-portal/ui';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '@idea-portal/platform';

/** The last-resort fallback: reloads the portal at its root address. */
export function FullScreenError() {
  const { t } = useTranslation('shell', { useSuspense: false });
  return (
    <Center h="100vh" role="alert">
      <Stack align="center" gap="lg">
        <Title order={1} size="h2" ta="center">
          {t('errors.fullScreen', 'Ooops, something went wrong :(')}
        </Title>
        <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.assign('/')}>
          {t('errors.refresh', 'Refresh')}
        </Button>
      </Stack>
    </Center>
  );
}
