import { UserManager } from 'oidc-client-ts';
import type { Env } from '../config/env';
import { buildOidcSettings } from './oidc-settings';

let manager: UserManager | null = null;

/** The one UserManager of the portal (created by the shell, handed to AuthProvider). */
export function createUserManager(env: Env, origin: string = window.location.origin): UserManager {
  manager = new UserManager(buildOidcSettings(env, origin));
  return manager;
}

export function getUserManager(): UserManager {
  if (!manager) throw new Error('The UserManager is not created yet');
  return manager;
}
