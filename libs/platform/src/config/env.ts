/**
 * The browser environment the shell checks at start-up, before the first page. A table of
 * per-variable rules rather than a schema library: the check covers fifteen strings, and zod (even
 * zod/mini, about 7 kB gzip) would be on every first page for it. zod remains the contract of
 * every API request and answer (@idea-portal/contracts).
 */
export interface Env {
  API_URL: string;
  USER_API_URL?: string;
  TENANT_API_URL?: string;
  FETCH_CONFIGS: boolean;
  USE_CUSTOM_DOMAIN: boolean;
  ENABLE_API_MOCKING: boolean;
  APP_URL: string;
  APP_MOCK_API_PORT: number;
  AWS_COGNITO_USER_POOL_ID?: string;
  AWS_COGNITO_CLIENT_ID?: string;
  AWS_COGNITO_REGION?: string;
  /** Generic OpenID Connect issuer (the embedded provider by default). */
  OIDC_AUTHORITY?: string;
  OIDC_CLIENT_ID?: string;
  SUPPORT_URL?: string;
}

/** A Cognito user pool id: region_id, at most 55 characters. */
export const COGNITO_POOL_ID = /^[a-z]{2}(-[a-z]+)+-\d_[0-9A-Za-z]+$/;

/** A rule: the value to use, or the messages saying what is wrong. */
type Rule = (raw: unknown) => { value: unknown } | { messages: string[] };
const ok = (value: unknown) => ({ value });
const wrong = (...messages: string[]) => ({ messages });

/** Absent: the default; present: checked by the rule. */
const withDefault = (fallback: unknown, rule: Rule): Rule => (raw) => (raw === undefined ? ok(fallback) : rule(raw));
const optional = (rule: Rule): Rule => (raw) => (raw === undefined ? ok(undefined) : rule(raw));
const text: Rule = (raw) => (typeof raw === 'string' ? ok(raw) : wrong('Must be a text'));
/** The text flags are 'true' or 'false' (default false). */
const flag = withDefault(false, (raw) => (raw === 'true' || raw === 'false' ? ok(raw === 'true') : wrong("Must be 'true' or 'false'")));
const required: Rule = (raw) => (typeof raw === 'string' && raw.length > 0 ? ok(raw) : wrong('Required'));
const positiveWhole: Rule = (raw) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? ok(n) : wrong('Must be a positive whole number');
};
const poolId: Rule = (raw) => {
  if (typeof raw !== 'string') return wrong('Must be a text');
  const messages = [...(raw.length > 55 ? ['At most 55 characters'] : []), ...(COGNITO_POOL_ID.test(raw) ? [] : ['Not a Cognito user pool id (region_id)'])];
  return messages.length ? wrong(...messages) : ok(raw);
};

const RULES: Record<keyof Env, Rule> = {
  API_URL: required,
  USER_API_URL: optional(text),
  TENANT_API_URL: optional(text),
  FETCH_CONFIGS: flag,
  USE_CUSTOM_DOMAIN: flag,
  ENABLE_API_MOCKING: flag,
  APP_URL: withDefault('http://localhost:3000', text),
  APP_MOCK_API_PORT: withDefault(8080, positiveWhole),
  AWS_COGNITO_USER_POOL_ID: optional(poolId),
  AWS_COGNITO_CLIENT_ID: optional(required),
  AWS_COGNITO_REGION: optional(text),
  OIDC_AUTHORITY: optional(text),
  OIDC_CLIENT_ID: optional(text),
  SUPPORT_URL: optional(text),
};

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

export class InvalidEnvError extends Error {
  constructor(public readonly variables: { name: string; message: string }[]) {
    super(`Invalid env provided\n${variables.map((v) => `- ${v.name}: ${v.message}`).join('\n')}`);
    this.name = 'InvalidEnvError';
  }
}

/** Validates the environment; throws 'Invalid env provided' listing each bad variable. Other keys are dropped. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const env: Record<string, unknown> = {};
  const variables: { name: string; message: string }[] = [];
  for (const [name, rule] of Object.entries(RULES)) {
    const result = rule(raw[name]);
    if ('value' in result) env[name] = result.value;
    else for (const message of result.messages) variables.push({ name, message });
  }
  for (const issue of identityIssues(raw)) if (!variables.some((v) => v.name === issue.name)) variables.push(issue);
  if (variables.length) throw new InvalidEnvError(variables);
  return env as unknown as Env;
}
