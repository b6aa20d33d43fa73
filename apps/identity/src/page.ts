/**
 * What every credential page handler needs for one request: the query and form, the language, the
 * return target, a CSP nonce, and helpers that answer with a page or a redirect.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from './context.js';
import { loginHref, newNonce, readReturnTarget, securityHeaders, type ReturnTarget } from './http.js';
import { pickLocale, translator, type Locale, type Translate } from './i18n.js';

export type Notice = { kind: 'success' | 'error'; title: string; text: string };

export interface Page {
  url: URL;
  /** The parsed form of a POST (empty otherwise). */
  form: URLSearchParams;
  /** A form field on POST (falling back to the query), a query parameter on GET. */
  get(name: string): string | null;
  locale: Locale;
  t: Translate;
  target: ReturnTarget;
  nonce: string;
  back: { href: string; label: string };
  send(status: number, html: string): FastifyReply;
  ok(text: string): Notice;
  fail(text: string): Notice;
}

/** The request's URL (query parameters keep URLSearchParams semantics: the first value wins). */
export const requestUrl = (request: FastifyRequest) => new URL(request.url, 'http://identity.local');

/** The form body parsed by the app's form parser; empty for other requests. */
export const formOf = (request: FastifyRequest) => (request.body instanceof URLSearchParams ? request.body : new URLSearchParams());

export function sendPage(reply: FastifyReply, status: number, html: string, nonce: string, portalOrigin: string): FastifyReply {
  return reply.code(status).headers(securityHeaders(nonce, portalOrigin)).type('text/html; charset=utf-8').send(html);
}

export function redirectTo(reply: FastifyReply, location: string, status = 303): FastifyReply {
  return reply.code(status).header('location', location).header('cache-control', 'no-store').send();
}

export function openPage(app: AppContext, request: FastifyRequest, reply: FastifyReply): Page {
  const url = requestUrl(request);
  const form = formOf(request);
  const isPost = request.method === 'POST';
  const get = (name: string) => (isPost ? (form.get(name) ?? url.searchParams.get(name)) : url.searchParams.get(name));
  const locale = pickLocale({ lng: get('lng'), acceptLanguage: request.headers['accept-language'] });
  const t = translator(locale);
  const target = readReturnTarget(get);
  const nonce = newNonce();
  return {
    url,
    form,
    get,
    locale,
    t,
    target,
    nonce,
    back: { href: loginHref(target, app.portalUrl), label: t('common.backToLogin') },
    send: (status, html) => sendPage(reply, status, html, nonce, app.portalOrigin),
    ok: (text) => ({ kind: 'success', title: t('common.success'), text }),
    fail: (text) => ({ kind: 'error', title: t('common.error'), text }),
  };
}
