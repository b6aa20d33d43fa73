import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
// eslint-disable-next-line no-restricted-imports -- tests drive the router through a memory history
import { UNSAFE_createMemoryHistory, type InitialEntry, type RouteObject } from 'react-router';
import { createQueryClient, i18n, I18nextProvider, initI18n, PortalRouter, QueryClientProvider, useRoutes } from '@idea-portal/platform';
import { registerUiTranslations, theme, MantineProvider } from '@idea-portal/ui';
import { registerShellTranslations } from '../i18n';

/** i18n with the shell and ui namespaces, in the given language. */
export async function setupI18n(lng: 'en' | 'de' = 'en') {
  registerShellTranslations();
  registerUiTranslations();
  await initI18n();
  await i18n.changeLanguage(lng);
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders routes in the portal's router over a memory history, inside Mantine, i18n and a fresh
 * query client; `router.state` tells where the app went (and whether by push or replace).
 */
export function renderRoutes(routes: RouteObject[], path: InitialEntry) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const router = {
    state: {
      get location() {
        return history.location;
      },
      get historyAction() {
        return history.action;
      },
    },
  };
  const utils = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <QueryClientProvider client={createQueryClient()}>
          <PortalRouter history={history}>
            <Routes routes={routes} />
          </PortalRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return { ...utils, router };
}

export function renderPage(element: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element }], path);
}
