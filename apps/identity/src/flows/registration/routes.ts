/**
 * Self-registration: the form (POST creates an unconfirmed account and mails a six-digit code),
 * the organisational units to pick from (GET /register/units?email=, the tenant the e-mail's
 * domain registers into), the confirmation with the code (which signs the new account in: a
 * sign-up ticket for the next sign-in interaction) and "Resend code" with its cooldown. The
 * answer never tells whether an address already has an account (its owner is told by mail instead).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { issueCode, takeSendSlot, verifyCode, CODE_TTL_SECONDS } from '../../codes.js';
import { deliver, type AppContext } from '../../context.js';
import { loginHref, pageHref } from '../../http.js';
import { openPage, redirectTo } from '../../page.js';
import { registrationTenant } from '../../policy.js';
import { confirmAccount, isTenantUnit, registerAccount, tenantUnits, unconfirmedUser, type UnitChoice } from '../../registration.js';
import { issueSignupTicket, signupTicketCookie } from '../../signup-tickets.js';
import { confirmSchema, emailField, pick, registrationSchema, resetRequestSchema, validate } from '../../validation.js';
import { pageRoute } from '../routing.js';
import { confirmForm, registerForm } from './views.js';

export function registrationRoutes(scope: FastifyInstance, app: AppContext): void {
  const { sql, portalUrl } = app;

  /** The units a registering e-mail picks from: its tenant's, when that tenant takes the registration. */
  const unitsFor = async (email: string | undefined): Promise<UnitChoice[]> => {
    const parsed = emailField.safeParse(email ?? '');
    if (!parsed.success) return [];
    const tenant = await registrationTenant(sql, parsed.data, app.defaultTenantId);
    return tenant.ok ? tenantUnits(sql, tenant.tenantId) : [];
  };

  pageRoute(scope, '/register/units', {
    get: async (request, reply) => {
      const units = await unitsFor(new URL(request.url, 'http://identity.local').searchParams.get('email') ?? undefined);
      return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(JSON.stringify({ units }));
    },
  });

  const registerGet = (path: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const p = openPage(app, request, reply);
    return p.send(200, registerForm(p, path));
  };
  pageRoute(scope, '/signup', { get: registerGet('/signup') });
  pageRoute(scope, '/register', {
    get: registerGet('/register'),
    post: async (request, reply) => {
      const p = openPage(app, request, reply);
      const { t } = p;
      const values = pick(p.form, ['email', 'password', 'firstName', 'lastName', 'organizationalUnitId', 'teamName']);
      const shown = { ...values, password: undefined };
      const units = await unitsFor(values.email);
      const v = validate(registrationSchema, values, t);
      if (!v.ok) return p.send(400, registerForm(p, '/register', { values: shown, units, errors: v.errors, notices: [p.fail(v.first)] }));
      const tenant = await registrationTenant(sql, v.data.email, app.defaultTenantId);
      if (!tenant.ok) {
        const text = tenant.reason === 'disabled' ? t('register.disabled') : t('register.domainNotAllowed');
        return p.send(403, registerForm(p, '/register', { values: shown, notices: [p.fail(text)] }));
      }
      if (v.data.organizationalUnitId && !(await isTenantUnit(sql, v.data.organizationalUnitId, tenant.tenantId))) {
        const text = t('register.unitUnknown');
        return p.send(400, registerForm(p, '/register', { values: shown, units, errors: { organizationalUnitId: text }, notices: [p.fail(text)] }));
      }
      try {
        const outcome = await registerAccount(sql, v.data, tenant.tenantId, p.locale);
        if ((await takeSendSlot(sql, 'signup', v.data.email)) === 0) {
          if (outcome.kind === 'pending') {
            const code = await issueCode(sql, 'signup', v.data.email, outcome.userId);
            await deliver(app, { to: v.data.email, subject: t('mail.signupSubject'), text: t('mail.signupText', { code, minutes: CODE_TTL_SECONDS / 60 }) });
          } else {
            // Same answer as for a new address; the owner learns by mail that they have an account.
            await issueCode(sql, 'signup', v.data.email, null);
            await deliver(app, { to: v.data.email, subject: t('mail.existsSubject'), text: t('mail.existsText') });
          }
        }
      } catch (err) {
        console.error('[identity] registration failed:', err instanceof Error ? err.message : err);
        return p.send(500, registerForm(p, '/register', { values: shown, units, notices: [p.fail(t('register.failed'))] }));
      }
      return redirectTo(reply, pageHref('/register/confirm', p.locale, p.target, { email: v.data.email }));
    },
  });

  pageRoute(scope, '/register/confirm', {
    get: async (request, reply) => {
      const p = openPage(app, request, reply);
      return p.send(200, confirmForm(p, (p.url.searchParams.get('email') ?? '').trim().toLowerCase()));
    },
    post: async (request, reply) => {
      const p = openPage(app, request, reply);
      const { t } = p;
      const v = validate(confirmSchema, pick(p.form, ['email', 'code']), t);
      const email = (p.form.get('email') ?? '').trim().toLowerCase();
      if (!v.ok) return p.send(400, confirmForm(p, v.errors.email ? '' : email, { errors: v.errors, notices: [p.fail(v.first)] }));
      const check = await verifyCode(sql, 'signup', v.data.email, v.data.code);
      if (!check.ok) {
        const text = check.reason === 'expired' ? t('confirm.expiredCode') : t('confirm.invalidCode');
        return p.send(400, confirmForm(p, v.data.email, { errors: { code: text }, notices: [p.fail(text)] }));
      }
      await confirmAccount(sql, check.userId);
      // Signed in at once: the pending sign-in (or a new one the portal starts) redeems the ticket.
      reply.header('set-cookie', signupTicketCookie(await issueSignupTicket(sql, check.userId), app.secureCookies));
      return redirectTo(reply, loginHref(p.target, portalUrl));
    },
  });

  pageRoute(scope, '/register/resend', {
    post: async (request, reply) => {
      const p = openPage(app, request, reply);
      const { t } = p;
      const v = validate(resetRequestSchema, pick(p.form, ['email']), t);
      if (!v.ok) return p.send(400, confirmForm(p, '', { errors: v.errors, notices: [p.fail(v.first)] }));
      const email = v.data.email;
      const wait = await takeSendSlot(sql, 'signup', email);
      if (wait > 0) return p.send(429, confirmForm(p, email, { notices: [p.fail(t('confirm.cooldown', { seconds: wait }))] }));
      const userId = await unconfirmedUser(sql, email);
      const code = await issueCode(sql, 'signup', email, userId);
      if (userId) await deliver(app, { to: email, subject: t('mail.signupSubject'), text: t('mail.signupText', { code, minutes: CODE_TTL_SECONDS / 60 }) });
      return p.send(200, confirmForm(p, email, { notices: [p.ok(t('confirm.resent'))] }));
    },
  });
}
