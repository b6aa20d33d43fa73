// zod/mini: the shell checks its environment before the first page, and zod/mini's functions are
// tree-shaken to the few this needs (about 8 kB gzip, where zod's classic API is about 26 kB).
import * as z from 'zod/mini';

/** The text flags are 'true' or 'false' (default false). */
const flag = z.pipe(
  z._default(z.enum(['true', 'false'], "Must be 'true' or 'false'"), 'false'),
  z.transform((v) => v === 'true'),
);
const text = z.string('Must be a text');
const optionalText = z.optional(text);

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
    API_URL: z.string('Required').check(z.minLength(1, 'Required')),
    USER_API_URL: optionalText,
    TENANT_API_URL: optionalText,
    FETCH_CONFIGS: flag,
    USE_CUSTOM_DOMAIN: flag,
    ENABLE_API_MOCKING: flag,
    APP_URL: z._default(text, 'http://localhost:3000'),
    APP_MOCK_API_PORT: z._default(
      z.coerce.number('Must be a positive whole number').check(z.int('Must be a positive whole number'), z.positive('Must be a positive whole number')),
      8080,
    ),
    AWS_COGNITO_USER_POOL_ID: z.optional(
      text.check(z.maxLength(55, 'At most 55 characters'), z.regex(COGNITO_POOL_ID, 'Not a Cognito user pool id (region_id)')),
    ),
    AWS_COGNITO_CLIENT_ID: z.optional(text.check(z.minLength(1, 'Required'))),
    AWS_COGNITO_REGION: optionalText,
    /** Generic OpenID Connect issuer (the embedded provider by default). */
    OIDC_AUTHORITY: optionalText,
    OIDC_CLIENT_ID: optionalText,
    SUPPORT_URL: optionalText,
  })
  .check(
    z.superRefine((env, ctx) => {
      for (const issue of identityIssues(env)) ctx.issues.push({ code: 'custom', path: [issue.name], message: issue.message, input: env });
    }),
  );
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
