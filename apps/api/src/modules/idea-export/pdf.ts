import {
  historyChangeKind,
  historyFieldLabel,
  historyValueKind,
  workflowValueLabelsDe,
  workflowValueLabelsEn,
  workflowValueText,
  type Appeal,
  type Comment,
  type DuplicateLinks,
  type HistoryEntry,
  type Idea,
  type IdeaPremium,
  type IdeaWorkflow,
  type PremiumRuleSet,
  type WorkflowUser,
} from '@idea-portal/contracts';
import { statusName } from '@idea-portal/domain';
import { writePremiumSection } from './premium-section';
import PDFDocument from 'pdfkit';

/** Characters the standard PDF fonts (WinAnsi) have beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const FALLBACK: Record<string, string> = { ı: 'i', İ: 'I', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ħ: 'h', ŋ: 'n', '−': '-', '≤': '<=', '≥': '>=', '→': '->', '←': '<-', '✓': 'v' };

/**
 * Text for the standard fonts: Latin-1 and the WinAnsi extras stay (so ä ö ü ß Ä Ö Ü and € are
 * exact); other letters lose their accents (ş -> s) or use a close fallback; the rest becomes ?.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0)!;
    if (ch === '\t') out += '    ';
    else if (ch === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += ' ';
    else if (FALLBACK[ch]) out += FALLBACK[ch];
    else {
      const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      out += [...base].every((c) => c.charCodeAt(0) <= 0xff) && base ? base : '?';
    }
  }
  return out;
}

const LABELS = {
  en: {
    status: 'Status', submitter: 'Submitted by', created: 'Created', submitted: 'Submitted', updated: 'Last updated', category: 'Category',
    tags: 'Tags', location: 'Location', innovationArea: 'Innovation area', material: 'Material', function: 'Function', views: 'Views', likes: 'Likes',
    problem: 'Problem statement', solution: 'Proposed solution', contributors: 'Contributors', attachments: 'Attachments', comments: 'Comments',
    history: 'History', none: '–', noAttachments: 'No attachments available.', noComments: 'No Comments Found', noHistory: 'No history yet.',
    deleted: '[deleted]', unknownSize: 'size unknown', exported: 'Exported', page: 'Page', ideaCreated: 'Idea created', removed: 'removed',
    assessment: 'First assessment', inquiries: 'Inquiries', review: 'Review', expertOpinions: 'Expert opinions', implementation: 'Implementation',
    decision: 'Final decision', question: 'Question', answer: 'Answer', pending: 'pending', bonus: 'Bonus (tariff/salary group)',
    assessedBy: 'Assessed by', reviewedBy: 'Reviewed by', decidedBy: 'Decided by', completedBy: 'Completed by', recordedBy: 'Completion recorded by',
    confirmedBy: 'Completion confirmed by', reviewAttachments: 'Attachments on the review',
    stageDue: 'Current stage due', dueSoon: 'due soon', overdue: 'overdue',
    stages: { assess: 'First assessment', answerInquiry: 'Answer to the inquiry', review: 'Review', expertOpinion: 'Expert opinion', implement: 'Implementation', decide: 'Final decision' },
    actedFor: 'as deputy of',
    appeals: 'Appeals', appealBy: 'Appeal by', appealOpen: 'waiting for the decision', duplicateOf: 'Duplicate of (priority)', duplicates: 'Later duplicates',
  },
  de: {
    status: 'Status', submitter: 'Eingereicht von', created: 'Erstellt', submitted: 'Eingereicht', updated: 'Zuletzt geändert', category: 'Kategorie',
    tags: 'Schlagwörter', location: 'Standort', innovationArea: 'Innovationsbereich', material: 'Material', function: 'Funktion', views: 'Aufrufe', likes: 'Gefällt mir',
    problem: 'Problembeschreibung', solution: 'Lösungsvorschlag', contributors: 'Mitwirkende', attachments: 'Anhänge', comments: 'Kommentare',
    history: 'Verlauf', none: '–', noAttachments: 'Keine Anhänge vorhanden.', noComments: 'Keine Kommentare gefunden', noHistory: 'Noch kein Verlauf.',
    deleted: '[gelöscht]', unknownSize: 'Größe unbekannt', exported: 'Exportiert', page: 'Seite', ideaCreated: 'Idee erstellt', removed: 'entfernt',
    assessment: 'Erstbewertung', inquiries: 'Rückfragen', review: 'Begutachtung', expertOpinions: 'Expertenmeinungen', implementation: 'Umsetzung',
    decision: 'Abschließende Entscheidung', question: 'Frage', answer: 'Antwort', pending: 'ausstehend', bonus: 'Prämie (Tarif-/Gehaltsgruppe)',
    assessedBy: 'Bewertet von', reviewedBy: 'Begutachtet von', decidedBy: 'Entschieden von', completedBy: 'Abgeschlossen von', recordedBy: 'Abschluss erfasst von',
    confirmedBy: 'Abschluss bestätigt von', reviewAttachments: 'Anhänge zur Begutachtung',
    stageDue: 'Fälligkeit des laufenden Schritts', dueSoon: 'bald fällig', overdue: 'überfällig',
    stages: { assess: 'Erstbewertung', answerInquiry: 'Antwort auf die Rückfrage', review: 'Begutachtung', expertOpinion: 'Expertenmeinung', implement: 'Umsetzung', decide: 'Endgültige Entscheidung' },
    actedFor: 'in Vertretung von',
    appeals: 'Einsprüche', appealBy: 'Einspruch von', appealOpen: 'Entscheidung ausstehend', duplicateOf: 'Duplikat von (Vorrang)', duplicates: 'Spätere Duplikate',
  },
} as const;
type Lang = keyof typeof LABELS;

const LOCALES = { en: 'en-GB', de: 'de-DE' } as const;
const VALUE_LABELS = { en: workflowValueLabelsEn, de: workflowValueLabelsDe } as const;

/**
 * Dates as the screens show them, in the reader's language: a moment ('12.03.2026, 10:00') in
 * the tenant's time zone, a calendar day ('2026-05-01', a follow-up date) as that day.
 */
