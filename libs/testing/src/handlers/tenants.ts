import { http, HttpResponse, type AnyHandler } from 'msw';
import { OrganizationalUnitListResponse, TenantListResponse } from '@idea-portal/contracts';
import { mockDb } from '../mock-db';
import { problem, type UrlOf } from './http-utils';

/** The tenants service: the caller's tenant(s) and the organisational units. */
export function createTenantHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.get(u('/tenants'), () => HttpResponse.json(TenantListResponse.parse({ tenants: mockDb.tenants }))),
    http.get(u('/tenants/:id'), ({ params }) => {
      const tenant = mockDb.tenants.find((t) => t.id === params.id);
      return tenant ? HttpResponse.json(tenant) : problem(404, 'NOT_FOUND', 'Tenant not found');
    }),
    http.get(u('/organizational-units'), () => HttpResponse.json(OrganizationalUnitListResponse.parse({ organizationalUnits: mockDb.units }))),
  ];
}
