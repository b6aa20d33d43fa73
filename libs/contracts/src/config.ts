import { z } from 'zod';

/** GET /config on the users-service host: per-service base URLs. */
const ServiceHosts = z.object({ customDomain: z.string(), apiGatewayDomain: z.string() });
export const RemoteConfig = z.object({ users: ServiceHosts, tenants: ServiceHosts, ideas: ServiceHosts });
export type RemoteConfig = z.infer<typeof RemoteConfig>;
