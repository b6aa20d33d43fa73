import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { i18n, setRuntimeConfig } from '@idea-portal/platform';
import { renderRoutes, setupI18n } from '../../../test/render';
import { ProviderRedirect } from './ProviderRedirect';

const IDP = 'http://localhost:4001';

describe("the credential routes go to the provider's pages", () => {
  beforeAll(() => setupI18n('en'));
  beforeEach(() => setRuntimeConfig({ env: { API_URL: 'http://api', OIDC_AUTHORITY: IDP, OIDC_CLIENT_ID: 'idea-portal' }, remotes: {} }));

  it.each([
    ['register', '/auth/register?redirectTo=%2Fapp%2Fideas%2F7', `${IDP}/register?lng=en&redirectTo=%2Fapp%2Fideas%2F7`],
    ['signup', '/auth/signup', `${IDP}/signup?lng=en`],
    ['reset-password', '/auth/reset-password?redirectTo=%2Fapp', `${IDP}/reset-password?lng=en&redirectTo=%2Fapp`],
    ['forgot-password', '/auth/forgot-password', `${IDP}/forgot-password?lng=en`],
  ] as const)('%s: replaces the location, with a link as fallback', async (page, path, expected) => {
    const navigate = vi.fn();
    renderRoutes([{ path: '/auth/*', element: <ProviderRedirect page={page} navigate={navigate} /> }], path);
    expect(navigate).toHaveBeenCalledWith(expected);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Redirecting…' })).toBeTruthy();
    expect(screen.getByTestId('provider-link').getAttribute('href')).toBe(expected);
  });

  it('passes the current language', async () => {
    await i18n.changeLanguage('de');
    const navigate = vi.fn();
    renderRoutes([{ path: '/auth/*', element: <ProviderRedirect page="register" navigate={navigate} /> }], '/auth/register');
    expect(navigate).toHaveBeenCalledWith(`${IDP}/register?lng=de`);
    expect(screen.getByText('Weiter zu „Registrieren“')).toBeTruthy();
    await i18n.changeLanguage('en');
  });
});
