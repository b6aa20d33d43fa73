import { IdeaWorkflow, NotificationListResponse, type AppRole, type IdeaStatus, type NotificationItem, type Visibility } from '@idea-portal/contracts';
import { maySeeIdea, NOTIFICATION_SOURCES, notificationVisibleTo, panelModes } from '@idea-portal/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../src/auth/caller';
import { ideas } from '../src/db/schema';
import { queryRows } from '../src/lib/sql';
import { EVENT_KIND, eventVisibleTo, ideaVisibleTo } from '../src/modules/notifications/event-access';
import { workflowStateOf } from '../src/modules/workflow/repository';
import { apiOn, targets, type TestApi } from './support/api';
import { createIdea, json, submittedIdea, USERS, VALID_IDEA } from './support/ideas';

/**
 * GET /notifications carries only what its recipient may see now: the idea (maySeeIdea) and the
 * panel that shows the event's content (panelModes, the rule of GET /ideas/{id}/workflow), asked
 * when the notifications are read. A follower who lost sight of the idea may still unfollow it.
 */

const person = (key: string) => ({ sub: `usr-${key}`, id: `u-${key}` });
const { creator, viewer, evaluator, admin } = USERS;
const contributor = person('leonie-wagner'); // CREATORS
const assignee = person('lukas-hoffmann'); // VIEWERS globally, EVALUATORS on the idea once assigned
const expert = person('daniel-kowalski'); // VIEWERS
const answeredExpert = person('oezlem-kaya'); // CREATORS
const implementer = person('klaus-fischer'); // VIEWERS
const creatorFollower = person('thomas-weber'); // CREATORS, neither submitter nor contributor
const evaluatorFollower = person('sabine-schroeder'); // EVALUATORS
const lostAccess = person('anna-becker'); // CREATORS; the idea is narrowed to named people without her
const salesCreator = person('fatma-yilmaz'); // CREATORS in ou-sales

const QUESTION = 'Which invoices are out of scope?';
const ANSWER = 'Only foreign currency invoices, secret ones.';
const OPINION = 'Confidential: above 98 % on our samples.';
const TITLE = 'Heat recovery at the hardening shop (narrowed later)';

