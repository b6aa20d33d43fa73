import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOCALES, type Locale } from './i18n.js';

export const newNonce = () => randomBytes(16).toString('base64');

/** Headers of every HTML page we render: strict CSP with a per-response nonce, no framing, no caching. */
export function securityHeaders(nonce: string, portalOrigin: string): Record<string, string> {
  return {
    'content-security-policy': [
      "default-src 'none'",
      `script-src 'nonce-${nonce}'`,
      `style-src 'nonce-${nonce}'`,
      "img-src 'self' data:",
      // The registration form asks for its tenant's units (/register/units).
      "connect-src 'self'",
      `form-action 'self' ${portalOrigin}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  };
}

export function sendHtml(res: ServerResponse, status: number, html: string, nonce: string, portalOrigin: string): void {
  res.statusCode = status;
  for (const [k, v] of Object.entries(securityHeaders(nonce, portalOrigin))) res.setHeader(k, v);
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(html);
}

export function redirect(res: ServerResponse, location: string, status = 303): void {
  res.statusCode = status;
  res.setHeader('location', location);
  res.setHeader('cache-control', 'no-store');
  res.end();
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * True for a request a developer sends from this machine: the socket peer is a loopback address
 * and no proxy forwarded it (behind a local reverse proxy every client would look like loopback).
 */
export function isLoopbackRequest(req: Pick<IncomingMessage, 'headers'> & { socket: { remoteAddress?: string } }): boolean {
  if (req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined || req.headers['x-real-ip'] !== undefined) return false;
  return LOOPBACK.test(req.socket.remoteAddress ?? '');
}

/**
 * Where the credential pages lead back to. `return` is a pending OIDC interaction of this
 * provider (`/interaction/<uid>`); `redirectTo` is a portal path handed over by the shell.
 * Anything else is dropped (no open redirects).
 */
export interface ReturnTarget {
  return?: string;
  redirectTo?: string;
}

const INTERACTION_PATH = /^\/interaction\/[A-Za-z0-9_-]{1,64}$/;

export function readReturnTarget(get: (name: string) => string | null | undefined): ReturnTarget {
  const ret = get('return') ?? undefined;
  const redirectTo = get('redirectTo') ?? undefined;
  return {
    return: ret && INTERACTION_PATH.test(ret) ? ret : undefined,
    redirectTo: redirectTo && /^\/(?![/\\])[^\s]*$/.test(redirectTo) && redirectTo.length <= 2048 ? redirectTo : undefined,
  };
}

/** The sign-in page to go back to: the pending interaction, else the portal's login route. */
export function loginHref(target: ReturnTarget, portalUrl: string): string {
  if (target.return) return target.return;
  return target.redirectTo ? `${portalUrl}/auth/login?redirectTo=${encodeURIComponent(target.redirectTo)}` : `${portalUrl}/auth/login`;
}

/** A path with lng and the return target as query parameters. */
export function pageHref(path: string, locale: Locale | undefined, target: ReturnTarget, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams();
  if (locale) q.set('lng', locale);
  if (target.return) q.set('return', target.return);
  if (target.redirectTo) q.set('redirectTo', target.redirectTo);
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

export function targetFields(target: ReturnTarget): Record<string, string> {
  const out: Record<string, string> = {};
  if (target.return) out.return = target.return;
  if (target.redirectTo) out.redirectTo = target.redirectTo;
  return out;
}

export function languageLinksFor(path: string, target: ReturnTarget, extra: Record<string, string> = {}): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((l) => [l, pageHref(path, l, target, extra)])) as Record<Locale, string>;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
