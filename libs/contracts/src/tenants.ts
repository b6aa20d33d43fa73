import { z } from 'zod';
import { OrganizationalUnit, Tenant } from './users';

/** GET /tenants: the caller's tenant(s). */
export const TenantListResponse = z.object({ tenants: z.array(Tenant) });
export type TenantListResponse = z.infer<typeof TenantListResponse>;

/** GET /organizational-units: the units of the caller's tenant. */
export const OrganizationalUnitListResponse = z.object({ organizationalUnits: z.array(OrganizationalUnit) });
export type OrganizationalUnitListResponse = z.infer<typeof OrganizationalUnitListResponse>;
