import { and, eq } from 'drizzle-orm';
import { ideaInquiries } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { excerpt, newId, type Tx } from '../ideas/write-kernel';
import type { WorkflowChange } from '../workflow/repository';

/** A question to the submitter; the submitter is told. */
export async function askQuestion(tx: Tx, idea: { id: string; tenantId: string; submitterId: string }, askedBy: string, question: string): Promise<WorkflowChange[]> {
  await tx.insert(ideaInquiries).values({ id: newId('inq'), ideaId: idea.id, tenantId: idea.tenantId, question, askedBy, askedAt: new Date() });
  return [{ entityType: 'idea', fieldName: 'inquiry', oldValue: null, newValue: excerpt(question), concernedUserId: idea.submitterId }];
}

/** Answers an open question of this idea (404 unknown, 409 INVALID_TRANSITION already answered); the asker is told. */
export async function answerQuestion(tx: Tx, ideaId: string, inquiryId: string, answeredBy: string, answer: string): Promise<WorkflowChange[]> {
  const [inquiry] = await tx.select().from(ideaInquiries).where(and(eq(ideaInquiries.id, inquiryId), eq(ideaInquiries.ideaId, ideaId)));
  if (!inquiry) throw notFound('Inquiry');
  if (inquiry.answeredAt) throw new HttpError('INVALID_TRANSITION', 'This question has already been answered');
  await tx.update(ideaInquiries).set({ answer, answeredBy, answeredAt: new Date() }).where(eq(ideaInquiries.id, inquiryId));
  return [{ entityType: 'idea', fieldName: 'inquiryAnswer', oldValue: excerpt(inquiry.question, 200), newValue: excerpt(answer), concernedUserId: inquiry.askedBy }];
}
