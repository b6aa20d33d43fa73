import { beforeEach, describe, expect, it, vi } from 'vitest';
import { noteSignedOut } from '@idea-portal/platform';
import { startSignInEarly } from './early-sign-in';
import { guardedPath } from './guarded-path';

const platform = vi.hoisted(() => ({ user: null as object | null, runUserManager: vi.fn(async () => {}) }));
vi.mock('@idea-portal/platform', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getAuthState: () => ({ user: platform.user, isAuthenticated: !!platform.user, isLoading: false }),
  runUserManager: platform.runUserManager,
}));


beforeEach(() => {
  platform.user = null;
  platform.runUserManager.mockClear();
  sessionStorage.clear();
});

describe('the sign-in starts from the bootstrap on a guarded page', () => {
  it('signed out on /app/...: the hosted sign-in at once, in the language, with the page as return target', () => {
    expect(startSignInEarly({ pathname: '/app/ideas', search: '?status=DRAFT' }, 'de-DE')).toBe(true);
    expect(platform.runUserManager).toHaveBeenCalledWith('signinRedirect', { ui_locales: 'de', state: { redirectTo: encodeURIComponent('/app/ideas?status=DRAFT') } });
  });

  it('not on public pages, not with a stored user, not after a sign-out (the login page says so and waits)', () => {
    expect(['/', '/faq', '/terms', '/auth/login', '/application'].filter(guardedPath)).toEqual([]);
    expect(['/app', '/app/faq', '/admin/users'].every(guardedPath)).toBe(true);
    expect(startSignInEarly({ pathname: '/terms', search: '' }, 'en')).toBe(false);
    platform.user = { access_token: 'a' };
    expect(startSignInEarly({ pathname: '/app', search: '' }, 'en')).toBe(false);
    platform.user = null;
    noteSignedOut('/app');
    expect(startSignInEarly({ pathname: '/app', search: '' }, 'en')).toBe(false);
    expect(platform.runUserManager).not.toHaveBeenCalled();
  });
});
