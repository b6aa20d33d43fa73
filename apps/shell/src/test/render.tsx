import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { InitialEntry, RouteObject } from 'react-router';
import { createMemoryRouter, createQueryClient, i18n, I18nextProvider, initI18n, QueryClientProvider, RouterProvider } from '@idea-portal/platform';
import { registerUiTranslations, theme, MantineProvider } from '@idea-portal/ui';
import { registerShellTranslations } from '../i18n';

/** i18n with the shell and ui namespaces, in the given language. */
export async function setupI18n(lng: 'en' | 'de' = 'en') {
  registerShellTranslations();
  registerUiTranslations();
  await initI18n();
  await i18n.changeLanguage(lng);
}

/** Renders routes in a memory router inside Mantine, i18n and a fresh query client. */
export function renderRoutes(routes: RouteObject[], path: InitialEntry) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return { ...utils, router };
}

export function renderPage(element: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element }], path);
}
