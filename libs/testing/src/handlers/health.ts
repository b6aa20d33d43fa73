import { http, HttpResponse, type AnyHandler } from 'msw';
import { HealthResponse } from '@idea-portal/contracts';
import { mockDb } from '../mock-db';
import type { UrlOf } from './http-utils';

/** GET /health: 503 when a test marks the database as down. */
export function createHealthHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.get(u('/health'), () =>
      HttpResponse.json(HealthResponse.parse({ status: mockDb.healthy ? 'ok' : 'unavailable', database: 'pglite' }), {
        status: mockDb.healthy ? 200 : 503,
      }),
    ),
  ];
}
