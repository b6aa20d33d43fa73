import type { WorkflowMailKind } from '@idea-portal/contracts';
import { statusName } from '@idea-portal/domain';
import type { MailMessage } from '@idea-portal/server';
import type { MailEvent } from './events';

type Lang = 'en' | 'de';
type Line = (e: { title: string; actor: string; value: string }) => string;

/** The sentence of each mailed history entry (`entity_type.field_name`), per language. */
const SENTENCES: Record<Lang, Record<string, Line>> = {
  en: {
    'first_assessment.assigneeid': (e) => `${e.actor} asks you to assess the idea “${e.title}”.`,
    'review.expertrequested': (e) => `${e.actor} asks for your expert opinion on the idea “${e.title}”.`,
    'review.inchargeofimplementation': (e) => `${e.actor} put you in charge of implementing the idea “${e.title}”.`,
    'idea.inquiry': (e) => `${e.actor} has a question about your idea “${e.title}”: ${e.value}`,
    'idea.status': (e) => `${e.actor} moved your idea “${e.title}” to the status ${e.value}.`,
  },
  de: {
    'first_assessment.assigneeid': (e) => `${e.actor} bittet Sie um die Erstbewertung der Idee „${e.title}“.`,
    'review.expertrequested': (e) => `${e.actor} bittet Sie um eine Expertenmeinung zur Idee „${e.title}“.`,
    'review.inchargeofimplementation': (e) => `${e.actor} hat Ihnen die Umsetzung der Idee „${e.title}“ übertragen.`,
    'idea.inquiry': (e) => `${e.actor} hat eine Frage zu Ihrer Idee „${e.title}“: ${e.value}`,
    'idea.status': (e) => `${e.actor} hat Ihre Idee „${e.title}“ in den Status ${e.value} gesetzt.`,
  },
};

const TEXTS = {
  en: {
    someone: 'Someone',
    hello: (name: string) => `Hello ${name},`,
    subject: { task: (t: string) => `A task for you: ${t}`, question: (t: string) => `A question about your idea: ${t}`, decision: (t: string) => `A decision on your idea: ${t}` },
    digestSubject: (n: number) => (n === 1 ? 'Your daily summary: 1 workflow event' : `Your daily summary: ${n} workflow events`),
    digestIntro: 'since your last summary:',
    headings: { task: 'Tasks for you', question: 'Questions for you', decision: 'Decisions on your ideas' },
    open: 'Open the idea:',
    footer: 'You receive this e-mail because of your e-mail settings for tasks, questions and decisions. Change them in your profile:',
  },
  de: {
    someone: 'Jemand',
    hello: (name: string) => `Hallo ${name},`,
    subject: { task: (t: string) => `Eine Aufgabe für Sie: ${t}`, question: (t: string) => `Eine Frage zu Ihrer Idee: ${t}`, decision: (t: string) => `Eine Entscheidung zu Ihrer Idee: ${t}` },
    digestSubject: (n: number) => (n === 1 ? 'Ihre tägliche Zusammenfassung: 1 Ereignis im Ablauf' : `Ihre tägliche Zusammenfassung: ${n} Ereignisse im Ablauf`),
    digestIntro: 'seit Ihrer letzten Zusammenfassung:',
    headings: { task: 'Aufgaben für Sie', question: 'Fragen an Sie', decision: 'Entscheidungen zu Ihren Ideen' },
    open: 'Idee öffnen:',
    footer: 'Sie erhalten diese E-Mail wegen Ihrer E-Mail-Einstellungen für Aufgaben, Fragen und Entscheidungen. Ändern können Sie sie in Ihrem Profil:',
  },
} as const;

const ideaUrl = (appUrl: string, id: string) => `${appUrl}/app/ideas/${encodeURIComponent(id)}`;
const profileUrl = (appUrl: string) => `${appUrl}/app/profile?edit=1`;
const base = (appUrl: string) => appUrl.replace(/\/+$/, '');

/** The event as one sentence in the recipient's language. */
export function eventSentence(event: MailEvent, lang: Lang): string {
  const key = `${event.entity_type}.${event.field_name}`.toLowerCase();
  const line = SENTENCES[lang][key];
  if (!line) throw new Error(`No mail sentence for ${key}`);
  const value = event.field_name.toLowerCase() === 'status' ? statusName(event.new_value ?? '', lang) : (event.new_value ?? '');
  return line({ title: event.title, actor: event.actor_name ?? TEXTS[lang].someone, value });
}

export interface Recipient {
  email: string;
  givenName: string;
  lang: Lang;
}

/** One event, mailed at once. */
export function eventMail(to: Recipient, event: MailEvent, appUrl: string): MailMessage {
  const t = TEXTS[to.lang];
  const url = base(appUrl);
  const text = [t.hello(to.givenName), '', eventSentence(event, to.lang), '', t.open, ideaUrl(url, event.idea_id), '', t.footer, profileUrl(url)].join('\n');
  return { to: to.email, subject: t.subject[event.kind](event.title), text };
}

/** A person's daily digest: the events grouped by kind, each with the link to its idea. */
export function digestMail(to: Recipient, events: MailEvent[], appUrl: string): MailMessage {
  const t = TEXTS[to.lang];
  const url = base(appUrl);
  const lines: string[] = [t.hello(to.givenName), '', t.digestIntro, ''];
  for (const kind of ['task', 'question', 'decision'] as WorkflowMailKind[]) {
    const mine = events.filter((e) => e.kind === kind);
    if (!mine.length) continue;
    lines.push(`${t.headings[kind]}:`);
    for (const e of mine) lines.push(`- ${eventSentence(e, to.lang)}`, `  ${ideaUrl(url, e.idea_id)}`);
    lines.push('');
  }
  lines.push(t.footer, profileUrl(url));
  return { to: to.email, subject: t.digestSubject(events.length), text: lines.join('\n') };
}
