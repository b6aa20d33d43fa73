/** Small HTML helpers for the page tests. */
import { readOutbox } from '../src/index.js';
import type { DatabaseHandle } from '@idea-portal/db';

export const decode = (s: string) =>
  s.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))).replace(/&amp;/g, '&').replace(/&quot;/g, '"');

/** The text of the success/error notification, if any. */
export function notification(html: string, kind: 'success' | 'error'): { title: string; text: string } | undefined {
  const m = new RegExp(`data-testid="notification-${kind}"><strong>([^<]*)</strong><span>([^<]*)</span>`).exec(html);
  return m ? { title: decode(m[1]!), text: decode(m[2]!) } : undefined;
}

export function fieldError(html: string, name: string): string | undefined {
  const m = new RegExp(`<div class="field-error" id="${name}-error">([^<]*)</div>`).exec(html);
  return m ? decode(m[1]!) : undefined;
}

/** Hidden inputs of the first form posting to `action` (or of the main form). */
export function hiddenFields(html: string, action?: string): Record<string, string> {
  const forms = html.split('<form ').slice(1);
  const form = forms.find((f) => (action ? f.includes(`action="${action}"`) : f.includes('id="main-form"'))) ?? '';
  const body = form.slice(0, form.indexOf('</form>'));
  const out: Record<string, string> = {};
  for (const m of body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) out[decode(m[1]!)] = decode(m[2]!);
  return out;
}

export function mainAction(html: string): string {
  const m = /<form method="post" action="([^"]+)" id="main-form"/.exec(html);
  if (!m) throw new Error(`no main form in page:\n${html.slice(0, 800)}`);
  return decode(m[1]!);
}

/** The newest 6-digit code mailed to `email`. */
export async function lastCode(db: DatabaseHandle, email: string): Promise<string> {
  const [mail] = await readOutbox(db, email);
  const m = /\b(\d{6})\b/.exec(mail?.text ?? '');
  if (!m?.[1]) throw new Error(`no code in the outbox for ${email}`);
  return m[1];
}
