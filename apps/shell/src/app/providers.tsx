import { useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import toastClasses from './toasts.module.css';
import { createQueryClient, i18n, I18nextProvider, QueryClientProvider, AuthProvider } from '@idea-portal/platform';
import { theme, MantineProvider, Notifications } from '@idea-portal/ui';
import { AppErrorBoundary } from '../features/errors/components/AppErrorBoundary';
import { SessionBridge } from './session-bridge';
import '@idea-portal/ui/styles';

/** Mantine + i18n only: for the start-up failure pages, before auth and queries exist. */
export function BaseProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}

/** The portal's providers, created once by the shell; remotes only consume hooks. */
export function Providers({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <BaseProviders>
      {/* Bottom right: at the top they covered the actions beside a page title (the idea page's Follow, Like, Export). */}
      <Notifications position="bottom-right" autoClose={4000} limit={3} containerWidth={356} classNames={{ notification: toastClasses.toast }} />
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <SessionBridge />
            {children}
          </AuthProvider>
        </QueryClientProvider>
      </AppErrorBoundary>
    </BaseProviders>
  );
}
