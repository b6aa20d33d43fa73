import { randomBytes } from 'node:crypto';

/**
 * A temporary password for an account created by an administrator (changed at first sign-in).
 * The portal's onUserCreated hook sets it; POST /admin/users answers one of the same shape when
 * the address belongs to another tenant's account, so the answer does not tell the two apart.
 */
export function temporaryPassword(): string {
  return `Tmp-${randomBytes(12).toString('base64url')}-9a`;
}
