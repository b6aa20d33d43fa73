import { Id, IdeaWorkflow, InquiryAnswerInput, InquiryInput } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { performAction } from '../workflow/perform';
import { answerQuestion, askQuestion } from './repository';

const tags = ['workflow: inquiries'];
const errors = 'Errors: 403 FORBIDDEN, 404 NOT_FOUND, 409 INVALID_TRANSITION / VERSION_CONFLICT.';

/** Inquiry: an assessor or reviewer asks the submitter; the submitter answers. Kept as a thread. */
export const inquiryRoutes = (db: Database): FastifyPluginAsyncZod => async (app) => {
  app.post(
    '/ideas/:id/inquiries',
    {
      schema: {
        tags,
        description: `inquiry (first_assessment or review, EVALUATORS): asks the submitter a question (a task for them). ${errors}`,
        params: z.object({ id: Id }),
        body: InquiryInput,
        response: { 200: IdeaWorkflow },
      },
    },
    async (request) =>
      performAction(db, request.caller, request.params.id, {
        action: 'inquiry',
        version: request.body.version,
        apply: ({ tx, idea, caller }) => askQuestion(tx, idea, caller.id, request.body.question),
      }),
  );

  app.post(
    '/ideas/:id/inquiries/:inquiryId/answer',
    {
      schema: {
        tags,
        description: `answerInquiry (first_assessment or review, CREATORS; needs an open question): answers it. ${errors}`,
        params: z.object({ id: Id, inquiryId: Id }),
        body: InquiryAnswerInput,
        response: { 200: IdeaWorkflow },
      },
    },
    async (request) =>
      performAction(db, request.caller, request.params.id, {
        action: 'answerInquiry',
        version: request.body.version,
        apply: ({ tx, idea, caller }) => answerQuestion(tx, idea.id, request.params.inquiryId, caller.id, request.body.answer),
      }),
  );
};
