import { useEffect, type ReactNode } from 'react';
import { UserManager, type UserManagerSettings } from 'oidc-client-ts';
import { AuthProvider, useAuth } from 'react-oidc-context';
import { connectAuthBridge, running, setAuthState } from './user-manager';

/**
 * The portal's one UserManager with the design card's react-oidc-context over it, loaded together
 * when something needs oidc-client-ts (never on a page's first load: ./user-manager.ts). Its
 * provider renders beside the app, in the platform's AuthProvider (nothing remounts); the callback page
 * completes the sign-in itself (skipSigninCallback). The manager's events set the state at once
 * as well (the callback page's user before it navigates, react-oidc-context's a render later).
 */
export function createUserManager(settings: UserManagerSettings): [UserManager, ReactNode] {
  const userManager = new UserManager(settings);
  userManager.events.addUserLoaded((user) => setAuthState({ user, error: undefined }));
  userManager.events.addUserUnloaded(() => setAuthState({ user: null }));
  userManager.events.addUserSignedOut(() => setAuthState({ user: null }));
  return [
    userManager,
    <AuthProvider key="oidc" userManager={userManager} skipSigninCallback>
      <AuthStateBridge />
    </AuthProvider>,
  ];
}

/**
 * react-oidc-context's state (useAuth) is the sign-in state the apps read through the platform's
 * useAuth, from its first getUser on; the platform's steps go through its methods from then on.
 * A step the platform runs keeps its active navigator until it settles.
 */
export function AuthStateBridge() {
  const auth = useAuth();
  const { user, isLoading, activeNavigator, error } = auth;
  const ready = !isLoading || !!activeNavigator;
  useEffect(() => {
    if (ready) setAuthState({ user: user ?? null, error, ...(running ? {} : { activeNavigator: activeNavigator as 'signinRedirect' | undefined }) });
  }, [ready, user, activeNavigator, error]);
  useEffect(() => {
    if (ready) connectAuthBridge(auth);
  }, [ready, auth]);
  return null;
}
