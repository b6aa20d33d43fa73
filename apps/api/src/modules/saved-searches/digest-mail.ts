import type { MailMessage } from '@idea-portal/server';

export interface DigestEntry {
  searchName: string;
  ideas: Array<{ id: string; title: string }>;
}

const TEXTS = {
  en: {
    subject: (n: number) => (n === 1 ? 'A new idea for your saved searches' : `${n} new ideas for your saved searches`),
    hello: (name: string) => `Hello ${name},`,
    intro: 'new ideas match the saved searches you subscribed to:',
    footer: 'You receive this e-mail at most once a day because you chose the daily e-mail digest for these saved searches. Change this under Search Pool, Favorite Searches:',
  },
  de: {
    subject: (n: number) => (n === 1 ? 'Eine neue Idee zu Ihren gespeicherten Suchen' : `${n} neue Ideen zu Ihren gespeicherten Suchen`),
    hello: (name: string) => `Hallo ${name},`,
    intro: 'neue Ideen passen zu den gespeicherten Suchen, die Sie abonniert haben:',
    footer: 'Sie erhalten diese E-Mail höchstens einmal am Tag, weil Sie für diese gespeicherten Suchen die tägliche E-Mail-Zusammenfassung gewählt haben. Ändern können Sie das im Suchpool unter Favoritensuchen:',
  },
} as const;

/** The portal's pages the mail links to (the shell's routes). */
const ideaUrl = (appUrl: string, id: string) => `${appUrl}/app/ideas/${encodeURIComponent(id)}`;
const savedSearchesUrl = (appUrl: string) => `${appUrl}/app/search`;

/** One person's daily digest: per saved search the new ideas with their links, in their language. */
export function digestMail(options: { to: string; givenName: string; lang: 'en' | 'de'; appUrl: string; entries: DigestEntry[] }): MailMessage {
  const t = TEXTS[options.lang];
  const appUrl = options.appUrl.replace(/\/+$/, '');
  const count = new Set(options.entries.flatMap((e) => e.ideas.map((i) => i.id))).size;
  const lines = [t.hello(options.givenName), '', t.intro, ''];
  for (const entry of options.entries) {
    lines.push(`${entry.searchName}:`);
    for (const idea of entry.ideas) lines.push(`- ${idea.title}`, `  ${ideaUrl(appUrl, idea.id)}`);
    lines.push('');
  }
  lines.push(t.footer, savedSearchesUrl(appUrl));
  return { to: options.to, subject: t.subject(count), text: lines.join('\n') };
}
