import { http, type AnyHandler } from 'msw';
import { InquiryAnswerInput, InquiryInput } from '@idea-portal/contracts';
import { addHistory, newId, nowIso, problem, workflowStep } from './case-store';
import { workflowUser } from './case-fixtures';

/** Questions to the submitter and their answers. */
export function createInquiryHandlers(u: (path: string) => string): AnyHandler[] {
  return [
    http.post(
      u('/ideas/:id/inquiries'),
      workflowStep({
        action: 'inquiry',
        schema: InquiryInput,
        apply: ({ input, idea, case: c, me }) => {
          c.inquiries.push({ id: newId('inq'), question: input.question, askedBy: workflowUser(me.id), askedAt: nowIso(), answer: null, answeredBy: null, answeredAt: null });
          addHistory(idea.id, 'idea', 'inquiry', null, input.question);
        },
      }),
    ),
    http.post(
      u('/ideas/:id/inquiries/:inquiryId/answer'),
      workflowStep({
        action: 'answerInquiry',
        schema: InquiryAnswerInput,
        check: ({ case: c, params }) => {
          const q = c.inquiries.find((x) => x.id === params.inquiryId);
          if (!q) return problem(404, 'NOT_FOUND', 'Inquiry not found');
          if (q.answer !== null) return problem(409, 'INVALID_TRANSITION', 'Already answered');
          return undefined;
        },
        apply: ({ input, idea, case: c, me, params }) => {
          const q = c.inquiries.find((x) => x.id === params.inquiryId)!;
          Object.assign(q, { answer: input.answer, answeredBy: workflowUser(me.id), answeredAt: nowIso() });
          addHistory(idea.id, 'idea', 'inquiryAnswer', null, input.answer);
        },
      }),
    ),
  ];
}
