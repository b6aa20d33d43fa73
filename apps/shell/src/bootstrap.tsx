import { createRoot } from 'react-dom/client';
import { configureAuth, createQueryClient, i18n, initI18n, InvalidEnvError, prefetchCurrentUser, setRuntimeConfig, type RuntimeConfig } from '@idea-portal/platform';
import { registerUiTranslations } from '@idea-portal/ui';
import { hasStoredUser, startFirstPage } from './remotes/first-page';
import { preloadFirstRoute } from './remotes/preload-first-route';
import { registerShellTranslations } from './i18n';
import { startSignInEarly } from './features/auth/lib/early-sign-in';
import { BaseProviders, Providers } from './app/providers';
import { AppRouter } from './app/router';
import { FullScreenError } from './features/errors/components/FullScreenError';
import { InvalidEnvPage } from './features/errors/components/InvalidEnvPage';

/**
 * How long the first render waits for the first page's profile and code, which are mostly there
 * when the shell's own code has run: a slow remote or API gets the layout with its loading state.
 */
const FIRST_RENDER_WAIT_MS = 1500;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  // Signed out on a guarded page: the sign-in starts now (its code is on its way since the entry).
  startSignInEarly(window.location, i18n.resolvedLanguage ?? i18n.language);
  // The signed-in user's profile and the page's own code load now, not once the page renders, and
  // the first render waits for them (at most FIRST_RENDER_WAIT_MS): it then shows the page at once
  // instead of the layout with a loading state that each arrival renders again.
  const queryClient = createQueryClient();
  const profile = prefetchCurrentUser(queryClient);
  if (hasStoredUser()) await Promise.race([Promise.all([profile, preloadFirstRoute(window.location.pathname, queryClient)]), delay(FIRST_RENDER_WAIT_MS)]);
  root.render(
    <Providers queryClient={queryClient}>
      <AppRouter />
    </Providers>,
  );
}

void main();
