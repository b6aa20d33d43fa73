import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AssessmentSaveInput,
  AssessmentSubmitInput,
  AssignmentInput,
  CompleteInput,
  DecisionInput,
  ExpertOpinionInput,
  ExpertOpinionRequestInput,
  ImplementationUpdateInput,
  InquiryAnswerInput,
  InquiryInput,
  NotImplementedInput,
  PostponeInput,
  RejectInput,
  ReviewInput,
  UserFunctionsInput,
} from './index';
import { workflowMessage, workflowToastMessages, workflowValidationMessages } from './workflow-messages';
import { historyFieldLabel, historyFieldLabels } from './history-fields';
import { isPastDay } from './internal/workflow-fields';
import { ideaValidationMessages } from './index';

const messages = (r: { success: boolean; error?: z.ZodError }) => r.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];
const known = new Set([...Object.keys(workflowValidationMessages.en), ...Object.keys(ideaValidationMessages.en)]);
/** Every message a schema produces is a key with an en and de text. */
function expectKnownKeys(r: { success: boolean; error?: z.ZodError }) {
  for (const issue of r.error?.issues ?? []) expect(known, issue.message).toContain(issue.message);
}

describe('first assessment', () => {
  const valid = { classification: ['process'], isValidIdea: true, version: 1 };
  it('needs at least one classification (German text verbatim)', () => {
    const r = AssessmentSubmitInput.safeParse({ ...valid, classification: [] });
    expect(messages(r)).toEqual(['classification:validation.classificationRequired']);
    expect(workflowMessage('validation.classificationRequired', 'de')).toBe('Mindestens eine Klassifizierung muss ausgewählt werden');
    expect(messages(AssessmentSubmitInput.safeParse({ ...valid, classification: ['marketing'] }))).toEqual(['classification.0:validation.invalidType']);
  });
  it('an invalid idea needs a reason', () => {
    expect(messages(AssessmentSubmitInput.safeParse({ ...valid, isValidIdea: false }))).toEqual(['invalidReason:validation.reasonRequired']);
    expect(messages(AssessmentSubmitInput.safeParse({ ...valid, isValidIdea: false, invalidReason: '   ' }))).toEqual(['invalidReason:validation.reasonRequired']);
    expect(AssessmentSubmitInput.safeParse({ ...valid, isValidIdea: false, invalidReason: 'Already done' }).success).toBe(true);
    expect(messages(AssessmentSaveInput.safeParse({ isValidIdea: false, version: 2 }))).toEqual(['invalidReason:validation.reasonRequired']);
    expect(workflowMessage('validation.reasonRequired', 'de')).toBe('Begründung ist erforderlich');
    expect(workflowMessage('validation.reasonMissing')).toBe('Reason is missing');
    expect(workflowMessage('validation.reasonMissing', 'de')).toBe('Begründung fehlt');
  });
  it('going to review needs an assignee; the default is to stay', () => {
    expect(messages(AssessmentSubmitInput.safeParse({ ...valid, statusAfterAssignment: 'review' }))).toEqual(['assigneeId:validation.assigneeRequired']);
    expect(AssessmentSubmitInput.parse(valid).statusAfterAssignment).toBe('stay');
    expect(messages(AssignmentInput.safeParse({ version: 1 }))).toEqual(['assigneeId:validation.assigneeRequired']);
    expect(AssignmentInput.parse({ assigneeId: 'u1', version: 1 })).toMatchObject({ statusAfterAssignment: 'stay' });
  });
  it('refuses unknown fields and a missing version', () => {
    expect(messages(AssessmentSubmitInput.safeParse({ ...valid, status: 'accepted' }))).toEqual([':validation.unknownField']);
    expect(messages(RejectInput.safeParse({ reason: 'x' }))).toEqual(['version:validation.versionRequired']);
    expect(messages(RejectInput.safeParse({ reason: '', version: 1 }))).toEqual(['reason:validation.reasonRequired']);
  });
});

describe('review', () => {
  it('rejecting needs a reason (spec text)', () => {
    expect(messages(ReviewInput.safeParse({ recommendation: 'reject', version: 1 }))).toEqual(['reason:validation.rejectReasonRequired']);
    expect(workflowMessage('validation.rejectReasonRequired')).toBe('Reason is required to reject the idea');
    expect(ReviewInput.safeParse({ recommendation: 'approve', version: 1 }).success).toBe(true);
    expect(messages(ReviewInput.safeParse({ version: 1 }))).toEqual(['recommendation:validation.recommendationRequired']);
  });
  it('takes benefit, savings and implementation fields with their vocabularies', () => {
    const full = {
      recommendation: 'approve',
      benefitCalculationType: 'calculable',
      benefitType: 'costs',
      benefitValue: 'asiNo',
      firstYearNetSavings: 12500.5,
      additionalBenefit: 'Less noise',
      implementationStatus: 'planned',
      implementationHint: 'Order in Q3',
      plannedImplementationDate: '2026-09-01',
      implementationPriority: 'high',
      inChargeOfImplementation: 'u-imp',
      version: 3,
    };
    expect(ReviewInput.safeParse(full).success).toBe(true);
    expect(messages(ReviewInput.safeParse({ ...full, firstYearNetSavings: -1, implementationPriority: 'urgent', plannedImplementationDate: 'soon' }))).toEqual([
      'firstYearNetSavings:validation.amountInvalid',
      'plannedImplementationDate:validation.dateInvalid',
      'implementationPriority:validation.invalidType',
    ]);
  });
  it('postponement needs a reason category and a follow-up date', () => {
    expect(messages(PostponeInput.safeParse({ version: 1 }))).toEqual([
      'postponementReason:validation.postponementReasonRequired',
      'postponementDate:validation.followUpDateRequired',
    ]);
    expect(PostponeInput.safeParse({ postponementReason: 'budget', postponementDate: '2099-12-01', version: 1 }).success).toBe(true);
    expect(messages(NotImplementedInput.safeParse({ reason: ' ', version: 1 }))).toEqual(['reason:validation.reasonRequired']);
  });
});

