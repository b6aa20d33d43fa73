import { IDEA_STATUSES } from '@idea-portal/contracts';
import { describe, expect, it } from 'vitest';
import { isEditableStatus, statusColor, statusLabel } from './status';

describe('status display rules', () => {
  it('labels are upper case with the first underscore replaced by a space', () => {
    expect(statusLabel('first_assessment')).toBe('FIRST ASSESSMENT');
    expect(statusLabel('final_decision')).toBe('FINAL DECISION');
    expect(statusLabel('draft')).toBe('DRAFT');
    expect(statusLabel('a_b_c')).toBe('A B_C');
  });

  it('every canonical status has a colour; unknown ones are grey', () => {
    for (const s of IDEA_STATUSES) expect(statusColor(s)).toMatch(/^[a-z]+$/);
    expect(statusColor('rejected')).toBe('red');
    expect(statusColor('something_else')).toBe('gray');
  });

  it('only draft and first_assessment are editable', () => {
    expect(IDEA_STATUSES.filter(isEditableStatus)).toEqual(['draft', 'first_assessment']);
  });
});
