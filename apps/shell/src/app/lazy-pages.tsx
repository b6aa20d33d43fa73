import { lazy, Suspense, type ReactNode } from 'react';
import { loadDeferredMantine } from '@idea-portal/ui';

/*
 * The shell's pages that a signed-in user on /app does not need: the public pages, the FAQ and
 * the sign-in pieces. Each is its own chunk, fetched when its route is visited, so they stay off
 * the first load of the /app routes.
 */

export const HomePage = lazy(() =>
  Promise.all([import(/* webpackChunkName: "home" */ '../features/home/components/HomePage'), loadDeferredMantine('Grid')]).then(([m]) => ({ default: m.HomePage })),
);
export const LegalPage = lazy(() =>
  import(/* webpackChunkName: "legal" */ '../features/static-pages/components/LegalPage').then((m) => ({ default: m.LegalPage })),
);
// With the deferred Mantine components the page uses, fetched beside the page's chunk.
export const FaqPage = lazy(() =>
  Promise.all([import(/* webpackChunkName: "faq" */ '../features/faq/components/FaqPage'), loadDeferredMantine('Accordion', 'Highlight', 'TextInput')]).then(([m]) => ({ default: m.FaqPage })),
);
export const AuthLayout = lazy(() =>
  import(/* webpackChunkName: "auth-layout" */ '../features/auth/components/AuthLayout').then((m) => ({ default: m.AuthLayout })),
);
export const SignInPage = lazy(() =>
  import(/* webpackChunkName: "sign-in" */ '../features/auth/components/SignInPage').then((m) => ({ default: m.SignInPage })),
);
export const CallbackPage = lazy(() =>
  import(/* webpackChunkName: "sign-in-callback" */ '../features/auth/components/CallbackPage').then((m) => ({ default: m.CallbackPage })),
);
export const ProviderRedirect = lazy(() =>
  import(/* webpackChunkName: "provider-redirect" */ '../features/auth/components/ProviderRedirect').then((m) => ({ default: m.ProviderRedirect })),
);
export const ResetPasswordPage = lazy(() =>
  Promise.all([import(/* webpackChunkName: "reset-password" */ '../features/auth/components/ResetPasswordPage'), loadDeferredMantine('PasswordInput', 'TextInput')]).then(([m]) => ({ default: m.ResetPasswordPage })),
);

/** A lazy page inside its own Suspense boundary (nothing is shown for the moment its chunk loads). */
export function page(element: ReactNode) {
  return <Suspense fallback={null}>{element}</Suspense>;
}
