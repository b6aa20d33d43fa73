import type { DeadlineReminder } from '@idea-portal/domain';
import type { MailMessage } from '@idea-portal/server';

type Lang = 'en' | 'de';

/** One reminder as the mail names it: the idea, the due date (YYYY-MM-DD) and for an escalation the person who let it run over. */
export interface ReminderLine {
  reminder: DeadlineReminder;
  ideaId: string;
  title: string;
  dueDate: string;
  personName: string;
  /** A reminder of the task of `personName`, whom the recipient stands in for. */
  asDeputy?: boolean;
}

const day = (iso: string, lang: Lang) => new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

const SENTENCES: Record<Lang, Record<DeadlineReminder, (l: ReminderLine, d: string) => string>> = {
  en: {
    dueSoon: (l, d) => `Your task on the idea “${l.title}” is due on ${d}.`,
    dueToday: (l, d) => `Your task on the idea “${l.title}” was due on ${d}.`,
    escalated: (l, d) => `The task of ${l.personName} on the idea “${l.title}” is overdue since ${d}: please see to it or reassign it.`,
  },
  de: {
    dueSoon: (l, d) => `Ihre Aufgabe zur Idee „${l.title}“ ist am ${d} fällig.`,
    dueToday: (l, d) => `Ihre Aufgabe zur Idee „${l.title}“ war am ${d} fällig.`,
    escalated: (l, d) => `Die Aufgabe von ${l.personName} zur Idee „${l.title}“ ist seit dem ${d} überfällig: Bitte kümmern Sie sich darum oder weisen Sie sie neu zu.`,
  },
};

const TEXTS = {
  en: {
    hello: (n: string) => `Hello ${n},`,
    subject: (n: number) => (n === 1 ? 'Reminder: 1 task with a due date' : `Reminder: ${n} tasks with a due date`),
    footer: 'You receive this e-mail because of your e-mail settings for tasks. Change them in your profile:',
  },
  de: {
    hello: (n: string) => `Hallo ${n},`,
    subject: (n: number) => (n === 1 ? 'Erinnerung: 1 Aufgabe mit Frist' : `Erinnerung: ${n} Aufgaben mit Frist`),
    footer: 'Sie erhalten diese E-Mail wegen Ihrer E-Mail-Einstellungen für Aufgaben. Ändern können Sie sie in Ihrem Profil:',
  },
} as const;

/** The reminders to a deputy: the task of the person they stand in for (escalations go to idea managers, never to a deputy). */
const AS_DEPUTY: Record<Lang, Record<Exclude<DeadlineReminder, 'escalated'>, (l: ReminderLine, d: string) => string>> = {
  en: {
    dueSoon: (l, d) => `As deputy for ${l.personName}: the task on the idea “${l.title}” is due on ${d}.`,
    dueToday: (l, d) => `As deputy for ${l.personName}: the task on the idea “${l.title}” was due on ${d}.`,
  },
  de: {
    dueSoon: (l, d) => `In Vertretung für ${l.personName}: Die Aufgabe zur Idee „${l.title}“ ist am ${d} fällig.`,
    dueToday: (l, d) => `In Vertretung für ${l.personName}: Die Aufgabe zur Idee „${l.title}“ war am ${d} fällig.`,
  },
};

/** The sentence of one reminder in the recipient's language (mail; the bell has its own in each remote's i18n). */
export function reminderSentence(line: ReminderLine, lang: Lang): string {
  const d = day(line.dueDate, lang);
  return line.asDeputy && line.reminder !== 'escalated' ? AS_DEPUTY[lang][line.reminder](line, d) : SENTENCES[lang][line.reminder](line, d);
}

/** A person's reminders of one run in one mail, each with the link to its idea. */
export function reminderMail(to: { email: string; givenName: string; lang: Lang }, lines: ReminderLine[], appUrl: string): MailMessage {
  const url = appUrl.replace(/\/+$/, '');
  const t = TEXTS[to.lang];
  const text = [t.hello(to.givenName), '', ...lines.flatMap((l) => [`- ${reminderSentence(l, to.lang)}`, `  ${url}/app/ideas/${encodeURIComponent(l.ideaId)}?tab=process`]), '', t.footer, `${url}/app/profile?edit=1`];
  return { to: to.email, subject: t.subject(lines.length), text: text.join('\n') };
}
