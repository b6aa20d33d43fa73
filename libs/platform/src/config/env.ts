import { z } from 'zod';

/** The text flags are 'true' or 'false' (default false). */
const flag = z.enum(['true', 'false']).default('false').transform((v) => v === 'true');

/** A Cognito user pool id: region_id, at most 55 characters. */
export const COGNITO_POOL_ID = /^[a-z]{2}(-[a-z]+)+-\d_[0-9A-Za-z]+$/;

/** The identity settings: a Cognito pool + client id, or a generic OIDC authority + client id. */
function identityIssues(env: Record<string, unknown>): { name: string; message: string }[] {
  const issues: { name: string; message: string }[] = [];
  const cognito = env.AWS_COGNITO_USER_POOL_ID || env.AWS_COGNITO_CLIENT_ID;
  if (cognito) {
    if (!env.AWS_COGNITO_USER_POOL_ID) issues.push({ name: 'AWS_COGNITO_USER_POOL_ID', message: 'Required' });
    if (!env.AWS_COGNITO_CLIENT_ID) issues.push({ name: 'AWS_COGNITO_CLIENT_ID', message: 'Required' });
  } else {
    if (!env.OIDC_AUTHORITY) issues.push({ name: 'OIDC_AUTHORITY', message: 'Required (or AWS_COGNITO_USER_POOL_ID)' });
    if (!env.OIDC_CLIENT_ID) issues.push({ name: 'OIDC_CLIENT_ID', message: 'Required (or AWS_COGNITO_CLIENT_ID)' });
  }
  return issues;
}

export const EnvSchema = z
  .object({
    API_URL: z.string().min(1),
    USER_API_URL: z.string().optional(),
    TENANT_API_URL: z.string().optional(),
    FETCH_CONFIGS: flag,
    USE_CUSTOM_DOMAIN: flag,
    ENABLE_API_MOCKING: flag,
    APP_URL: z.string().default('http://localhost:3000'),
    APP_MOCK_API_PORT: z.coerce.number().int().positive().default(8080),
    AWS_COGNITO_USER_POOL_ID: z.string().max(55).regex(COGNITO_POOL_ID).optional(),
    AWS_COGNITO_CLIENT_ID: z.string().min(1).optional(),
    AWS_COGNITO_REGION: z.string().optional(),
    /** Generic OpenID Connect issuer (the embedded provider by default). */
    OIDC_AUTHORITY: z.string().optional(),
    OIDC_CLIENT_ID: z.string().optional(),
    SUPPORT_URL: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    for (const issue of identityIssues(env)) ctx.addIssue({ code: 'custom', path: [issue.name], message: issue.message });
  });
export type Env = z.infer<typeof EnvSchema>;

export class InvalidEnvError extends Error {
  constructor(public readonly variables: { name: string; message: string }[]) {
    super(`Invalid env provided\n${variables.map((v) => `- ${v.name}: ${v.message}`).join('\n')}`);
    this.name = 'InvalidEnvError';
  }
}

/** Validates the environment; throws 'Invalid env provided' listing each bad variable. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const result = EnvSchema.safeParse(raw);
  if (result.success) return result.data;
  const variables = result.error.issues.map((i) => ({ name: String(i.path[0] ?? '(env)'), message: i.message }));
  // zod skips the cross-field check when a field already failed: run it on the raw input too.
  for (const issue of identityIssues(raw)) if (!variables.some((v) => v.name === issue.name)) variables.push(issue);
  throw new InvalidEnvError(variables);
}
