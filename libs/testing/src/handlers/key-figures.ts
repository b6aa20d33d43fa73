import { http, HttpResponse, type AnyHandler } from 'msw';
import { KeyFiguresResponse, KeyIndicatorsQuery, LEAD_TIME_STAGES, type AssociationFigures, type Idea } from '@idea-portal/contracts';
import { DECIDED_IMPLEMENTED_STATUSES, DECIDED_STATUSES, ideasPer100, implementationRateOf, participationRateOf } from '@idea-portal/domain';
import { mockDb } from '../mock-db';
import { queryOf, validation, type UrlOf } from './http-utils';
import { keyIndicatorIdeas } from './key-indicators';

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
    premiums: null,
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
