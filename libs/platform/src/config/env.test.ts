import { describe, expect, it } from 'vitest';
import { InvalidEnvError, parseEnv } from './env';

const valid = { API_URL: 'http://api', OIDC_AUTHORITY: 'http://idp', OIDC_CLIENT_ID: 'idea-portal' };

function failure(raw: Record<string, unknown>): InvalidEnvError {
  try {
    parseEnv(raw);
  } catch (error) {
    return error as InvalidEnvError;
  }
  throw new Error('expected parseEnv to fail');
}

describe('parseEnv', () => {
  it('accepts a valid env and applies the defaults', () => {
    const env = parseEnv(valid);
    expect(env.FETCH_CONFIGS).toBe(false);
    expect(env.USE_CUSTOM_DOMAIN).toBe(false);
    expect(env.APP_URL).toBe('http://localhost:3000');
    expect(env.APP_MOCK_API_PORT).toBe(8080);
  });

  it("fails with 'Invalid env provided' listing each bad variable", () => {
    const error = failure({ API_URL: '', FETCH_CONFIGS: 'yes', USE_CUSTOM_DOMAIN: '1' });
    expect(error).toBeInstanceOf(InvalidEnvError);
    expect(error.message.startsWith('Invalid env provided')).toBe(true);
    const names = error.variables.map((v) => v.name);
    expect(names).toEqual(expect.arrayContaining(['API_URL', 'FETCH_CONFIGS', 'USE_CUSTOM_DOMAIN', 'OIDC_AUTHORITY', 'OIDC_CLIENT_ID']));
    for (const name of names) expect(error.message).toContain(`- ${name}:`);
  });

  it("FETCH_CONFIGS and USE_CUSTOM_DOMAIN must be the text 'true' or 'false'", () => {
    expect(parseEnv({ ...valid, FETCH_CONFIGS: 'true', USE_CUSTOM_DOMAIN: 'false' })).toMatchObject({ FETCH_CONFIGS: true, USE_CUSTOM_DOMAIN: false });
    expect(failure({ ...valid, FETCH_CONFIGS: 'TRUE' }).variables.map((v) => v.name)).toEqual(['FETCH_CONFIGS']);
    expect(failure({ ...valid, FETCH_CONFIGS: true }).variables).toEqual([{ name: 'FETCH_CONFIGS', message: "Must be 'true' or 'false'" }]);
    expect(failure({ ...valid, API_URL: '' }).variables).toEqual([{ name: 'API_URL', message: 'Required' }]);
  });

  it('checks the Cognito pool id form and its 55-character limit, and requires the client id with it', () => {
    const cognito = { API_URL: 'http://api', AWS_COGNITO_CLIENT_ID: 'abc' };
    expect(parseEnv({ ...cognito, AWS_COGNITO_USER_POOL_ID: 'ap-southeast-2_AbC123xyz' }).AWS_COGNITO_USER_POOL_ID).toBe('ap-southeast-2_AbC123xyz');
    expect(failure({ ...cognito, AWS_COGNITO_USER_POOL_ID: 'not-a-pool' }).variables.map((v) => v.name)).toEqual(['AWS_COGNITO_USER_POOL_ID']);
    const tooLong = `eu-central-1_${'a'.repeat(43)}`;
    expect(tooLong.length).toBe(56);
    expect(failure({ ...cognito, AWS_COGNITO_USER_POOL_ID: tooLong }).variables.map((v) => v.name)).toContain('AWS_COGNITO_USER_POOL_ID');
    expect(parseEnv({ ...cognito, AWS_COGNITO_USER_POOL_ID: `eu-central-1_${'a'.repeat(42)}` })).toBeTruthy();
    expect(failure({ API_URL: 'http://api', AWS_COGNITO_USER_POOL_ID: 'eu-central-1_abc' }).variables.map((v) => v.name)).toEqual(['AWS_COGNITO_CLIENT_ID']);
  });

  it('APP_MOCK_API_PORT is a positive whole number (a text of one counts); other keys are dropped', () => {
    expect(parseEnv({ ...valid, APP_MOCK_API_PORT: '9090', EXTRA: 'x' })).toEqual({
      ...valid,
      FETCH_CONFIGS: false,
      USE_CUSTOM_DOMAIN: false,
      ENABLE_API_MOCKING: false,
      APP_URL: 'http://localhost:3000',
      APP_MOCK_API_PORT: 9090,
    });
    for (const port of ['0', '-1', '80.5', 'abc', '']) {
      expect(failure({ ...valid, APP_MOCK_API_PORT: port }).variables, port).toEqual([{ name: 'APP_MOCK_API_PORT', message: 'Must be a positive whole number' }]);
    }
    expect(failure({ ...valid, SUPPORT_URL: 42 }).variables).toEqual([{ name: 'SUPPORT_URL', message: 'Must be a text' }]);
  });

  it('a pool id that is too long and malformed gets both messages', () => {
    const variables = failure({ API_URL: 'http://api', AWS_COGNITO_CLIENT_ID: 'abc', AWS_COGNITO_USER_POOL_ID: 'x'.repeat(56) }).variables;
    expect(variables).toEqual([
      { name: 'AWS_COGNITO_USER_POOL_ID', message: 'At most 55 characters' },
      { name: 'AWS_COGNITO_USER_POOL_ID', message: 'Not a Cognito user pool id (region_id)' },
    ]);
  });
});
