import type { Classification } from '@idea-portal/contracts';
import { statusPath } from './history';
import type { SeedIdea } from './ideas';
import type { SeedUser } from './people';

/**
 * The case files of the demo ideas, so every panel has something to show: an assessment for
 * every assessed idea, a review from implementation on (or the rejecting one), implementation and
 * decision data, answered and open questions, given and pending expert opinions.
 */
export const SEED_WORKFLOW = {
  /** Questions to the submitter: idea number, asker key, answered? */
  inquiries: [
    { n: 3, by: 'evaluator', question: 'Which machines would get sensors first?', answer: 'The two oldest Engel machines in hall 2.' },
    { n: 3, by: 'evaluator', question: 'Do we already log temperatures centrally?', answer: null },
    { n: 8, by: 'evaluator', question: 'How much coolant do we buy per year?', answer: 'About 32,000 litres.' },
    { n: 18, by: 'michael-brown', question: 'Would the survey replace the yearly customer study?', answer: null },
  ],
  /** Expert opinion requests: idea number, expert key, asked by, comment (null = pending). */
  experts: [
    { n: 3, expert: 'lukas-hoffmann', by: 'evaluator', comment: 'Vibration sensors work well on our moulding machines; start with hall 2.' },
    { n: 8, expert: 'oezlem-kaya', by: 'evaluator', comment: null },
    { n: 11, expert: 'viewer', by: 'sabine-schroeder', comment: null },
    { n: 11, expert: 'priya-sharma', by: 'sabine-schroeder', comment: 'Die-casting suppliers confirm the recycled alloy.' },
  ],
  /**
   * Person in charge of implementation (default: the assignee); never a submitter or contributor
   * of the idea (separation of duties; the API test of the seed checks it).
   */
  inCharge: { 2: 'klaus-fischer', 20: 'lukas-hoffmann' } as Record<number, string>,
} as const;

const CLASSIFICATION_BY_CATEGORY: Record<string, Classification[]> = {
  'cat-process': ['process'],
  'cat-product': ['product', 'technology'],
  'cat-sustainability': ['sustainability', 'process'],
  'cat-safety': ['process', 'other'],
  'cat-digital': ['technology', 'process'],
  'cat-customer': ['customerExperience'],
  'cat-cost': ['process', 'businessModel'],
};

const PAST_REVIEW = ['implementation', 'final_decision', 'accepted', 'completed'];

/** The workflow rows of one seeded idea (ids are fixed so the seed stays idempotent). */
export function planCaseFile(s: SeedIdea, ideaId: string, tenantId: string, people: Map<string, SeedUser>, created: Date, updated: Date) {
  const path = statusPath(s.status, s.n);
  const assessed = path.includes('review') || s.status === 'rejected';
  const assignee = s.assignee ? people.get(s.assignee) : undefined;
  const at = (fraction: number) => new Date(created.getTime() + (updated.getTime() - created.getTime()) * fraction);
  const user = (key: string) => people.get(key)!.id;
  const savings = 1000 * ((s.n * 37) % 90) + 5000;

  const assessment = assessed
    ? {
        ideaId,
        tenantId,
        classification: CLASSIFICATION_BY_CATEGORY[s.category] ?? ['other'],
        isValidIdea: path.includes('review'),
        invalidReason: path.includes('review') ? null : 'A comparable solution is already being rolled out.',
        assignmentNote: path.includes('review') ? 'Please review the business case.' : null,
        statusAfterAssignment: path.includes('review') ? ('review' as const) : null,
        note: 'Checked against running projects.',
        assessorId: assignee?.id ?? null,
        completedAt: at(0.3),
        rejectReason: null,
        updatedAt: at(0.3),
      }
    : null;

  const reviewed = PAST_REVIEW.includes(s.status) || (s.status === 'rejected' && path.includes('review'));
  const review = reviewed
    ? {
        ideaId,
        tenantId,
        reviewerId: assignee?.id ?? null,
        recommendation: s.status === 'rejected' ? ('reject' as const) : ('approve' as const),
        comment: s.status === 'rejected' ? 'Costs outweigh the benefit.' : 'Convincing business case.',
        reason: s.status === 'rejected' ? 'The payback period is longer than five years.' : null,
        reasoningCategory: s.status === 'rejected' ? 'economic' : null,
        benefitCalculationType: s.status === 'rejected' ? ('notCalculable' as const) : ('calculable' as const),
        benefitType: s.status === 'rejected' ? 'other' : 'costs',
        benefitValue: s.status === 'rejected' ? ('asiNo' as const) : (['low', 'middle', 'high'] as const)[s.n % 3]!,
        firstYearNetSavings: s.status === 'rejected' ? null : savings,
        additionalBenefit: s.status === 'rejected' ? null : 'Less waste and happier colleagues.',
        reviewedAt: at(0.55),
        updatedAt: at(0.55),
      }
    : null;

  const implemented = PAST_REVIEW.includes(s.status);
  const inChargeKey = SEED_WORKFLOW.inCharge[s.n];
  const implementation = implemented
    ? {
        ideaId,
        tenantId,
        status: s.status === 'implementation' ? ('inProgress' as const) : ('done' as const),
        hint: s.status === 'implementation' ? 'Pilot on one line first.' : 'Rolled out.',
        plannedDate: new Date(updated.getTime() + 60 * 86_400_000).toISOString().slice(0, 10),
        priority: (['high', 'medium', 'low'] as const)[s.n % 3]!,
        inChargeId: inChargeKey ? user(inChargeKey) : (assignee?.id ?? null),
        implementedAt: s.status === 'implementation' ? null : at(0.8),
        updatedAt: at(0.75),
      }
    : null;

  const decided = s.status === 'accepted' || s.status === 'completed';
  const decision = decided
    ? {
        ideaId,
        tenantId,
        decision: 'accepted' as const,
        reason: 'The savings were confirmed by controlling.',
        decidedBy: assignee?.id ?? null,
        decidedAt: at(0.9),
        realisedSavings: s.status === 'completed' ? Math.round(savings * 1.1) : null,
        completedAt: s.status === 'completed' ? updated : null,
        note: null,
        updatedAt: at(0.95),
      }
    : null;

  const inquiries = SEED_WORKFLOW.inquiries
    .map((q, i) => ({ q, i }))
    .filter(({ q }) => q.n === s.n)
    .map(({ q, i }) => ({
      id: `${ideaId}-inq${i + 1}`,
      ideaId,
      tenantId,
      question: q.question,
      askedBy: user(q.by),
      askedAt: at(0.4 + i * 0.01),
      answer: q.answer,
      answeredBy: q.answer ? people.get(s.by)!.id : null,
      answeredAt: q.answer ? at(0.45 + i * 0.01) : null,
    }));

  const opinions = SEED_WORKFLOW.experts
    .map((e, i) => ({ e, i }))
    .filter(({ e }) => e.n === s.n)
    .map(({ e, i }) => ({
      id: `${ideaId}-exp${i + 1}`,
      ideaId,
      tenantId,
      expertId: user(e.expert),
      requestedBy: user(e.by),
      requestedAt: at(0.5),
      note: 'Your view on feasibility, please.',
      comment: e.comment,
      answeredAt: e.comment ? at(0.52) : null,
    }));

  return { assessment, review, implementation, decision, inquiries, opinions };
}
