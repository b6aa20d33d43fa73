import { createRoot } from 'react-dom/client';
import { configureAuth, createQueryClient, initI18n, InvalidEnvError, prefetchCurrentUser, setRuntimeConfig, type RuntimeConfig } from '@idea-portal/platform';
import { registerUiTranslations } from '@idea-portal/ui';
import { hasStoredUser, startFirstPage } from './remotes/first-page';
import { preloadFirstRoute } from './features/remote-areas/preload-first-route';
import { registerShellTranslations } from './i18n';
import { BaseProviders, Providers } from './app/providers';
import { AppRouter } from './app/router';
import { FullScreenError } from './features/errors/components/FullScreenError';
import { InvalidEnvPage } from './features/errors/components/InvalidEnvPage';

async function main() {
  const root = createRoot(document.getElementById('root')!);
  await initI18n();
  registerUiTranslations();
  // A German page waits for the German texts (started by the entry, usually there by now).
  await registerShellTranslations().catch(() => undefined);

  let config: RuntimeConfig;
  try {
    config = setRuntimeConfig(await startFirstPage());
  } catch (error) {
    console.error(error);
    root.render(<BaseProviders>{error instanceof InvalidEnvError ? <InvalidEnvPage variables={error.variables} /> : <FullScreenError />}</BaseProviders>);
    return;
  }

  configureAuth(config.env, window.location.origin);
  // The signed-in user's profile and the page's own chunks load now, not once the page renders.
  const queryClient = createQueryClient();
  prefetchCurrentUser(queryClient);
  if (hasStoredUser()) void preloadFirstRoute(window.location.pathname);
  root.render(
    <Providers queryClient={queryClient}>
      <AppRouter />
    </Providers>,
  );
}

void main();
