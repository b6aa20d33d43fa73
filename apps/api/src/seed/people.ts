import type { AppRole } from '@idea-portal/contracts';

export const DEMO_TENANT_ID = 'tenant-demo-corp';
export const OTHER_TENANT_ID = 'tenant-other-gmbh';

export interface DemoUser {
  email: string;
  /** Identity subject (the identity provider seeds passwords for these). */
  userId: string;
  role: AppRole;
  givenName: string;
  familyName: string;
}

/** The four sign-in demo accounts (password seeded by apps/identity). */
export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'admin@example.com', userId: 'usr-admin', role: 'ADMIN', givenName: 'Ada', familyName: 'Admin' },
  { email: 'evaluator@example.com', userId: 'usr-evaluator', role: 'EVALUATORS', givenName: 'Eva', familyName: 'Evaluator' },
  { email: 'creator@example.com', userId: 'usr-creator', role: 'CREATORS', givenName: 'Chris', familyName: 'Creator' },
  { email: 'viewer@example.com', userId: 'usr-viewer', role: 'VIEWERS', givenName: 'Vera', familyName: 'Viewer' },
];

export const UNITS = [
  { id: 'ou-production', name: 'Produktion München', lineManager: 'Jürgen Müller', location: 'München, Werk 1', industry: 'Manufacturing' },
  { id: 'ou-rnd', name: 'Research & Development', lineManager: 'Priya Sharma', location: 'Garching', industry: 'Research' },
  { id: 'ou-sales', name: 'Sales & Customer Service', lineManager: 'Michael Brown', location: 'Berlin', industry: 'Retail' },
] as const;
type UnitId = (typeof UNITS)[number]['id'];

export interface SeedUser extends DemoUser {
  key: string;
  id: string;
  unit: UnitId;
  position: string;
  phone: string | null;
  /** Tariff/salary group (users.tariff_group, readable only by works council and idea manager); never copied into group_name. */
  tariffGroup: string | null;
  aboutMe?: string;
  enabled?: boolean;
  /** Works council / idea manager (see users.functions). */
  functions?: ('worksCouncil' | 'ideaManager')[];
}

/** The i-th demo account (a missing one is a mistake in this file, so it fails loudly). */
function demoUser(i: number): DemoUser {
  const user = DEMO_USERS[i];
  if (!user) throw new Error(`No demo user #${i}`);
  return user;
}

const demo = (i: number, unit: UnitId, position: string, phone: string, extra: Partial<SeedUser> = {}): SeedUser => ({
  ...demoUser(i),
  key: demoUser(i).userId.slice(4),
  id: `u-${demoUser(i).userId.slice(4)}`,
  unit,
  position,
  phone,
  tariffGroup: 'E12',
  ...extra,
});

const employee = (
  key: string,
  givenName: string,
  familyName: string,
  role: AppRole,
  unit: UnitId,
  position: string,
  extra: Partial<SeedUser> = {},
): SeedUser => ({
  key,
  id: `u-${key}`,
  userId: `usr-${key}`,
  email: `${key.replace('-', '.')}@example.com`,
  givenName,
  familyName,
  role,
  unit,
  position,
  phone: `+49 89 4711-${(100 + key.length * 7).toString()}`,
  tariffGroup: 'E9',
  ...extra,
});

/** Everybody of Demo Corp; keys are used by the idea seed. */
export const SEED_USERS: readonly SeedUser[] = [
  demo(0, 'ou-rnd', 'Idea Manager', '+49 89 4711-100', { aboutMe: 'I run the idea management programme.', functions: ['ideaManager'] }),
  demo(1, 'ou-rnd', 'Innovation Assessor', '+49 89 4711-101'),
  demo(2, 'ou-production', 'Process Engineer', '+49 89 4711-102', { aboutMe: 'Lean production and 3D printing enthusiast.' }),
  demo(3, 'ou-sales', 'Account Manager', '+49 89 4711-103'),
  employee('juergen-mueller', 'Jürgen', 'Müller', 'CREATORS', 'ou-production', 'Head of Production', { tariffGroup: 'AT' }),
  employee('sabine-schroeder', 'Sabine', 'Schröder', 'EVALUATORS', 'ou-production', 'Quality Manager'),
  employee('thomas-weber', 'Thomas', 'Weber', 'CREATORS', 'ou-production', 'Shift Supervisor'),
  employee('anna-becker', 'Anna', 'Becker', 'CREATORS', 'ou-rnd', 'Materials Scientist'),
  employee('lukas-hoffmann', 'Lukas', 'Hoffmann', 'VIEWERS', 'ou-production', 'Maintenance Technician'),
  employee('fatma-yilmaz', 'Fatma', 'Yılmaz', 'CREATORS', 'ou-sales', 'Customer Service Lead'),
  employee('michael-brown', 'Michael', 'Brown', 'EVALUATORS', 'ou-sales', 'Head of Sales'),
  employee('sarah-oconnor', 'Sarah', "O'Connor", 'CREATORS', 'ou-sales', 'Marketing Specialist', { functions: ['worksCouncil'] }),
  employee('priya-sharma', 'Priya', 'Sharma', 'CREATORS', 'ou-rnd', 'Head of R&D', { tariffGroup: 'AT' }),
  employee('klaus-fischer', 'Klaus', 'Fischer', 'VIEWERS', 'ou-production', 'Logistics Coordinator'),
  employee('leonie-wagner', 'Leonie', 'Wagner', 'CREATORS', 'ou-rnd', 'Software Developer'),
  employee('daniel-kowalski', 'Daniel', 'Kowalski', 'VIEWERS', 'ou-sales', 'Field Service Engineer'),
  employee('oezlem-kaya', 'Özlem', 'Kaya', 'CREATORS', 'ou-rnd', 'Sustainability Officer'),
  employee('horst-krueger', 'Horst', 'Krüger', 'CREATORS', 'ou-production', 'Former Foreman', { enabled: false }),
];

export const CATEGORIES = [
  { id: 'cat-process', name: 'Process Improvement', nameDe: 'Prozessverbesserung' },
  { id: 'cat-product', name: 'Product Innovation', nameDe: 'Produktinnovation' },
  { id: 'cat-sustainability', name: 'Sustainability', nameDe: 'Nachhaltigkeit' },
  { id: 'cat-safety', name: 'Workplace & Safety', nameDe: 'Arbeitsplatz & Sicherheit' },
  { id: 'cat-digital', name: 'Digitalization', nameDe: 'Digitalisierung' },
  { id: 'cat-customer', name: 'Customer Experience', nameDe: 'Kundenerlebnis' },
  { id: 'cat-cost', name: 'Cost Reduction', nameDe: 'Kostensenkung' },
] as const;
export type CategoryId = (typeof CATEGORIES)[number]['id'];
