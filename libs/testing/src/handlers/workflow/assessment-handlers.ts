import { http, type AnyHandler } from 'msw';
import { AssessmentSaveInput, AssessmentSubmitInput, AssignmentInput, RejectInput, type Assessment } from '@idea-portal/contracts';
import { mockDb } from '../../mock-db';
import { addHistory, nowIso, refuseCreatorAssignee, workflowStep } from './case-store';
import { workflowUser } from './case-fixtures';

const blank = (): Assessment => ({
  classification: [],
  isValidIdea: null,
  invalidReason: null,
  assignee: null,
  assignmentNote: null,
  statusAfterAssignment: null,
  note: null,
  assessor: null,
  completedAt: null,
  rejectReason: null,
  updatedAt: nowIso(),
});

/** Keeps the idea's own assignee (tasks, per-idea role) in step with the assessment. */
function setAssignee(ideaId: string, assigneeId: string | null) {
  const idea = mockDb.ideas.find((i) => i.id === ideaId)!;
  const old = idea.ideaAssessment?.assigneeId ?? null;
  if (old === assigneeId) return;
  idea.ideaAssessment = { assigneeId };
  addHistory(ideaId, 'first_assessment', 'assigneeId', workflowUser(old)?.name ?? null, workflowUser(assigneeId)?.name ?? null);
}

/** First assessment: save, submit, assign, reject. */
export function createAssessmentHandlers(u: (path: string) => string): AnyHandler[] {
  return [
    http.put(
      u('/ideas/:id/assessment'),
      workflowStep({
        action: 'saveAssessment',
        schema: AssessmentSaveInput,
        check: ({ input, idea }) => refuseCreatorAssignee(idea, input.assigneeId, 'body.assigneeId'),
        apply: ({ input, idea, case: c }) => {
          const a = (c.assessment ??= blank());
          if (input.classification) {
            addHistory(idea.id, 'first_assessment', 'classification', a.classification.join(', ') || null, input.classification.join(', '));
            a.classification = input.classification;
          }
          if (input.isValidIdea !== undefined) a.isValidIdea = input.isValidIdea;
          if (input.invalidReason !== undefined) a.invalidReason = input.invalidReason;
          if (input.assignmentNote !== undefined) a.assignmentNote = input.assignmentNote;
          if (input.statusAfterAssignment !== undefined) a.statusAfterAssignment = input.statusAfterAssignment;
          if (input.note !== undefined) a.note = input.note;
          if (input.assigneeId !== undefined) {
            a.assignee = workflowUser(input.assigneeId);
            setAssignee(idea.id, input.assigneeId);
          }
          a.updatedAt = nowIso();
        },
      }),
    ),
    http.post(
      u('/ideas/:id/assessment/submit'),
      workflowStep({
        action: 'assess',
        schema: AssessmentSubmitInput,
        check: ({ input, idea }) => refuseCreatorAssignee(idea, input.assigneeId, 'body.assigneeId'),
        target: ({ input }) => (!input.isValidIdea ? 'rejected' : input.statusAfterAssignment === 'review' ? 'review' : 'first_assessment'),
        apply: ({ input, idea, case: c, me }) => {
          const a = (c.assessment ??= blank());
          addHistory(idea.id, 'first_assessment', 'classification', a.classification.join(', ') || null, input.classification.join(', '));
          Object.assign(a, {
            classification: input.classification,
            isValidIdea: input.isValidIdea,
            invalidReason: input.invalidReason ?? null,
            assignmentNote: input.assignmentNote ?? null,
            statusAfterAssignment: input.statusAfterAssignment,
            note: input.note ?? null,
            assessor: workflowUser(me.id),
            completedAt: nowIso(),
            rejectReason: input.isValidIdea ? null : (input.invalidReason ?? null),
            updatedAt: nowIso(),
          });
          if (input.assigneeId !== undefined) {
            a.assignee = workflowUser(input.assigneeId);
            setAssignee(idea.id, input.assigneeId);
          }
          addHistory(idea.id, 'first_assessment', 'completedAt', null, a.completedAt);
        },
      }),
    ),
    http.post(
      u('/ideas/:id/assignment'),
      workflowStep({
        action: 'assign',
        schema: AssignmentInput,
        check: ({ input, idea }) => refuseCreatorAssignee(idea, input.assigneeId, 'body.assigneeId'),
        target: ({ input, idea }) => (idea.status === 'first_assessment' && input.statusAfterAssignment === 'review' ? 'review' : idea.status),
        apply: ({ input, idea, case: c }) => {
          const a = (c.assessment ??= blank());
          a.assignee = workflowUser(input.assigneeId);
          a.assignmentNote = input.assignmentNote ?? a.assignmentNote;
          a.statusAfterAssignment = input.statusAfterAssignment;
          a.updatedAt = nowIso();
          setAssignee(idea.id, input.assigneeId);
        },
      }),
    ),
    http.post(
      u('/ideas/:id/rejection'),
      workflowStep({
        action: 'reject',
        schema: RejectInput,
        apply: ({ input, idea, case: c }) => {
          const a = (c.assessment ??= blank());
          a.rejectReason = input.reason;
          a.updatedAt = nowIso();
          addHistory(idea.id, 'first_assessment', 'rejectReason', null, input.reason);
        },
      }),
    ),
  ];
}
