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
