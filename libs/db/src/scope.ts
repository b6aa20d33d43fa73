import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database, SqlRunner } from './open';

/** A transaction held open across a piece of work until its owner commits or rolls it back. */
export interface HeldTransaction {
  /** drizzle inside the transaction (its `transaction()` opens a savepoint). */
  readonly db: Database;
  /** Raw SQL inside the transaction. */
  readonly sql: SqlRunner;
  /** Until commit or rollback is decided. */
  readonly open: boolean;
  /** COMMIT; throws when it fails (then nothing was written). */
  commit(): Promise<void>;
  /** ROLLBACK (never throws; a second decision is ignored). */
  rollback(): Promise<void>;
}

export interface BeginOptions {
  /** `SET LOCAL statement_timeout`: no statement of the transaction runs longer. */
  statementTimeoutMs?: number;
}

/**
 * What the statements of a handle do while code runs in `handle.within(scope, fn)` (an API
 * request's work): they join `held` while it is open (the handle's and its drizzle instance's
 * `transaction()` become savepoints), so nothing becomes durable before its owner commits. Without
 * a held transaction they run as usual, but ask `beforeWrite` first wherever something may become
 * durable: before each transaction's COMMIT, before a drizzle insert/update/delete/execute and
 * before a raw statement other than SELECT outside a transaction. `beforeWrite` throwing refuses it
 * (a transaction then rolls back).
 */
export interface DatabaseScope {
  held?: HeldTransaction;
  beforeWrite?(): void;
}

const ROLLBACK = Symbol('rollback');
/** drizzle calls that may write outside a transaction. */
const WRITES = new Set<PropertyKey>(['insert', 'update', 'delete', 'execute', 'refreshMaterializedView']);
const READ_ONLY = /^\s*select\b/i;

export const sqlRunner = (c: pg.Pool | pg.PoolClient): SqlRunner => ({
  async query<T>(text: string, params: unknown[] = []) {
    return (await c.query(text, params)).rows as T[];
  },
  async exec(text: string) {
    await c.query(text);
  },
});

/** BEGIN on a connection of the pool, held until commit() or rollback(). */
export async function holdTransaction(pool: pg.Pool, options: BeginOptions = {}): Promise<HeldTransaction> {
  const conn = await pool.connect();
  let decide!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => (decide = resolve));
  let entered!: (tx: Database) => void;
  const inside = new Promise<Database>((resolve) => (entered = resolve));
  const timeout = options.statementTimeoutMs && Math.max(1, Math.floor(options.statementTimeoutMs));
  const outcome = (drizzlePg({ client: conn }) as unknown as Database)
    .transaction(async (tx) => {
      if (timeout) await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${timeout}`));
      entered(tx as unknown as Database);
      if (!(await decided)) throw ROLLBACK;
    })
    .then(
      () => undefined,
      (err: unknown) => {
        if (err !== ROLLBACK) throw err;
      },
    )
    .finally(() => conn.release());
  outcome.catch(() => {});
  // BEGIN failing settles `outcome` first.
  const db = await Promise.race([inside, outcome.then(() => Promise.reject(new Error('transaction ended before it began')))]);
  let state: 'open' | 'deciding' | 'closed' = 'open';
  return {
    db,
    sql: sqlRunner(conn),
    get open() {
      return state === 'open';
    },
    async commit() {
      if (state !== 'open') throw new Error('this transaction is already decided');
      state = 'deciding';
      decide(true);
      try {
        await outcome;
      } finally {
        state = 'closed';
      }
    },
    async rollback() {
      if (state !== 'open') return;
      state = 'deciding';
      decide(false);
      await outcome.catch(() => {});
      state = 'closed';
    },
  };
}

/** Per handle: the scope the current async work runs in. */
export class Scopes {
  private readonly storage = new AsyncLocalStorage<DatabaseScope>();

  run<T>(scope: DatabaseScope, fn: () => T): T {
    return this.storage.run(scope, fn);
  }

  current(): DatabaseScope | undefined {
    return this.storage.getStore();
  }

  /** The open transaction the current work joins. */
  held(): HeldTransaction | undefined {
    const held = this.storage.getStore()?.held;
    return held?.open ? held : undefined;
  }

  /** A raw statement outside a transaction is about to run. */
  beforeStatement(text: string): void {
    if (!READ_ONLY.test(text)) this.current()?.beforeWrite?.();
  }

  /** A drizzle instance whose calls follow the current scope. */
  database(base: Database): Database {
    return new Proxy(base, {
      get: (target, prop) => {
        const scope = this.current();
        const held = this.held();
        if (held) return bound(held.db, prop);
        if (scope?.beforeWrite) {
          const guard = scope.beforeWrite.bind(scope);
          if (prop === 'transaction') {
            return (fn: (tx: unknown) => Promise<unknown>, config?: unknown) =>
              (target.transaction as (fn: (tx: unknown) => Promise<unknown>, config?: unknown) => Promise<unknown>)(async (tx) => {
                const result = await fn(tx);
                guard();
                return result;
              }, config);
          }
          if (WRITES.has(prop)) guard();
        }
        return bound(target, prop);
      },
    });
  }
}

function bound(target: object, prop: PropertyKey): unknown {
  const value = Reflect.get(target, prop) as unknown;
  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
}
