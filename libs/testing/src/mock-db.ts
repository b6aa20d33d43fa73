import type { HistoryEntry, Idea, OrganizationalUnit, Tenant, UserProfile } from '@idea-portal/contracts';
import { followFixtures, historyFixtures, ideaFixtures } from './fixtures/ideas';
import { organizationalUnitFixtures, tenantFixture } from './fixtures/tenants';
import { DEMO_USER_IDS, userFixtures } from './fixtures/users';

/** The mutable state behind the MSW handlers. Tests reset it with `resetMockDb()`. */
export interface MockDb {
  currentUserId: string;
  users: UserProfile[];
  tenants: Tenant[];
  units: OrganizationalUnit[];
  ideas: Idea[];
  history: HistoryEntry[];
  follows: Record<string, string[]>;
  healthy: boolean;
}

const clone = <T>(v: T): T => structuredClone(v);

function fresh(): MockDb {
  return {
    currentUserId: DEMO_USER_IDS.admin,
    users: clone(userFixtures),
    tenants: [clone(tenantFixture)],
    units: clone(organizationalUnitFixtures),
    ideas: clone(ideaFixtures),
    history: clone(historyFixtures),
    follows: clone(followFixtures),
    healthy: true,
  };
}

export const mockDb: MockDb = fresh();

export function resetMockDb(overrides: Partial<MockDb> = {}) {
  Object.assign(mockDb, fresh(), overrides);
}

/** Signs the mocked session in as another user (profile id, e.g. 'u-viewer'). */
export function setMockCurrentUser(id: string) {
  if (!mockDb.users.some((u) => u.id === id)) throw new Error(`Unknown mock user ${id}`);
  mockDb.currentUserId = id;
}

export function mockCurrentUser(): UserProfile {
  return mockDb.users.find((u) => u.id === mockDb.currentUserId)!;
}
