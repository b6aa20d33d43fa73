import type { Database, DatabaseHandle } from '@idea-portal/db';
import {
  categories,
  ideaAssessments,
  ideaContributors,
  ideaDecisions,
  ideaExpertOpinions,
  ideaFollowers,
  ideaHistory,
  ideaImplementations,
  ideaInquiries,
  ideaReviews,
  ideas,
  ideaVisibilityPeople,
  organizationalUnits,
  premiumRuleSets,
  tenants,
  users,
} from '../db/schema';
import { planHistory } from './history';
import { OTHER_TENANT_IDEAS, SEED_IDEAS, type SeedIdea } from './ideas';
import { CATEGORIES, DEMO_TENANT_ID, OTHER_TENANT_ID, SEED_USERS, UNITS, type SeedUser } from './people';
import { DEMO_PREMIUM_RULES } from './premium-rules';
import { planCaseFile } from './workflow';

const DAY = 86_400_000;
const OTHER_USER: SeedUser = {
  key: 'otto-other', id: 'u-otto-other', userId: 'usr-other', email: 'otto@other.example', givenName: 'Otto', familyName: 'Other',
  role: 'CREATORS', unit: 'ou-production', position: 'Engineer', phone: null, tariffGroup: null,
};
/** Who follows which idea (user key -> idea numbers). */
const FOLLOWS: Record<string, number[]> = {
  creator: [1, 3, 10, 12, 19, 20],
  viewer: [4, 12, 19],
  admin: [5, 19, 34],
  evaluator: [3, 8, 37],
};

export const ideaId = (n: number) => `idea-${String(n).padStart(3, '0')}`;

function ideaRows(tenantId: string, list: readonly (Omit<SeedIdea, 'category'> & { category: string | null })[], people: Map<string, SeedUser>, idPrefix: string, now: number) {
  return list.map((s) => {
    const submitter = people.get(s.by)!;
    const assignee = s.assignee ? people.get(s.assignee)! : null;
    const id = `${idPrefix}${String(s.n).padStart(3, '0')}`;
    const created = new Date(now - s.daysAgo * DAY - (s.n % 7) * 3_600_000);
    const plan = planHistory(s.status, s.n, assignee ? `${assignee.givenName} ${assignee.familyName}` : null);
    const step = Math.max(3_600_000, Math.floor((s.daysAgo * DAY) / (plan.length + 1)));
    const admin = people.get('admin') ?? submitter;
    const history = plan.map((e, i) => {
      const actor = e.actor === 'submitter' ? submitter : e.actor === 'assignee' ? (assignee ?? admin) : admin;
      return {
        id: `${id}-h${String(i + 1).padStart(2, '0')}`,
        ideaId: id,
        tenantId,
        entityType: e.entityType,
        fieldName: e.fieldName,
        oldValue: e.oldValue,
        newValue: e.newValue,
        actorId: actor.id,
        actorName: `${actor.givenName} ${actor.familyName}`,
        createdAt: new Date(created.getTime() + i * step),
      };
    });
    const updatedAt = history.at(-1)!.createdAt;
    const submittedAt = history.find((h) => h.newValue === 'first_assessment')?.createdAt ?? null;
    const idea = {
      id,
      tenantId,
      submitterId: submitter.id,
      organizationalUnitId: submitter.unit.startsWith('ou-') ? (tenantId === DEMO_TENANT_ID ? submitter.unit : 'ou-other-hq') : null,
      categoryId: s.category,
      title: s.title,
      description: s.description,
      solution: s.solution,
      status: s.status,
      visibility: s.visibility ?? 'organization',
      tags: s.tags,
      location: s.location ?? null,
      innovationArea: null,
      assessmentAssigneeId: s.status === 'draft' ? null : (assignee?.id ?? null),
      views: s.views ?? 0,
      likes: s.likes ?? 0,
      submittedAt,
      createdAt: created,
      updatedAt,
      statusChangedAt: updatedAt,
    };
    const contributors = (s.with ?? []).map((k, i) => ({ ideaId: id, userId: people.get(k)!.id, addedAt: new Date(created.getTime() + (i + 1) * 60_000) }));
    const visibilityPeople = (s.people ?? []).map((k) => ({ ideaId: id, userId: people.get(k)!.id }));
    const caseFile = tenantId === DEMO_TENANT_ID ? planCaseFile(s as SeedIdea, id, tenantId, people, created, updatedAt) : null;
    return { idea, history, contributors, visibilityPeople, caseFile };
  });
}

const userRow = (u: SeedUser, tenantId: string, unitId: string | null, now: number) => ({
  id: u.id,
  userId: u.userId,
  email: u.email,
  givenName: u.givenName,
  familyName: u.familyName,
  phoneNumber: u.phone,
  picture: null,
  aboutMe: u.aboutMe ?? null,
  position: u.position,
  // group_name is a free team/group label shown with the profile; the salary group never goes there.
  groupName: null,
  functions: u.functions ?? [],
  // The tariff/salary group for the bonus (readable only by works council and idea manager).
  tariffGroup: u.tariffGroup,
  enabled: u.enabled ?? true,
  status: u.enabled === false ? ('INACTIVE' as const) : ('ACTIVE' as const),
  role: u.role,
  organizationalUnitId: unitId,
  tenantId,
  createdAt: new Date(now - 400 * DAY),
  updatedAt: new Date(now - 400 * DAY),
});