describe.each(targets)('notifications carry only what the recipient may see now, on $name', (target) => {
  let api: TestApi;
  let http: ReturnType<typeof json>;
  beforeAll(async () => {
    api = await apiOn(target);
    http = json(api);
  });
  afterAll(() => api?.close());

  const notificationsOf = async (sub: string, ideaId: string): Promise<NotificationItem[]> => {
    const res = await http.get(sub, '/notifications?limit=200');
    expect(res.status).toBe(200);
    return NotificationListResponse.parse(res.body).notifications.filter((n) => n.ideaId === ideaId);
  };
  /** What a recipient gets for the idea, oldest first, as `kind: newValue`. */
  const received = async (sub: string, ideaId: string) => (await notificationsOf(sub, ideaId)).reverse().map((n) => `${n.kind}: ${n.newValue ?? '-'}`);

  describe('every event kind x every kind of recipient, through the API', () => {
    let ideaId = '';
    let draftId = '';
    let version = 0;
    const step = async (sub: string, method: 'POST' | 'PATCH', path: string, body: Record<string, unknown>) => {
      const res = await api.as(sub, `/ideas/${ideaId}${path}`, { method, payload: { ...body, version } });
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
      version = res.body.version;
      return res.body;
    };

    beforeAll(async () => {
      // Two saved searches that will match the idea when it is submitted.
      for (const who of [viewer, lostAccess]) {
        const res = await http.post(who.sub, '/me/saved-searches', { name: 'Heat', query: { q: 'Wärmetauscher' }, subscribed: true, emailDigest: false });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
      }
      ideaId = (await createIdea(api, creator.sub, { ...VALID_IDEA, title: TITLE })).id;
      expect((await http.post(creator.sub, `/ideas/${ideaId}/contributors`, { userId: contributor.id })).status).toBe(200);
      expect((await http.post(creator.sub, `/ideas/${ideaId}/submit`)).status).toBe(200); // statusChange first_assessment (creator)
      for (const who of [viewer, creatorFollower, evaluatorFollower, lostAccess, expert, implementer]) {
        expect((await http.put(who.sub, `/ideas/${ideaId}/follow`)).status).toBe(200);
      }
      version = IdeaWorkflow.parse((await http.get(evaluator.sub, `/ideas/${ideaId}/workflow`)).body).version;
      await step(evaluator.sub, 'POST', '/assignment', { assigneeId: assignee.id }); // assignment (assessment), concerns the assignee
      const asked = IdeaWorkflow.parse(await step(assignee.sub, 'POST', '/inquiries', { question: QUESTION })); // inquiry, concerns the submitter
      await step(creator.sub, 'POST', `/inquiries/${asked.inquiries[0]!.id}/answer`, { answer: ANSWER }); // inquiryAnswer, concerns the asker
      // Narrowed to named people: the follower and subscriber Anna is no longer among them.
      await step(creator.sub, 'PATCH', '', { visibility: 'people', visibleTo: [viewer.id, creatorFollower.id] });
      await step(assignee.sub, 'POST', '/assignment', { assigneeId: assignee.id, statusAfterAssignment: 'review' }); // statusChange review
      const requested = IdeaWorkflow.parse(await step(assignee.sub, 'POST', '/expert-opinions', { expertIds: [expert.id], note: 'Please check' })); // expertRequest
      await step(expert.sub, 'POST', `/expert-opinions/${requested.expertOpinions[0]!.id}`, { comment: OPINION }); // expertOpinion, concerns the requester
      await step(assignee.sub, 'POST', '/review', {
        recommendation: 'approve',
        benefitCalculationType: 'calculable',
        benefitType: 'costs',
        benefitValue: 'high',
        firstYearNetSavings: 1000,
        implementationPriority: 'high',
        plannedImplementationDate: '2030-03-01',
        inChargeOfImplementation: implementer.id,
      }); // assignment (review: person in charge), statusChange implementation
      // A draft with only its creators' own entries: kind 'status'.
      draftId = (await createIdea(api, creator.sub, { ...VALID_IDEA, title: 'Only a draft' })).id;
      expect((await http.post(creator.sub, `/ideas/${draftId}/contributors`, { userId: contributor.id })).status).toBe(200);
    });

    const statusChanges = ['statusChange: first_assessment', 'statusChange: review', 'statusChange: implementation'];

    it('the submitter and a contributor get every event of others, with its content', async () => {
      expect(await received(creator.sub, ideaId)).toEqual([
        'assignment: Lukas Hoffmann',
        `inquiry: ${QUESTION}`,
        'statusChange: review',
        'expertRequest: Daniel Kowalski',
        `expertOpinion: ${OPINION}`,
        'assignment: Klaus Fischer',
        'statusChange: implementation',
      ]);
      expect(await received(contributor.sub, ideaId)).toEqual([
        'statusChange: first_assessment',
        'assignment: Lukas Hoffmann',
        `inquiry: ${QUESTION}`,
        `inquiryAnswer: ${ANSWER}`,
        'statusChange: review',
        'expertRequest: Daniel Kowalski',
        `expertOpinion: ${OPINION}`,
        'assignment: Klaus Fischer',
        'statusChange: implementation',
      ]);
    });

    it('a follower who is a viewer of the idea gets its status changes only: no question, answer, assignee or expert', async () => {
      for (const who of [viewer, creatorFollower]) {
        const mine = await notificationsOf(who.sub, ideaId);
        expect(await received(who.sub, ideaId), who.sub).toEqual(who === viewer ? [...statusChanges.slice(0, 1), 'savedSearchMatch: Heat', ...statusChanges.slice(1)] : statusChanges);
        const text = JSON.stringify(mine);
        for (const hidden of [QUESTION, ANSWER, OPINION, 'Daniel Kowalski', 'Klaus Fischer']) expect(text, who.sub).not.toContain(hidden);
        // The same as the panels show them.
        const wf = IdeaWorkflow.parse((await http.get(who.sub, `/ideas/${ideaId}/workflow`)).body);
        expect(wf.panels).toMatchObject({ inquiry: 'none', assessment: 'none', review: 'none' });
        expect((await http.get(who.sub, `/ideas/${ideaId}/history`)).status).toBe(403);
      }
    });

    it('a follower who evaluates gets everything', async () => {
      expect(await received(evaluatorFollower.sub, ideaId)).toEqual(await received(contributor.sub, ideaId));
    });

    it('the assignee gets what concerns them (assignment, answer, opinion), with its content', async () => {
      expect(await received(assignee.sub, ideaId)).toEqual(['assignment: Lukas Hoffmann', `inquiryAnswer: ${ANSWER}`, `expertOpinion: ${OPINION}`]);
    });

    it('the expert and the person in charge (following the idea) get its status and the review, not the questions nor the assessment', async () => {
      expect(await received(expert.sub, ideaId)).toEqual([...statusChanges.slice(0, 2), 'expertRequest: Daniel Kowalski', 'assignment: Klaus Fischer', 'statusChange: implementation']);
      expect(await received(implementer.sub, ideaId)).toEqual([
        ...statusChanges.slice(0, 2),
        'expertRequest: Daniel Kowalski',
        `expertOpinion: ${OPINION}`,
        'assignment: Klaus Fischer',
        'statusChange: implementation',
      ]);
      for (const who of [expert, implementer]) {
        const text = JSON.stringify(await notificationsOf(who.sub, ideaId));
        for (const hidden of [QUESTION, ANSWER, 'Lukas Hoffmann']) expect(text.includes(`"newValue":"${hidden}"`), `${who.sub} ${hidden}`).toBe(false);
      }
    });

    it('someone who lost sight of the idea gets nothing of it any more (not even what came before), and may still unfollow', async () => {
      expect((await http.get(lostAccess.sub, `/ideas/${ideaId}`)).status).toBe(404);
      expect(await notificationsOf(lostAccess.sub, ideaId)).toEqual([]);
      const all = NotificationListResponse.parse((await http.get(lostAccess.sub, '/notifications?limit=200')).body).notifications;
      expect(JSON.stringify(all)).not.toContain(TITLE);

      expect(await api.handle.query('SELECT 1 FROM idea_followers WHERE idea_id = $1 AND user_id = $2', [ideaId, lostAccess.id])).toHaveLength(1);
      const res = await http.del(lostAccess.sub, `/ideas/${ideaId}/follow`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ following: false });
      expect(await api.handle.query('SELECT 1 FROM idea_followers WHERE idea_id = $1 AND user_id = $2', [ideaId, lostAccess.id])).toEqual([]);
      // Once no longer following, the idea is as unknown to her as to anyone else who cannot see it.
      expect((await http.del(lostAccess.sub, `/ideas/${ideaId}/follow`)).status).toBe(404);
      expect((await http.put(lostAccess.sub, `/ideas/${ideaId}/follow`)).status).toBe(404);
      expect((await http.del(salesCreator.sub, `/ideas/${ideaId}/follow`)).status).toBe(404);
      expect((await http.del(salesCreator.sub, '/ideas/idea-nope/follow')).status).toBe(404);
    });

    it('a draft with only its creators’ entries shows once with its status, for the submitter and the contributor alone', async () => {
      for (const who of [creator, contributor]) expect(await received(who.sub, draftId), who.sub).toEqual(['status: -']);
      expect((await http.put(viewer.sub, `/ideas/${draftId}/follow`)).status).toBe(404);
      expect(await received(admin.sub, draftId)).toEqual([]);
    });

    it('covers every kind', async () => {
      const kinds = new Set<string>();
      for (const who of [creator, contributor, viewer, creatorFollower, evaluatorFollower, assignee, expert, implementer]) {
        for (const n of await notificationsOf(who.sub, ideaId)) kinds.add(n.kind);
        for (const n of await notificationsOf(who.sub, draftId)) kinds.add(n.kind);
      }
      expect([...kinds].sort()).toEqual(['assignment', 'expertOpinion', 'expertRequest', 'inquiry', 'inquiryAnswer', 'savedSearchMatch', 'status', 'statusChange']);
    });
  });

  describe('the SQL rule is the domain rule (maySeeIdea, panelModes, notificationVisibleTo) for every event source and person', () => {
    const PEOPLE = [admin, evaluator, creator, contributor, assignee, expert, answeredExpert, implementer, viewer, creatorFollower, evaluatorFollower, lostAccess, salesCreator];

    /** An idea of the creator in the given state; the relations are written straight into the tables. */
    async function ideaIn(state: {
      status: IdeaStatus;
      visibility?: Visibility;
      unit?: string;
      visibleTo?: string[];
      contributors?: string[];
      assigneeId?: string;
      experts?: Array<{ id: string; answered: boolean }>;
      implementerId?: string;
    }): Promise<string> {
      const { id } = state.status === 'draft' ? await createIdea(api, creator.sub) : await submittedIdea(api, creator.sub);
      const q = (text: string, params: unknown[]) => api.handle.query(text, params);
      await q('UPDATE ideas SET status = $2, visibility = $3, organizational_unit_id = $4, assessment_assignee_id = $5 WHERE id = $1', [
        id,
        state.status,
        state.visibility ?? 'organization',
        state.unit ?? null,
        state.assigneeId ?? null,
      ]);
      for (const u of state.visibleTo ?? []) await q('INSERT INTO idea_visibility_people (idea_id, user_id) VALUES ($1, $2)', [id, u]);
      for (const u of state.contributors ?? []) await q('INSERT INTO idea_contributors (idea_id, user_id) VALUES ($1, $2)', [id, u]);
      for (const [n, e] of (state.experts ?? []).entries()) {
        const answeredAt = e.answered ? 'now()' : 'NULL';
        await q(`INSERT INTO idea_expert_opinions (id, idea_id, tenant_id, expert_id, answered_at) SELECT $1, id, tenant_id, $3, ${answeredAt} FROM ideas WHERE id = $2`, [`eo-${id}-${n}`, id, e.id]);
      }
      if (state.implementerId) await q('INSERT INTO idea_implementations (idea_id, tenant_id, in_charge_id) SELECT id, tenant_id, $2 FROM ideas WHERE id = $1', [id, state.implementerId]);
      return id;
    }

    it('matches the domain on ideas in many states', async () => {
      const everyone = { contributors: [contributor.id], assigneeId: assignee.id, experts: [{ id: expert.id, answered: false }, { id: answeredExpert.id, answered: true }], implementerId: implementer.id };
      const ideaIds = [
        await ideaIn({ status: 'review', ...everyone }),
        await ideaIn({ status: 'implementation', visibility: 'people', visibleTo: [creatorFollower.id], ...everyone }),
        await ideaIn({ status: 'first_assessment', visibility: 'unit', unit: 'ou-sales', assigneeId: evaluatorFollower.id }),
        await ideaIn({ status: 'draft', contributors: [contributor.id] }),
        await ideaIn({ status: 'review', visibility: 'people', visibleTo: [viewer.id], assigneeId: admin.id, contributors: [evaluator.id], experts: [{ id: creatorFollower.id, answered: true }] }),
        await ideaIn({ status: 'completed', assigneeId: salesCreator.id, implementerId: lostAccess.id }),
      ];
      const callers = await queryRows<Caller>(
        api.handle.db,
        sql`SELECT id, user_id AS "userId", tenant_id AS "tenantId", role, organizational_unit_id AS "organizationalUnitId", email, given_name AS "givenName", family_name AS "familyName"
              FROM users WHERE id IN ${PEOPLE.map((p) => p.id)}`,
      );
      expect(callers).toHaveLength(PEOPLE.length);

      const sources = sql.join(
        [
          ...NOTIFICATION_SOURCES.map((s) => sql`(${s.entityType}::text, ${s.fieldName}::text, NULL::text, NULL::text)`),
          sql`('idea'::text, 'title'::text, NULL::text, NULL::text)`,
          sql`('review'::text, 'comment'::text, NULL::text, NULL::text)`,
        ],
        sql`, `,
      );
      let checked = 0;
      const outcomes = new Map<string, Set<boolean>>();
      for (const ideaId of ideaIds) {
        const [row] = await api.handle.db.select().from(ideas).where(eq(ideas.id, ideaId));
        if (!row) throw new Error(`no idea ${ideaId}`);
        const state = await workflowStateOf(api.handle.db, row);
        const visibleToIds = (await api.handle.query<{ user_id: string }>('SELECT user_id FROM idea_visibility_people WHERE idea_id = $1', [ideaId])).map((r) => r.user_id);
        for (const caller of callers) {
          const user = { id: caller.id, role: caller.role as AppRole, organizationalUnitId: caller.organizationalUnitId };
          const seesIdea = maySeeIdea(user, {
            status: row.status as IdeaStatus,
            submitterId: row.submitterId,
            contributors: state.contributors,
            ideaAssessment: { assigneeId: row.assessmentAssigneeId },
            visibility: row.visibility,
            organizationalUnitId: row.organizationalUnitId,
            visibleTo: visibleToIds,
            otherParticipantIds: [...(state.expertIds ?? []), ...(state.implementerId ? [state.implementerId] : [])],
          });
          const panels = panelModes(user, state);
          const rows = await queryRows<{ entity_type: string; field_name: string; kind: string | null; open: boolean }>(
            api.handle.db,
            sql`SELECT h.entity_type, h.field_name, ${EVENT_KIND} AS kind, ${eventVisibleTo(caller)} AS open
                  FROM (VALUES ${sources}) AS h(entity_type, field_name, old_value, new_value) JOIN ideas i ON i.id = ${ideaId}`,
          );
          expect(rows).toHaveLength(NOTIFICATION_SOURCES.length + 2);
          for (const r of rows) {
            const source = NOTIFICATION_SOURCES.find((s) => s.entityType === r.entity_type && s.fieldName === r.field_name);
            const what = `${ideaId} (${row.status}) ${caller.id} ${r.entity_type}/${r.field_name}`;
            expect(r.kind, what).toBe(source?.kind ?? null);
            const expected = source ? notificationVisibleTo({ kind: source.kind, entityType: source.entityType }, { seesIdea, panels }) : false;
            expect(r.open, what).toBe(expected);
            const key = `${r.entity_type}/${r.field_name}`;
            outcomes.set(key, (outcomes.get(key) ?? new Set()).add(r.open));
            checked++;
          }
          // Saved-search matches and the plain status of one's own idea need the idea only.
          const [seen] = await queryRows<{ sees: boolean }>(api.handle.db, sql`SELECT ${ideaVisibleTo(caller)} AS sees FROM ideas i WHERE i.id = ${ideaId}`);
          for (const kind of ['savedSearchMatch', 'status'] as const) {
            expect(seen?.sees, `${ideaId} ${caller.id} ${kind}`).toBe(notificationVisibleTo({ kind }, { seesIdea, panels }));
          }
        }
      }
      expect(checked).toBe(ideaIds.length * PEOPLE.length * (NOTIFICATION_SOURCES.length + 2));
      // Each event source was both shown and withheld somewhere: the matrix can fail either way.
      for (const s of NOTIFICATION_SOURCES) expect([...(outcomes.get(`${s.entityType}/${s.fieldName}`) ?? [])].sort(), `${s.entityType}/${s.fieldName}`).toEqual([false, true]);
    });
  });
});
