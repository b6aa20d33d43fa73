import type { IdeaStatus } from '@idea-portal/contracts';

export type BadgeColor = 'gray' | 'blue' | 'violet' | 'orange' | 'cyan' | 'teal' | 'green' | 'red';

const COLORS: Record<IdeaStatus, BadgeColor> = {
  draft: 'gray',
  first_assessment: 'blue',
  review: 'violet',
  implementation: 'orange',
  final_decision: 'cyan',
  accepted: 'teal',
  completed: 'green',
  rejected: 'red',
};

export function statusColor(status: string): BadgeColor {
  return COLORS[status as IdeaStatus] ?? 'gray';
}

/** The statuses' names in each language (badges show them in upper case). */
export const STATUS_NAMES: Record<'en' | 'de', Record<IdeaStatus, string>> = {
  en: {
    draft: 'Draft',
    first_assessment: 'First assessment',
    review: 'Review',
    implementation: 'Implementation',
    final_decision: 'Final decision',
    accepted: 'Accepted',
    completed: 'Completed',
    rejected: 'Rejected',
  },
  de: {
    draft: 'Entwurf',
    first_assessment: 'Erstbewertung',
    review: 'Begutachtung',
    implementation: 'Umsetzung',
    final_decision: 'Endentscheidung',
    accepted: 'Angenommen',
    completed: 'Abgeschlossen',
    rejected: 'Abgelehnt',
  },
};

/** A status's name in a language (the value itself when it is no status). */
export function statusName(status: string, lang: 'en' | 'de'): string {
  return STATUS_NAMES[lang][status as IdeaStatus] ?? status;
}

/**
 * Display label rule: upper case, the first underscore replaced by a space
 * ('first_assessment' -> 'FIRST ASSESSMENT').
 */
export function statusLabel(status: string): string {
  return status.replace('_', ' ').toUpperCase();
}

/** Ideas can be edited only while draft or submitted (first_assessment). */
export function isEditableStatus(status: IdeaStatus): boolean {
  return status === 'draft' || status === 'first_assessment';
}