describe('follow-up date', () => {
  it('refuses a day in the past, names the field', () => {
    expect(messages(PostponeInput.safeParse({ postponementReason: 'budget', postponementDate: '2020-01-15', version: 1 }))).toEqual(['postponementDate:validation.dateInPast']);
    const today = new Date().toISOString().slice(0, 10);
    expect(PostponeInput.safeParse({ postponementReason: 'budget', postponementDate: today, version: 1 }).success).toBe(true);
  });
  it('a day is past only once it has ended everywhere (UTC-12)', () => {
    const now = new Date('2030-05-10T06:00:00Z'); // 9 May, 18:00 at UTC-12
    expect(isPastDay('2030-05-09', now)).toBe(false);
    expect(isPastDay('2030-05-08', now)).toBe(true);
    expect(isPastDay('2030-05-10', now)).toBe(false);
    expect(isPastDay('2030-05-09', new Date('2030-05-10T12:00:00Z'))).toBe(true);
  });
});

describe('inquiries, experts, implementation, decision, functions', () => {
  it('validates each input with known keys', () => {
    const cases = [
      InquiryInput.safeParse({ question: '', version: 1 }),
      InquiryAnswerInput.safeParse({ answer: '', version: 1 }),
      ExpertOpinionRequestInput.safeParse({ expertIds: [], version: 1 }),
      ExpertOpinionRequestInput.safeParse({ expertIds: Array.from({ length: 11 }, (_, i) => `u${i}`), version: 1 }),
      ExpertOpinionInput.safeParse({ comment: '', version: 1 }),
      ImplementationUpdateInput.safeParse({ status: 'finished', version: 1 }),
      DecisionInput.safeParse({ decision: 'maybe', reason: '', version: 1 }),
      CompleteInput.safeParse({ version: 1 }),
    ];
    expect(cases.map(messages)).toEqual([
      ['question:validation.questionRequired'],
      ['answer:validation.answerRequired'],
      ['expertIds:validation.expertsRequired'],
      ['expertIds:validation.expertsTooMany'],
      ['comment:validation.opinionRequired'],
      ['status:validation.invalidType'],
      ['decision:validation.decisionRequired', 'reason:validation.reasonRequired'],
      ['realisedSavings:validation.amountInvalid'],
    ]);
    for (const r of cases) expectKnownKeys(r);
    expect(messages(UserFunctionsInput.safeParse({ functions: ['worksCouncil'], tariffGroup: 'x'.repeat(51) }))).toEqual(['tariffGroup:validation.tariffGroupTooLong']);
    expect(UserFunctionsInput.safeParse({ functions: ['pope'] }).success).toBe(false);
    expect(DecisionInput.safeParse({ decision: 'accepted', reason: 'Saves energy', realisedSavings: 4000, version: 7 }).success).toBe(true);
  });
});

describe('texts', () => {
  it('every key has an English and a German text', () => {
    for (const table of [workflowValidationMessages, workflowToastMessages, historyFieldLabels]) {
      expect(Object.keys(table.de).sort()).toEqual(Object.keys(table.en).sort());
      for (const v of [...Object.values(table.en), ...Object.values(table.de)]) expect(v.trim()).not.toBe('');
    }
  });
  it('uses the product texts verbatim', () => {
    expect(workflowMessage('validation.ideaIdRequired')).toBe('Idea ID is required');
    expect(workflowMessage('validation.ideaIdRequired', 'de')).toBe('Ideen-ID ist erforderlich');
    expect(workflowMessage('workflow.success.rejected')).toBe('Idea rejected successfully');
    expect(workflowMessage('workflow.success.assessmentSubmitted')).toBe('First Assessment submitted successfully');
    expect(workflowMessage('workflow.success.assessmentSaved')).toBe('Assessment saved successfully');
    expect(workflowMessage('workflow.success.classificationsUpdated')).toBe('Classifications updated successfully');
    expect(workflowMessage('workflow.error.generic', 'de')).toBe('Ein Fehler ist aufgetreten');
    expect(workflowMessage('workflow.error.statusUpdate')).toBe('An error occurred while updating the idea status.');
    expect(workflowMessage('workflow.error.rejectTitle')).toBe('Failed to reject idea');
    expect(workflowMessage('workflow.error.expertReviews')).toBe('Error loading expert reviews, please try again.');
    expect(workflowMessage('workflow.error.notFound')).toBe('The idea with ID "{{ideaId}}" could not be found.');
  });
  it('labels the history fields, including created and decision', () => {
    expect(historyFieldLabel('created')).toBe('Created');
    expect(historyFieldLabel('decision', 'de')).toBe('Entscheidung');
    expect(historyFieldLabel('firstYearNetSavings', 'de')).toBe('Nettoeinsparung im ersten Jahr');
    expect(historyFieldLabel('somethingNew')).toBe('somethingNew');
  });
});
