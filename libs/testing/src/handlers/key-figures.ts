import { http, HttpResponse, type AnyHandler } from 'msw';
import { KeyFiguresResponse, KeyIndicatorsQuery, LEAD_TIME_STAGES, type AssociationFigures, type Idea, type OverdueTasks, type PremiumFigures } from '@idea-portal/contracts';
import { DECIDED_IMPLEMENTED_STATUSES, DECIDED_STATUSES, ideasPer100, implementationRateOf, isIdeaManager, participationRateOf, seesWholeTenant } from '@idea-portal/domain';
import { mockCurrentUser, mockDb } from '../mock-db';
import { queryOf, validation, type UrlOf } from './http-utils';
import { categoryIdOf, keyIndicatorIdeas } from './key-indicators';
import { tasksFor } from './tasks';

/**
 * The fake of GET /key-indicators/figures: counts and rates by the rules of libs/domain over the
 * same ideas as the fake of GET /key-indicators. The fixtures keep no status history, so the
 * fake's lead times are empty (the API's are tested against a hand count in apps/api/test).
 */
const noLeadTime = { ideas: 0, median: null, p90: null };

function figuresOf(ideas: Idea[], unitId?: string | null): AssociationFigures {
  const employees = mockDb.users.filter((u) => u.status === 'ACTIVE' && u.enabled && (unitId === undefined || (u.organizationalUnit?.id ?? null) === unitId));
  const people = new Set(ideas.flatMap((i) => [i.submitterId, ...i.contributors.map((c) => c.id)]));
  const participants = employees.filter((u) => people.has(u.id)).length;
  const decided = ideas.filter((i) => DECIDED_STATUSES.includes(i.status)).length;
  const implemented = ideas.filter((i) => DECIDED_IMPLEMENTED_STATUSES.includes(i.status)).length;
  return {
    submitted: ideas.length,
    employees: employees.length,
    participants,
    ideasPer100Employees: ideasPer100(ideas.length, employees.length),
    participationRate: participationRateOf(participants, employees.length),
    decided,
    implemented,
    implementationRate: implementationRateOf(implemented, decided),
    firstYearNetBenefit: 0,
    realisedSavings: 0,
    toDecision: noLeadTime,
    toCompletion: noLeadTime,
  };
}

const inFilters = (q: KeyIndicatorsQuery) => (i: Idea) => (!q.organizationalUnitId || i.organizationalUnitId === q.organizationalUnitId) && (!q.categoryId || categoryIdOf(i) === q.categoryId);
const callerIsIdeaManager = () => {
  const me = mockCurrentUser();
  return isIdeaManager({ id: me.id, email: me.email, functions: mockDb.userFunctions[me.id] ?? [] }, { ideaManagers: mockDb.tenants[0]?.ideaManagers ?? [] });
};

/**
 * Tasks overdue now, as the API counts them: every active person's tasks (the first assessment
 * only its assignee's), each (kind, idea) once, in the unit and category filtered on; null unless
 * the caller sees the whole tenant or is an idea manager.
 */
function overdueTasksFor(q: KeyIndicatorsQuery): OverdueTasks | null {
  if (!seesWholeTenant(mockCurrentUser().role) && !callerIsIdeaManager()) return null;
  const keep = inFilters(q);
  const overdue = new Map<string, OverdueTasks['byKind'][number]['kind']>();
  for (const user of mockDb.users.filter((u) => u.status === 'ACTIVE' && u.enabled)) {
    for (const t of tasksFor(user.id)) {
      const idea = mockDb.ideas.find((i) => i.id === t.id);
      if (t.kind === 'escalation' || t.dueState !== 'overdue' || !idea || !keep(idea)) continue;
      if (t.kind === 'assess' && idea.ideaAssessment?.assigneeId !== user.id) continue;
      overdue.set(t.taskId, t.kind);
    }
  }
  const byKind = new Map<OverdueTasks['byKind'][number]['kind'], number>();
  for (const kind of overdue.values()) byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
  return { total: overdue.size, byKind: [...byKind].map(([kind, n]) => ({ kind, n })).sort((a, b) => b.n - a.n || a.kind.localeCompare(b.kind)) };
}

/** Premiums released in from..to (UTC day of release), EUR, per month; null unless ADMIN or idea manager. */
function premiumsFor(q: KeyIndicatorsQuery): PremiumFigures | null {
  if (mockCurrentUser().role !== 'ADMIN' && !callerIsIdeaManager()) return null;
  const keep = inFilters(q);
  const months = new Map<string, { released: number; cents: number }>();
  for (const idea of mockDb.ideas.filter(keep)) {
    const p = mockDb.premiums[idea.id];
    const day = p?.releasedAt?.slice(0, 10);
    if (!p || !day || p.derivation.currency !== 'EUR' || (q.from && day < q.from) || (q.to && day > q.to)) continue;
    const m = months.get(day.slice(0, 7)) ?? { released: 0, cents: 0 };
    months.set(day.slice(0, 7), { released: m.released + 1, cents: m.cents + Math.round(p.amount * 100) });
  }
  const byMonth = [...months].sort(([a], [b]) => a.localeCompare(b)).map(([month, m]) => ({ month, released: m.released, amount: m.cents / 100 }));
  return { released: byMonth.reduce((n, m) => n + m.released, 0), amount: [...months.values()].reduce((n, m) => n + m.cents, 0) / 100, byMonth };
}

export function keyFiguresFor(q: KeyIndicatorsQuery): KeyFiguresResponse {
  const ideas = keyIndicatorIdeas(q);
  const unitIds = [...new Set(ideas.map((i) => i.organizationalUnitId))];
  const months = [...new Set(ideas.map((i) => (i.submittedAt ?? i.createdAt).slice(0, 7)))].sort();
  return KeyFiguresResponse.parse({
    workingDays: 'tenantCalendar',
    total: figuresOf(ideas, q.organizationalUnitId),
    byUnit: unitIds.map((id) => {
      const u = mockDb.units.find((x) => x.id === id);
      return { unit: u ? { id: u.id, name: u.name } : null, figures: figuresOf(ideas.filter((i) => i.organizationalUnitId === id), id) };
    }),
    byMonth: months.map((month) => ({ month, figures: figuresOf(ideas.filter((i) => (i.submittedAt ?? i.createdAt).startsWith(month)), q.organizationalUnitId) })),
    stages: LEAD_TIME_STAGES.map((stage) => ({ stage, total: noLeadTime, byUnit: [] })),
    overdueTasks: overdueTasksFor(q),
    premiums: premiumsFor(q),
  });
}

/** GET /key-indicators/figures. */
export function createKeyFigureHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.get(u('/key-indicators/figures'), ({ request }) => {
      const parsed = KeyIndicatorsQuery.safeParse(queryOf(request));
      if (!parsed.success) return validation(parsed.error.issues);
      return HttpResponse.json(keyFiguresFor(parsed.data));
    }),
  ];
}
