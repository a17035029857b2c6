/**
 * On PostgreSQL, the statements `prepared()` compiles once (the seamless wallet's and the
 * ledger's hot path) run as named prepared statements: each connection parses and plans one the
 * first time it runs it, then only binds values. Unnamed, PostgreSQL parsed and planned every one
 * of a bet's and a win's thirty-odd statements again; named, the seamless bench went from about 68
 * to about 95 bet+win pairs a second on the bench machine (scripts/bench/seamless-load.mjs).
 *
 * A statement whose result has `*` in it (`select member.*`, `returning *`) stays unnamed: when a
 * migration adds a column while another instance runs (a rolling upgrade), PostgreSQL refuses to
 * run a prepared statement whose result's columns changed ("cached plan must not change result
 * type"); a statement that names its columns is simply planned again.
 *
 * A connection pooler in front of PostgreSQL must keep prepared statements per server connection
 * (PgBouncer in session mode, or 1.21 and later with max_prepared_statements in transaction mode).
 */
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/** Statement text → its name on every connection (the same text always gets the same name). */
const NAMES = new Map<string, string>();

/** Asks for `text` to be run as a named prepared statement on PostgreSQL (see above for which). */
export function nameStatement(text: string): void {
  if (NAMES.has(text) || text.includes('*')) return;
  NAMES.set(text, `openlobby_${NAMES.size + 1}`);
}

/** The name `text` runs under, if it was named. */
export function statementName(text: string): string | undefined {
  return NAMES.get(text);
}

const COMMANDS: readonly PostgresQueryResult<unknown>['command'][] = [
  'UPDATE',
  'DELETE',
  'INSERT',
  'SELECT',
  'MERGE',
];

/** Kysely counts affected rows only for the commands it names; any other reads as a SELECT. */
function commandOf(command: string): PostgresQueryResult<unknown>['command'] {
  return COMMANDS.find((known) => known === command) ?? 'SELECT';
}

function namedStatementClient(client: pg.PoolClient): PostgresPoolClient {
  function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query<R>(
    statement: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // Kysely streams through a cursor only when the dialect is given pg-cursor, which ours is not.
    if (typeof statement !== 'string') throw new Error('streaming queries are not configured');
    const name = NAMES.get(statement);
    const values = [...parameters];
    return client
      .query(name === undefined ? { text: statement, values } : { name, text: statement, values })
      .then((result) => ({
        command: commandOf(result.command),
        rowCount: result.rowCount ?? 0,
        // Rows as PostgreSQL sent them, typed by the query that asked (as Kysely's own driver).
        rows: result.rows as R[],
      }));
  }
  return { query, release: () => client.release() };
}

/** Kysely's pool over pg's, running named statements by name. */
export function namedStatementPool(pool: pg.Pool): PostgresPool {
  // One wrapper per pooled connection: Kysely keeps its connection state by the client it is given.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (wrapper === undefined) {
        wrapper = namedStatementClient(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
