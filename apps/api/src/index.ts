import { fileURLToPath } from 'node:url';

export { buildApi, DEFAULT_CORS_ORIGINS, DEFAULT_SERVER_TIMEOUTS } from './app';
export type { AuthOptions, BuildApiOptions, ModuleName, ServerTimeouts } from './app';
export { DEFAULT_RATE_LIMIT } from './http/rate-limit';
export type { RateLimitOptions } from './http/rate-limit';
export { createJwtVerifier, ALLOWED_ALGORITHMS } from './auth/verifier';
export type { JwtVerifierOptions, TokenVerifier, VerifiedToken } from './auth/verifier';
export type { Caller } from './auth/caller';
export { buildRemoteConfig } from './modules/system/routes';
export { usersModule } from './modules/users/routes';
export { tenantsModule } from './modules/tenants/routes';
export { ideasModule } from './modules/ideas/routes';
export { seedDemoData } from './seed/seed';
export { blobStoreFromSettings } from './storage/from-settings';
export { temporaryPassword } from './modules/admin/temporary-password';
export type { BlobStore } from './storage/blob-store';
export { DEMO_USERS, DEMO_TENANT_ID, OTHER_TENANT_ID } from './seed/people';
export type { DemoUser } from './seed/people';

/** Checked-in SQL migrations of the API (public schema); run with runMigrations(handle, dir, { table: API_MIGRATIONS_TABLE }). */
export const API_MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));
export const API_MIGRATIONS_TABLE = 'api_migrations';
