import { PREMIUM_TEXTS, premiumDerivationLines, premiumMoney, type IdeaPremium, type PremiumRuleSet } from '@idea-portal/contracts';

type Lang = 'en' | 'de';

const LABELS = {
  en: { premium: 'Premium', amount: 'Amount', status: 'Status', basis: 'Basis', derivation: 'Derivation', shares: 'Shares', yourShare: 'Your share', adjusted: 'Adjusted', managerApproved: 'Idea manager agreed', worksCouncil: 'Works council', objection: 'Objection', released: 'Released' },
  de: { premium: 'Prämie', amount: 'Betrag', status: 'Status', basis: 'Grundlage', derivation: 'Berechnung', shares: 'Anteile', yourShare: 'Ihr Anteil', adjusted: 'Angepasst', managerApproved: 'Ideenmanagement hat zugestimmt', worksCouncil: 'Betriebsrat', objection: 'Widerspruch', released: 'Freigegeben' },
} as const;

interface Writer {
  heading: (s: string) => void;
  field: (label: string, value: string | null) => void;
  text: (s: string) => void;
  when: (iso: string | null) => string;
}

/**
 * The case file's premium section, in the reader's language, only as the reader may see the
 * premium (GET /ideas/{id}/premium's answer: all shares for idea manager and works council, their
 * own for a submitter or contributor; nothing for anyone else, who gets no section at all).
 */
export function writePremiumSection(p: IdeaPremium, rules: PremiumRuleSet | null, lang: Lang, w: Writer) {
  const L = LABELS[lang];
  const money = premiumMoney(lang, p.currency);
  const label = (criterion: string, level?: string) => {
    const c = rules?.nonCalculable.criteria.find((x) => x.key === criterion);
    if (!c) return level ?? criterion;
    return level === undefined ? c.label[lang] : (c.levels.find((l) => l.key === level)?.label[lang] ?? level);
  };
  w.heading(L.premium);
  w.field(L.amount, money(p.amount));
  w.field(L.status, PREMIUM_TEXTS[lang].statuses[p.status]);
  w.field(L.basis, `${PREMIUM_TEXTS[lang].kinds[p.derivation.kind]} · ${PREMIUM_TEXTS[lang].rule(p.derivation.ruleVersion, p.derivation.validFrom)}`);
  w.text(`${L.derivation}:`);
  for (const line of premiumDerivationLines(p.derivation, lang, label)) w.text(`• ${line.text} = ${line.amount}`);
  if (p.adjustedBy) w.field(L.adjusted, `${money(p.proposedAmount)} -> ${money(p.amount)} (${p.adjustedBy.name}: ${p.adjustmentReason ?? ''})`);
  if (p.managerApprovedBy) w.field(L.managerApproved, `${p.managerApprovedBy.name}, ${w.when(p.managerApprovedAt)}`);
  if (p.worksCouncilBy) w.field(L.worksCouncil, `${p.worksCouncilBy.name}, ${w.when(p.worksCouncilAt)}`);
  if (p.objectionReason) w.field(L.objection, p.objectionReason);
  if (p.releasedAt) w.field(L.released, w.when(p.releasedAt));
  w.field(p.seesAll ? L.shares : L.yourShare, p.shares.map((s) => `${s.name}: ${(s.basisPoints / 100).toFixed(2)} % = ${money(s.amount)}`).join('; '));
}