function dateFormats(lang: Lang, timeZone: string) {
  const make = (options: Intl.DateTimeFormatOptions) => {
    try {
      return new Intl.DateTimeFormat(LOCALES[lang], { ...options, timeZone });
    } catch {
      return new Intl.DateTimeFormat(LOCALES[lang], { ...options, timeZone: 'UTC' });
    }
  };
  const moment = make({ dateStyle: 'medium', timeStyle: 'short' });
  const day = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeZone: 'UTC' });
  const parse = (value: string) => {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  };
  return {
    when: (iso: string | null) => {
      const date = iso ? parse(iso) : null;
      return date ? moment.format(date) : '–';
    },
    /** A calendar day, or a moment where the value has a time. */
    date: (value: string) => {
      const date = parse(value);
      if (!date) return value;
      return /^\d{4}-\d{2}-\d{2}$/.test(value) ? day.format(date) : moment.format(date);
    },
  };
}

/** A workflow value as the screens show it ('approve' -> 'Annehmen', true -> 'Ja'). */
const valueText = (lang: Lang, fieldName: string, value: string) =>
  workflowValueText(fieldName, value, (vocabulary, v) => (VALUE_LABELS[lang][vocabulary] as Record<string, string>)[v]);
const size = (bytes: number | null, unknown: string) =>
  bytes === null ? unknown : bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export interface PdfInput {
  idea: Idea;
  comments: Comment[];
  /** null: the reader may not see the history (IDEA_HISTORY), so the section is left out. */
  history: HistoryEntry[] | null;
  /** The case file as the reader may see it (sections without data are left out). */
  caseFile?: IdeaWorkflow;
  lang: Lang;
  /** A category's name in the PDF's language (its stored name by default). */
  categoryName?: (name: string) => string;
  /** The tenant's time zone (IANA), where the PDF gives its times. */
  timeZone?: string;
  /** The premium as the reader may see it (null: none, or not theirs to see) and its rule version. */
  premium?: { premium: IdeaPremium; rules: PremiumRuleSet | null } | null;
  /** Appeals against the idea's rejection or premium (every reader of the idea sees them, as on the idea page). */
  appeals?: Appeal[];
  /** The duplicate links the reader may see. */
  duplicateLinks?: DuplicateLinks;
}

