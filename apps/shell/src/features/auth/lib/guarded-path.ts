/** The routes the auth guard keeps for signed-in users (RequireAuth): /app and /admin. No imports: the entry reads it before the shared modules. */
export const guardedPath = (pathname: string): boolean => /^\/(app|admin)(\/|$)/.test(pathname);
