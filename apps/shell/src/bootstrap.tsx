import { createRoot } from 'react-dom/client';
import { createUserManager, initI18n, InvalidEnvError, isStoredUserKey, loadRuntimeConfig } from '@idea-portal/platform';
import { registerUiTranslations } from '@idea-portal/ui';
import { configureRemotes, preloadFirstPage } from './remotes/load-remote';
import { registerShellTranslations } from './i18n';
import { BaseProviders, Providers } from './app/providers';
import { AppRouter } from './app/router';
import { FullScreenError } from './features/errors/components/FullScreenError';
import { InvalidEnvPage } from './features/errors/components/InvalidEnvPage';

async function main() {
  const root = createRoot(document.getElementById('root')!);
  await initI18n();
  registerShellTranslations();
  registerUiTranslations();

  let config: Awaited<ReturnType<typeof loadRuntimeConfig>>;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    console.error(error);
    root.render(<BaseProviders>{error instanceof InvalidEnvError ? <InvalidEnvPage variables={error.variables} /> : <FullScreenError />}</BaseProviders>);
    return;
  }

  configureRemotes(config.remotes, { timeoutMs: config.remoteTimeoutMs });
  // Signed in already (a stored user): fetch the page's remote code while the session is checked.
  if (hasStoredUser()) preloadFirstPage(window.location.pathname);
  const userManager = createUserManager(config.env, window.location.origin);
  root.render(
    <Providers userManager={userManager}>
      <AppRouter />
    </Providers>,
  );
}

function hasStoredUser(): boolean {
  for (const storage of [window.sessionStorage, window.localStorage]) {
    for (let i = 0; i < storage.length; i++) if (isStoredUserKey(storage.key(i))) return true;
  }
  return false;
}

void main();