/** Renders the idea as an A4 PDF (standard Helvetica, WinAnsi: German umlauts exact). */
export function renderIdeaPdf({ idea, comments, history, caseFile, lang, categoryName = (name) => name, timeZone = 'Europe/Berlin', premium, appeals = [], duplicateLinks }: PdfInput): Promise<Buffer> {
  const L = LABELS[lang];
  const { when, date } = dateFormats(lang, timeZone);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    bufferPages: true,
    info: { Title: idea.title, Author: idea.submitterName, Subject: 'Idea Portal', Creator: 'Idea Portal' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const t = (s: string) => toWinAnsi(s);
  const heading = (s: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor('#1c3d5a').text(t(s)).moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#000');
  };
  const field = (label: string, value: string | null) => {
    doc.font('Helvetica-Bold').fontSize(10).text(`${t(label)}: `, { continued: true }).font('Helvetica').text(t(value && value.length ? value : L.none));
  };

  doc.font('Helvetica-Bold').fontSize(20).fillColor('#000').text(t(idea.title));
  doc.moveDown(0.4).font('Helvetica').fontSize(10).fillColor('#555').text(`ID ${idea.id}`).fillColor('#000').moveDown(0.6);
  field(L.status, statusName(idea.status, lang).toUpperCase());
  field(L.submitter, idea.submitterName);
  field(L.created, when(idea.createdAt));
  field(L.submitted, when(idea.submittedAt));
  field(L.updated, when(idea.updatedAt));
  field(L.category, idea.category && categoryName(idea.category));
  field(L.tags, idea.tags.join(', '));
  if (idea.location) field(L.location, idea.location);
  if (idea.innovationArea) field(L.innovationArea, idea.innovationArea);
  if (idea.material) field(L.material, idea.material);
  if (idea.function) field(L.function, idea.function);
  field(`${L.views} / ${L.likes}`, `${idea.views} / ${idea.likes}`);

  heading(L.problem);
  doc.text(t(idea.description || L.none), { align: 'left' });
  heading(L.solution);
  doc.text(t(idea.solution || L.none));

  heading(L.contributors);
  doc.text(t(idea.contributors.length ? idea.contributors.map((c) => c.name).join(', ') : L.none));

  heading(L.attachments);
  if (!idea.attachments.length) doc.text(t(L.noAttachments));
  for (const a of idea.attachments) doc.text(t(`• ${a.fileName} (${a.contentType}, ${size(a.size, L.unknownSize)}, ${when(a.uploadedAt)})`));

  heading(L.comments);
  if (!comments.length) doc.text(t(L.noComments));
  const writeComment = (c: Comment, depth: number) => {
    const indent = 56 + Math.min(depth, 6) * 18;
    const width = doc.page.width - indent - 56;
    doc.font('Helvetica-Bold').fontSize(9).text(t(`${c.deleted ? L.deleted : (c.authorName ?? '–')} · ${when(c.createdAt)}`), indent, undefined, { width });
    doc.font('Helvetica').fontSize(10).text(t(c.deleted ? L.deleted : c.text), indent, undefined, { width }).moveDown(0.4);
    for (const r of c.replies) writeComment(r, depth + 1);
  };
  for (const c of comments) writeComment(c, 0);
  doc.x = 56;

  if (caseFile) writeCaseFile(caseFile, idea, lang, { heading, field, text: (s: string) => doc.text(t(s)), when, date });
  if (premium) writePremiumSection(premium.premium, premium.rules, lang, { heading, field, text: (s: string) => doc.text(t(s)), when });

  const linked = (i: { id: string; title: string; submittedAt: string | null }) => `${i.id} – ${i.title} (${L.submitted} ${when(i.submittedAt)})`;
  if (duplicateLinks?.duplicateOf) field(L.duplicateOf, linked(duplicateLinks.duplicateOf));
  if (duplicateLinks?.duplicates.length) field(L.duplicates, duplicateLinks.duplicates.map(linked).join('; '));
  if (appeals.length) heading(L.appeals);
  for (const a of [...appeals].reverse()) {
    field(`${L.appealBy} ${a.appellantName ?? '–'}, ${when(a.createdAt)}`, `${valueText(lang, 'appealSubject', a.subject)}: ${a.reason}`);
    if (a.outcome) field(`${valueText(lang, 'appealDecision', a.outcome)} (${a.decidedByName ?? '–'}, ${when(a.decidedAt)})`, a.decisionReason);
    else doc.text(t(L.appealOpen));
  }

  if (history) heading(L.history);
  if (history && !history.length) doc.text(t(L.noHistory));
  for (const h of [...(history ?? [])].reverse()) {
    const kind = historyValueKind(h.fieldName);
    const value = (v: string | null) => {
      if (v === null) return '–';
      if (kind === 'status') return statusName(v, lang);
      if (kind === 'date') return date(v);
      if (kind === 'choice') return valueText(lang, h.fieldName, v);
      return kind === 'category' ? categoryName(v) : v;
    };
    // As the History tab reads: created, set, removed, changed, or an event by its label.
    const label = historyFieldLabel(h.fieldName, lang);
    const change = {
      created: `${L.ideaCreated}: ${value(h.newValue)}`,
      set: `${label}: ${value(h.newValue)}`,
      removed: `${label} ${L.removed}: ${value(h.oldValue)}`,
      changed: `${label}: ${value(h.oldValue)} -> ${value(h.newValue)}`,
      event: label,
    }[historyChangeKind(h)];
    const actor = `${h.actorName ?? '–'}${h.actedForName ? ` (${L.actedFor} ${h.actedForName})` : ''}`;
    doc.fontSize(9).text(t(`${when(h.createdAt)} · ${actor} · ${change}`), 56, undefined, { width: doc.page.width - 112 });
  }

  const range = doc.bufferedPageRange();
  const stamp = new Date().toISOString();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor('#777').text(t(`${L.exported} ${when(stamp)} · ${L.page} ${i + 1}/${range.count}`), 56, doc.page.height - 40, { width: doc.page.width - 112, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

type Writer = {
  heading: (s: string) => void;
  field: (label: string, value: string | null) => void;
  text: (s: string) => void;
  when: (iso: string | null) => string;
  date: (value: string) => string;
};

/**
 * The workflow sections: assessment, inquiries, review, expert opinions, implementation,
 * decision; each names who did it and when, every value reads as the screens show it.
 */
function writeCaseFile(cf: IdeaWorkflow, idea: Idea, lang: Lang, w: Writer) {
  const L = LABELS[lang];
  const { when } = w;
  const f = (name: string, value: unknown) => {
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length)) return;
    const text = Array.isArray(value) ? value.join(', ') : String(value);
    w.field(historyFieldLabel(name, lang), valueText(lang, name, text));
  };
  /** "Name, 12.03.2026, 10:00" (either part may be missing). */
  const by = (label: string, user: WorkflowUser | null | undefined, at?: string | null) => {
    if (!user && !at) return;
    w.field(label, [user?.name, at ? when(at) : null].filter(Boolean).join(', '));
  };
  const day = (value: string | null) => value && w.date(value);
  const money = (n: number | null) => (n === null ? null : `${n.toFixed(2)} ${cf.currency}`);
  if (cf.stageDue) {
    const due = cf.stageDue;
    w.field(L.stageDue, `${L.stages[due.stage]}: ${w.date(due.dueDate)}${due.dueState === 'open' ? '' : ` (${L[due.dueState]})`}`);
  }
  if (cf.assessment) {
    const a = cf.assessment;
    w.heading(L.assessment);
    f('classification', a.classification);
    f('isValidIdea', a.isValidIdea);
    f('invalidReason', a.invalidReason);
    f('assigneeId', a.assignee?.name);
    f('assignmentNote', a.assignmentNote);
    f('statusAfterAssignment', a.statusAfterAssignment);
    f('note', a.note);
    f('rejectReason', a.rejectReason);
    by(L.assessedBy, a.assessor, a.completedAt);
  }
  if (cf.inquiries.length) {
    w.heading(L.inquiries);
    for (const q of cf.inquiries) {
      w.field(`${L.question} (${q.askedBy?.name ?? L.none}, ${when(q.askedAt)})`, q.question);
      w.field(`${L.answer}${q.answeredAt ? ` (${q.answeredBy?.name ?? L.none}, ${when(q.answeredAt)})` : ''}`, q.answer ?? L.pending);
    }
  }
  if (cf.review) {
    const r = cf.review;
    w.heading(L.review);
    f('recommendation', r.recommendation);
    f('reviewComment', r.comment);
    f('rejectReason', r.reason);
    f('reasoningCategory', r.reasoningCategory);
    // A postponement that was lifted (the review went on) is history, not the current state.
    if (r.isPostponed) {
      f('isPostponed', true);
      f('postponementReason', r.postponementReason);
      f('postponementDate', day(r.postponementDate));
    }
    f('benefitCalculationType', r.benefitCalculationType);
    f('benefitType', r.benefitType);
    f('benefitValue', r.benefitValue);
    f('firstYearNetSavings', money(r.firstYearNetSavings));
    f('additionalBenefit', r.additionalBenefit);
    const files = r.attachmentIds.map((id) => idea.attachments.find((a) => a.id === id)?.fileName).filter((name): name is string => !!name);
    if (files.length) w.field(L.reviewAttachments, files.join(', '));
    f('notImplementedReason', r.notImplementedReason);
    by(L.reviewedBy, r.reviewer, r.reviewedAt);
  }
  if (cf.expertOpinions.length) {
    w.heading(L.expertOpinions);
    for (const o of cf.expertOpinions) {
      const who = [o.expert.name, o.expert.email, o.expert.department].filter(Boolean).join(', ');
      w.field(`${who}${o.reviewDate ? ` (${when(o.reviewDate)})` : ''}`, o.comment ?? L.pending);
    }
  }
  if (cf.implementation) {
    const i = cf.implementation;
    w.heading(L.implementation);
    f('implementationStatus', i.status);
    f('implementationHint', i.hint);
    f('plannedImplementationDate', day(i.plannedDate));
    f('implementationPriority', i.priority);
    f('inChargeOfImplementation', i.inCharge?.name);
    f('implemented', i.implementedAt && when(i.implementedAt));
  }
  if (cf.decision) {
    const d = cf.decision;
    w.heading(L.decision);
    f('decision', d.decision);
    f('decisionReason', d.reason);
    by(L.decidedBy, d.decidedBy, d.decidedAt);
    f('realisedSavings', money(d.realisedSavings));
    f('note', d.note);
    by(L.recordedBy, d.completionRequestedBy, d.completionRequestedAt);
    by(L.confirmedBy, d.completionConfirmedBy);
    if (d.completedAt) by(L.completedBy, d.completedBy, d.completedAt);
    if (d.bonusRecipients?.length) w.field(L.bonus, d.bonusRecipients.map((b) => `${b.name}: ${b.tariffGroup ?? L.none}`).join('; '));
  }
}

/** A file name for the download: the title's letters, digits and dashes. */
export const pdfFileName = (idea: Pick<Idea, 'id' | 'title'>) => `${idea.title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').slice(0, 60) || idea.id}.pdf`;
