import { OrganizationalUnitListResponse, Tenant, TenantListResponse } from '@idea-portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOn, OTHER_TENANT_USER, targets, VIEWER, type TestApi } from './support/api';

describe.each(targets)('tenants on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await apiOn(target);
  });
  afterAll(() => api?.close());

  it("GET /tenants lists only the caller's tenant", async () => {
    const { tenants } = TenantListResponse.parse((await api.as(VIEWER, '/tenants')).body);
    expect(tenants.map((t) => t.name)).toEqual(['Demo Corp']);
    expect(tenants[0]!.numberOfEmployees).toBe(18);
    const other = TenantListResponse.parse((await api.as(OTHER_TENANT_USER, '/tenants')).body);
    expect(other.tenants.map((t) => t.name)).toEqual(['Other GmbH']);
  });

  it('GET /tenants/{id}: own tenant, 404 for another', async () => {
    expect(Tenant.parse((await api.as(VIEWER, '/tenants/tenant-demo-corp')).body).name).toBe('Demo Corp');
    const res = await api.as(VIEWER, '/tenants/tenant-other-gmbh');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it("GET /organizational-units lists the caller's units with head counts", async () => {
    const { organizationalUnits } = OrganizationalUnitListResponse.parse((await api.as(VIEWER, '/organizational-units')).body);
    expect(organizationalUnits.map((u) => u.name).sort()).toEqual(['Produktion München', 'Research & Development', 'Sales & Customer Service']);
    expect(organizationalUnits.reduce((n, u) => n + u.employeesCount, 0)).toBe(18);
    const other = OrganizationalUnitListResponse.parse((await api.as(OTHER_TENANT_USER, '/organizational-units')).body);
    expect(other.organizationalUnits).toHaveLength(1);
  });
});
