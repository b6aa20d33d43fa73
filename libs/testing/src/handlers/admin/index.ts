import { http, type AnyHandler } from 'msw';
import { problem, type UrlOf } from '../http-utils';
import { createAdminUserHandlers } from './users';
import { createAdminOrganizationHandlers } from './organizations';
import { createAdminCategoryHandlers } from './categories';
import { createAdminSettingsHandlers } from './settings';
import { createAdminActivityHandlers } from './activity';
import { createAdminStatsHandlers } from './stats';
import { createUserFunctionHandlers } from './user-functions';

export { adminUserRow } from './users';

/** The admin area (ADMIN only, 403 otherwise), one file per resource, with the API's codes. */
export function createAdminHandlers(u: UrlOf): AnyHandler[] {
  return [
    ...createAdminStatsHandlers(u),
    ...createAdminUserHandlers(u),
    ...createUserFunctionHandlers(u),
    ...createAdminOrganizationHandlers(u),
    ...createAdminCategoryHandlers(u),
    ...createAdminSettingsHandlers(u),
    ...createAdminActivityHandlers(u),
    // Any other admin route: answer as the API does for an unknown route.
    http.all(u('/admin/*'), ({ request }) => problem(404, 'NOT_FOUND', `Route ${request.method}:${new URL(request.url).pathname} not found`)),
  ];
}
