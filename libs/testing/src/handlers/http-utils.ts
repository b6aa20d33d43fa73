import { HttpResponse } from 'msw';
import type { ErrorCode } from '@idea-portal/contracts';

/** An error answer with the API's body: a stable code, a message and, for 400s, the failing fields. */
export function problem(status: number, code: ErrorCode, message: string, details?: { path: string; message: string }[]) {
  return HttpResponse.json({ code, message, ...(details ? { details } : {}) }, { status });
}

/** 400 VALIDATION_FAILED from zod issues, as the API answers a body or query the contract refuses. */
export const validation = (issues: readonly { path: PropertyKey[]; message: string }[]) =>
  problem(
    400,
    'VALIDATION_FAILED',
    issues.map((i) => i.message).join('; '),
    issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
  );

export const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** The request's JSON body, or null when it is missing or not JSON (the contract then refuses it). */
export const bodyOf = (request: Request): Promise<unknown> => request.json().catch(() => null);

let seq = 0;
export const newId = (prefix: string) => `${prefix}-${Date.now().toString(36)}${(seq++).toString(36)}`;
export const nowIso = () => new Date().toISOString();

/** A path on the mocked API. */
export type UrlOf = (path: string) => string;
