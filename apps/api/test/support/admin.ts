import type { TestApi } from './api';

/** JSON request as the given subject (body sent as JSON when given). */
export function call(api: TestApi, sub: string | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return api.as(sub, url, {
    method,
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }),
  });
}
