import { ErrorState, LoadingState, Button, Center, Stack, Text } from '@idea-portal/ui';
import { useShellText } from '../../../shared/use-shell-text';

/** The auth loader's loading view. */
export function AuthLoadingView() {
  const { t } = useShellText();
  return (
    <Center mih="50vh">
      <LoadingState label={t('auth.checkingSession')} />
    </Center>
  );
}

/** The auth loader's error view. */
export function AuthErrorView({ onRetry, onSignIn }: { onRetry: () => void; onSignIn: () => void }) {
  const { t } = useShellText();
  return (
    <Center mih="50vh">
      <Stack maw={520} w="100%">
        <ErrorState title={t('auth.sessionErrorTitle')} message={t('auth.userFetchError')} onRetry={onRetry} />
        <Button variant="subtle" onClick={onSignIn}>
          <Text span size="sm">
            {t('auth.backToLogin')}
          </Text>
        </Button>
      </Stack>
    </Center>
  );
}