/**
 * Idempotent demo data: Demo Corp (3 units, the demo accounts, more employees, ~40 ideas with
 * history) and Other GmbH (1 user, 2 ideas). Rows have fixed ids; existing rows are left alone.
 */
export async function seedDemoData(target: DatabaseHandle | Database): Promise<void> {
  const db: Database = 'kind' in target ? target.db : target;
  const now = Date.now();
  const demoPeople = new Map(SEED_USERS.map((u) => [u.key, u]));
  const demo = ideaRows(DEMO_TENANT_ID, SEED_IDEAS, demoPeople, 'idea-', now);
  const other = ideaRows(OTHER_TENANT_ID, OTHER_TENANT_IDEAS, new Map([[OTHER_USER.key, OTHER_USER]]), 'other-idea-', now);

  await db.transaction(async (tx) => {
    await tx
      .insert(tenants)
      .values([
        { id: DEMO_TENANT_ID, name: 'Demo Corp', description: 'Demo tenant of the Idea Portal', ideaManagers: ['admin@example.com'], admin: 'admin@example.com', currency: 'EUR', preferredLanguage: 'de' },
        { id: OTHER_TENANT_ID, name: 'Other GmbH', description: 'A second tenant (isolation checks)', ideaManagers: [], admin: null, currency: 'EUR', preferredLanguage: 'de' },
      ])
      .onConflictDoNothing();
    await tx
      .insert(organizationalUnits)
      .values([
        ...UNITS.map((u) => ({ id: u.id, tenantId: DEMO_TENANT_ID, name: u.name, lineManager: u.lineManager, location: u.location, industry: u.industry })),
        { id: 'ou-other-hq', tenantId: OTHER_TENANT_ID, name: 'Headquarters', lineManager: null, location: 'Wien', industry: 'Retail' },
      ])
      .onConflictDoNothing();
    await tx
      .insert(users)
      .values([...SEED_USERS.map((u) => userRow(u, DEMO_TENANT_ID, u.unit, now)), userRow(OTHER_USER, OTHER_TENANT_ID, 'ou-other-hq', now)])
      .onConflictDoNothing();
    await tx
      .insert(categories)
      .values(CATEGORIES.map((c) => ({ id: c.id, tenantId: DEMO_TENANT_ID, name: c.name, nameDe: c.nameDe })))
      .onConflictDoNothing();
    const all = [...demo, ...other];
    await tx.insert(ideas).values(all.map((x) => x.idea)).onConflictDoNothing();
    const contributors = all.flatMap((x) => x.contributors);
    if (contributors.length) await tx.insert(ideaContributors).values(contributors).onConflictDoNothing();
    const people = all.flatMap((x) => x.visibilityPeople);
    if (people.length) await tx.insert(ideaVisibilityPeople).values(people).onConflictDoNothing();
    await tx.insert(ideaHistory).values(all.flatMap((x) => x.history)).onConflictDoNothing();
    const follows = Object.entries(FOLLOWS).flatMap(([key, ns]) =>
      ns.map((n, i) => ({ ideaId: ideaId(n), userId: demoPeople.get(key)!.id, createdAt: new Date(now - (ns.length - i) * DAY) })),
    );
    await tx.insert(ideaFollowers).values(follows).onConflictDoNothing();

    const files = all.flatMap((x) => (x.caseFile ? [x.caseFile] : []));
    const present = <T>(rows: (T | null)[]) => rows.filter((r): r is T => r !== null);
    const assessments = present(files.map((f) => f.assessment));
    const reviews = present(files.map((f) => f.review));
    const implementations = present(files.map((f) => f.implementation));
    const decisions = present(files.map((f) => f.decision));
    const inquiries = files.flatMap((f) => f.inquiries);
    const opinions = files.flatMap((f) => f.opinions);
    if (assessments.length) await tx.insert(ideaAssessments).values(assessments).onConflictDoNothing();
    if (reviews.length) await tx.insert(ideaReviews).values(reviews).onConflictDoNothing();
    if (implementations.length) await tx.insert(ideaImplementations).values(implementations).onConflictDoNothing();
    if (decisions.length) await tx.insert(ideaDecisions).values(decisions).onConflictDoNothing();
    if (inquiries.length) await tx.insert(ideaInquiries).values(inquiries).onConflictDoNothing();
    if (opinions.length) await tx.insert(ideaExpertOpinions).values(opinions).onConflictDoNothing();
    await tx
      .insert(premiumRuleSets)
      .values({ id: 'prs-demo-1', tenantId: DEMO_TENANT_ID, version: 1, ...DEMO_PREMIUM_RULES, createdAt: new Date(now - 400 * DAY) })
      .onConflictDoNothing();
  });
}
