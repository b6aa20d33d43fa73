import type { IdeaStatus, WorkflowAction } from '@idea-portal/contracts';
import { ideaContributors, ideaImplementations, ideas } from '../../src/db/schema';
import { DEMO_TENANT_ID } from '../../src/seed/people';
import type { TestApi } from './api';

/**
 * What the workflow matrices (workflow-permissions, separation-of-duties) share: every workflow
 * endpoint with a valid body, a fresh test idea in the database and one call of an endpoint.
 */

/** The ids a call's path may name: the idea's open question and pending expert opinion. */
export interface WorkflowFixture {
  id: string;
  inquiryId: string;
  opinionId: string;
}

export type WorkflowMethod = 'POST' | 'PUT' | 'PATCH';
export interface WorkflowCall {
  method: WorkflowMethod;
  path: (f: WorkflowFixture) => string;
  body: Record<string, unknown>;
}

/** Every workflow endpoint but submit, with a body it accepts. */
export const WORKFLOW_CALLS: Record<Exclude<WorkflowAction, 'submit'>, WorkflowCall> = {
  saveAssessment: { method: 'PUT', path: () => '/assessment', body: { classification: ['process'] } },
  assess: { method: 'POST', path: () => '/assessment/submit', body: { classification: ['process'], isValidIdea: true, statusAfterAssignment: 'stay' } },
  assign: { method: 'POST', path: () => '/assignment', body: { assigneeId: 'u-lukas-hoffmann' } },
  inquiry: { method: 'POST', path: () => '/inquiries', body: { question: 'Which line first?' } },
  answerInquiry: { method: 'POST', path: (f) => `/inquiries/${f.inquiryId}/answer`, body: { answer: 'Line 2.' } },
  reject: { method: 'POST', path: () => '/rejection', body: { reason: 'Duplicate' } },
  // idea-001 is a seeded idea, submitted long before any test idea.
  markDuplicate: { method: 'POST', path: () => '/duplicate', body: { earlierIdeaId: 'idea-001' } },
  review: { method: 'POST', path: () => '/review', body: { recommendation: 'approve' } },
  postpone: { method: 'POST', path: () => '/review/postponement', body: { postponementReason: 'budget', postponementDate: '2030-01-01' } },
  requestExpertOpinion: { method: 'POST', path: () => '/expert-opinions', body: { expertIds: ['u-priya-sharma'] } },
  giveExpertOpinion: { method: 'POST', path: (f) => `/expert-opinions/${f.opinionId}`, body: { comment: 'Feasible.' } },
  notImplemented: { method: 'POST', path: () => '/not-implemented', body: { reason: 'No budget' } },
  updateImplementation: { method: 'PATCH', path: () => '/implementation', body: { hint: 'Started' } },
  markImplemented: { method: 'POST', path: () => '/implementation/done', body: {} },
  decide: { method: 'POST', path: () => '/decision', body: { decision: 'accepted', reason: 'Worth it' } },
  complete: { method: 'POST', path: () => '/completion', body: { realisedSavings: 1200 } },
  confirmCompletion: { method: 'POST', path: () => '/completion/confirmation', body: {} },
};

/** A submitted idea of the demo tenant (a draft when `status` is 'draft'), with its contributors, assignee and person in charge. */
export async function insertIdea(
  api: TestApi,
  idea: { id: string; title: string; status: IdeaStatus; submitterId: string; contributors: string[]; assigneeId?: string; inChargeId?: string },
): Promise<void> {
  const db = api.handle.db;
  await db.insert(ideas).values({
    id: idea.id,
    tenantId: DEMO_TENANT_ID,
    submitterId: idea.submitterId,
    title: idea.title,
    description: 'A problem statement long enough.',
    solution: 'A proposed solution long enough.',
    status: idea.status,
    ...(idea.assigneeId ? { assessmentAssigneeId: idea.assigneeId } : {}),
    submittedAt: idea.status === 'draft' ? null : new Date(),
  });
  if (idea.contributors.length) await db.insert(ideaContributors).values(idea.contributors.map((userId) => ({ ideaId: idea.id, userId })));
  if (idea.inChargeId) await db.insert(ideaImplementations).values({ ideaId: idea.id, tenantId: DEMO_TENANT_ID, inChargeId: idea.inChargeId });
}

/** One workflow call on the idea as `sub`, sending `version`. */
export function sendWorkflow(api: TestApi, sub: string, ideaId: string, method: WorkflowMethod, path: string, body: Record<string, unknown>, version = 1) {
  return api.as(sub, `/ideas/${ideaId}${path}`, { method, payload: { ...body, version } });
}
