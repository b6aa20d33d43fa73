import { AssessmentSaveInput, AssessmentSubmitInput, AssignmentInput, Id, IdeaWorkflow, RejectInput } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { performAction } from '../workflow/perform';
import { taskHolder } from '../absences/deputies';
import { setAssignee, upsertAssessment } from './repository';

const tags = ['workflow: first assessment'];
const params = z.object({ id: Id });
const errors =
  'Errors: 403 FORBIDDEN / CONFLICT_OF_INTEREST (your own idea), 404 NOT_FOUND, 409 INVALID_TRANSITION / VERSION_CONFLICT / ASSIGNEE_IS_CREATOR (body.assigneeId submitted or contributes).';

/** First assessment: save, submit, assign, reject. */
export const assessmentRoutes = (db: Database): FastifyPluginAsyncZod => async (app) => {
  app.put(
    '/ideas/:id/assessment',
    {
      schema: {
        tags,
        description: `saveAssessment (first_assessment, EVALUATORS): stores the form without moving the idea. ${errors}`,
        params,
        body: AssessmentSaveInput,
        response: { 200: IdeaWorkflow },
      },
    },
    async (request) => {
      const { version, assigneeId, ...fields } = request.body;
      return performAction(db, request.caller, request.params.id, {
        action: 'saveAssessment',
        version,
        apply: async ({ tx, idea, caller, state }) => {
          const holder = await taskHolder(tx, caller, state, assigneeId, idea.assessmentAssigneeId, 'body.assigneeId');
          return [...(await upsertAssessment(tx, idea, fields)), ...(await setAssignee(tx, idea, holder.id)), ...holder.changes];
        },
      });
    },
  );

  app.post(
    '/ideas/:id/assessment/submit',
    {
      schema: {
        tags,
        description:
          `assess (first_assessment, EVALUATORS): an invalid idea is rejected; otherwise it stays in first_assessment or goes to review ` +
          `as statusAfterAssignment says. ${errors}`,
        params,
        body: AssessmentSubmitInput,
        response: { 200: IdeaWorkflow },
      },
    },
    async (request) => {
      const { version, assigneeId, ...fields } = request.body;
      return performAction(db, request.caller, request.params.id, {
        action: 'assess',
        version,
        target: () => (!fields.isValidIdea ? 'rejected' : fields.statusAfterAssignment === 'review' ? 'review' : 'first_assessment'),
        apply: async ({ tx, idea, caller, state }) => {
          const holder = await taskHolder(tx, caller, state, assigneeId, idea.assessmentAssigneeId, 'body.assigneeId');
          return [
            ...(await upsertAssessment(tx, idea, {
              ...fields,
              invalidReason: fields.isValidIdea ? null : fields.invalidReason,
              completedAt: new Date(),
              assessorId: caller.id,
            })),
            ...(await setAssignee(tx, idea, holder.id)),
            ...holder.changes,
          ];
        },
      });
    },
  );

  app.post(
    '/ideas/:id/assignment',
    {
      schema: {
        tags,
        description: `assign (first_assessment or review, EVALUATORS): sets the assignee (reviewer / decision maker); in first_assessment 'review' moves the idea on. ${errors}`,
        params,
        body: AssignmentInput,
        response: { 200: IdeaWorkflow },
      },
    },
    async (request) => {
      const { version, assigneeId, assignmentNote, statusAfterAssignment } = request.body;
      return performAction(db, request.caller, request.params.id, {
        action: 'assign',
        version,
        target: ({ idea }) => (idea.status === 'review' || statusAfterAssignment === 'review' ? 'review' : 'first_assessment'),
        apply: async ({ tx, idea, caller, state }) => {
          const holder = await taskHolder(tx, caller, state, assigneeId, idea.assessmentAssigneeId, 'body.assigneeId');
          return [...(await setAssignee(tx, idea, holder.id)), ...holder.changes, ...(await upsertAssessment(tx, idea, { assignmentNote, statusAfterAssignment }))];
        },
      });
    },
  );

  app.post(
    '/ideas/:id/rejection',
    {
      schema: {
        tags,
        description: `reject (first_assessment, EVALUATORS): 'Reject Idea', with a reason; cannot be undone. ${errors}`,
        params,
        body: RejectInput,
        response: { 200: IdeaWorkflow },
      },
    },
    async (request) =>
      performAction(db, request.caller, request.params.id, {
        action: 'reject',
        version: request.body.version,
        apply: async ({ tx, idea }) => upsertAssessment(tx, idea, { rejectReason: request.body.reason }),
      }),
  );
};
