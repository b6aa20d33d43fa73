/**
 * 'Or continue with' an upstream OpenID provider: start (redirect upstream), the upstream's
 * callback (a page outside the interaction, since the interaction cookie is scoped to it), and the
 * return into the interaction, which links the upstream identity to the account with the same
 * verified e-mail (no accounts are created this way).
 */
import type { FastifyInstance } from 'fastify';
import { findUser } from '../../accounts.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { openPage, redirectTo } from '../../page.js';
import { messagePage } from '../../views.js';
import { pageRoute } from '../routing.js';
import type { Interaction } from './interaction.js';
import { proceed } from './steps.js';

/** GET /interaction/:uid/federated/:upstream */
export async function startFederated(i: Interaction, upstreamId: string): Promise<void> {
  const upstream = i.app.federation.find(upstreamId);
  if (!upstream) throw notFound();
  try {
    i.redirect(await i.app.federation.start(upstream, i.uid), 302);
  } catch (err) {
    console.error('[identity] upstream', upstream.id, 'unavailable:', err instanceof Error ? err.message : err);
    i.renderSignIn(502, { error: i.t('error.federationFailed', { provider: upstream.name }) });
  }
}

/** GET /interaction/:uid/federated-return?state&code */
export async function returnFromFederated(i: Interaction): Promise<void> {
  const { federation, sql } = i.app;
  const { t } = i;
  const state = i.url.searchParams.get('state') ?? '';
  const code = i.url.searchParams.get('code') ?? '';
  const upstreamName = (await federation.upstreamOf(state))?.name ?? 'OpenID';
  let outcome: Awaited<ReturnType<AppContext['federation']['complete']>>;
  try {
    if (!code) throw new Error(i.url.searchParams.get('error') ?? 'no code');
    outcome = await federation.complete(state, code, i.uid);
  } catch (err) {
    console.warn('[identity] federated sign-in failed:', err instanceof Error ? err.message : err);
    return i.renderSignIn(401, { error: t('error.federationFailed', { provider: upstreamName }) });
  }
  const userId = await federation.link(outcome.upstream.id, outcome.subject, outcome.email, outcome.emailVerified);
  const user = userId ? await findUser(sql, userId) : undefined;
  if (!user) return i.renderSignIn(403, { error: t('error.federationNoAccount', { provider: outcome.upstream.name }) });
  if (!user.enabled) return i.renderSignIn(403, { error: t('error.accountDisabled') });
  await proceed(i, { userId: user.user_id, remember: false, amr: ['fed'], mustChangePassword: false, done: ['new_password'] });
}

/** GET /federated/callback: back from upstream, continue inside the interaction it belongs to. */
export function federationCallbackRoute(scope: FastifyInstance, app: AppContext): void {
  pageRoute(scope, '/federated/callback', {
    get: async (request, reply) => {
      const p = openPage(app, request, reply);
      const state = p.url.searchParams.get('state') ?? '';
      const uid = state ? await app.federation.interactionOf(state) : undefined;
      if (!uid) {
        const { t, locale, nonce } = p;
        return p.send(400, messagePage({ locale, nonce, title: t('error.generic'), text: t('error.sessionExpired'), role: 'alert', link: { href: `${app.portalUrl}/auth/login`, label: t('error.backToPortal') } }));
      }
      // The interaction cookie is scoped to /interaction/<uid>: continue there.
      return redirectTo(reply, `/interaction/${encodeURIComponent(uid)}/federated-return?${p.url.searchParams.toString()}`, 302);
    },
  });
}
