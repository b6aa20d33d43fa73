/**
 * GET /dev/outbox: the mails kept in identity.outbox (HTML, or JSON with ?format=json), newest
 * first, filtered with ?email=. Off unless a developer turns it on (IDENTITY_DEV_OUTBOX=true), and
 * then only for requests from this machine: the codes in it let anyone take over accounts.
 * Anything else answers 404, as if there were no such page.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { isLoopbackRequest } from '../../http.js';
import { readOutbox } from '../../mail.js';
import { openPage } from '../../page.js';
import { esc, messagePage } from '../../views.js';

export function devOutboxRoutes(scope: FastifyInstance, app: AppContext): void {
  scope.all('/dev/outbox', async (request, reply) => {
    if (!app.devOutbox || request.method !== 'GET' || !isLoopbackRequest(request.raw)) throw notFound();
    const p = openPage(app, request, reply);
    const messages = await readOutbox(app.sql, p.url.searchParams.get('email') ?? undefined, 100);
    if (p.url.searchParams.get('format') === 'json' || String(request.headers.accept ?? '').startsWith('application/json')) {
      return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(JSON.stringify({ messages }));
    }
    const rows = messages
      .map((m) => `<li><strong>${esc(m.subject)}</strong><br><span class="field-hint">${esc(m.to)} · ${esc(m.createdAt.toISOString())}</span><p>${esc(m.text)}</p></li>`)
      .join('');
    return p.send(200, messagePage({ locale: p.locale, nonce: p.nonce, title: 'Outbox (development)', text: `${messages.length} message(s), newest first. Filter with ?email=`, extraHtml: `<ol>${rows}</ol>` }));
  });
}
