import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  type Compilable,
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  type LogEvent,
  PostgresDialect,
  type QueryResult,
  SelectQueryNode,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  sql,
} from 'kysely';
import pg from 'pg';
import { nameStatement, namedStatementPool } from './named-statements.ts';
import type { DatabaseSchema } from './schema.ts';
import { type CheckpointerOptions, checkpointInBackground } from './sqlite-checkpointer.ts';

export type Db = Kysely<DatabaseSchema>;
export type DialectName = 'sqlite' | 'postgres';

export interface Database {
  readonly db: Db;
  readonly dialect: DialectName;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; null selects SQLite in dataDir. */
  readonly databaseUrl: string | null;
  readonly dataDir: string;
  /** SQLite file name inside dataDir. */
  readonly sqliteFileName?: string;
  /** Told when PostgreSQL drops an idle pooled connection (the pool replaces it on next use). */
  readonly onIdleClientError?: (error: Error) => void;
  /** Told the text of every statement run (tests that count the hot path's statements). */
  readonly onStatement?: (sql: string) => void;
  /**
   * SQLite: checkpoint the WAL in a worker thread instead of inside the server's commits
   * (sqlite-checkpointer.ts). The server's database has it; tests and short tools need not.
   */
  readonly checkpointInBackground?: CheckpointerOptions | boolean;
}

/** Kysely's log option for `onStatement`, or none. */
function statementLog(onStatement: DatabaseOptions['onStatement']) {
  if (onStatement === undefined) return {};
  return {
    log: (event: LogEvent) => {
      if (event.level === 'query') onStatement(event.query.sql);
    },
  };
}

export const SQLITE_FILE_NAME = 'openlobby.sqlite';
/** How long a SQLite writer waits for another connection's lock before failing. */
const SQLITE_BUSY_TIMEOUT_MS = 5_000;
const POSTGRES_POOL_SIZE = 10;

export function openDatabase(options: DatabaseOptions): Database {
  return options.databaseUrl === null
    ? openSqlite(options)
    : openPostgres(options.databaseUrl, options.onIdleClientError ?? (() => undefined), options.onStatement);
}

function openSqlite(options: DatabaseOptions): Database {
  mkdirSync(options.dataDir, { recursive: true });
  const fileName = path.join(options.dataDir, options.sqliteFileName ?? SQLITE_FILE_NAME);
  const file = new SqliteDatabase(fileName);
  // WAL lets readers run while a writer commits; NORMAL sync is durable across process crashes in WAL mode.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  const db = new Kysely<DatabaseSchema>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(file) }),
    ...statementLog(options.onStatement),
  });
  directSqlite.set(db.getExecutor().adapter, { file, onStatement: options.onStatement });
  const background = options.checkpointInBackground ?? false;
  const stopCheckpoints =
    background === false
      ? undefined
      : checkpointInBackground(file, fileName, background === true ? {} : background);
  return wrap(db, 'sqlite', stopCheckpoints);
}

/**
 * SQLite transactions take the write lock as they begin (BEGIN IMMEDIATE). A deferred one that
 * reads and then writes fails at once with SQLITE_BUSY_SNAPSHOT when another process committed in
 * between (the operator command line beside a running server, whose scheduled work writes every
 * few seconds): no busy timeout can save it. Taken first, the lock makes the other wait its turn.
 * Inside the server nothing changes: its transactions already run one at a time on one connection.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly sqliteConfig: SqliteDialectConfig) {
    super(sqliteConfig);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.sqliteConfig);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** A SQLite database's one connection, for `prepared` queries run inside its transactions. */
interface DirectSqlite {
  readonly file: SqliteDatabase.Database;
  readonly onStatement: ((sql: string) => void) | undefined;
}

/** Keyed by the database's adapter, which its transactions share. */
const directSqlite = new WeakMap<object, DirectSqlite>();

/**
 * Runs a compiled query on SQLite's connection at once, as Kysely's SQLite driver does, without
 * the executor's connection hand-off and promise chain around it (a seamless pair runs about 30
 * statements). Inside a transaction: it then holds the one connection, so the statement is part of
 * it. Outside one only a read, and only while no transaction is open on the connection (`prepared`):
 * otherwise it would run inside that transaction and see its uncommitted rows as its own.
 */
function runOnSqlite<R>(
  direct: DirectSqlite,
  sql: string,
  parameters: readonly unknown[],
): Promise<QueryResult<R>> {
  try {
    direct.onStatement?.(sql);
    const statement = direct.file.prepare(sql);
    if (statement.reader) return Promise.resolve({ rows: statement.all(parameters) as R[] });
    const { changes, lastInsertRowid } = statement.run(parameters);
    return Promise.resolve({ rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) });
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/** Compiled statements kept per SQL text; beyond this many distinct texts, new ones are not kept. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely's SQLite driver prepares (compiles) every statement it runs, about half of the SQL time of
 * a seamless bet+win pair (scripts/bench). The same texts recur (parameters are bound), so each is
 * compiled once. A statement still being iterated (a streamed query) is never handed out twice.
 */
function withStatementCache(file: SqliteDatabase.Database): SqliteDatabase.Database {
  const cache = new Map<string, SqliteDatabase.Statement>();
  const prepare = file.prepare.bind(file);
  const cached = ((source: string) => {
    const hit = cache.get(source);
    if (hit !== undefined && !hit.busy) return hit;
    const statement = prepare(source);
    if (hit === undefined && cache.size < STATEMENT_CACHE_SIZE) cache.set(source, statement);
    return statement;
  }) as SqliteDatabase.Database['prepare'];
  file.prepare = cached;
  return file;
}

function openPostgres(
  databaseUrl: string,
  onIdleClientError: (error: Error) => void,
  onStatement: DatabaseOptions['onStatement'],
): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POSTGRES_POOL_SIZE });
  // An idle client can lose its connection (server restart, admin termination). pg reports it on the
  // pool and drops the client; without a listener Node would treat it as an uncaught error and exit.
  pool.on('error', onIdleClientError);
  const db = new Kysely<DatabaseSchema>({
    dialect: new PostgresDialect({ pool: namedStatementPool(pool) }),
    ...statementLog(onStatement),
  });
  return wrap(db, 'postgres');
}

function wrap(db: Db, dialect: DialectName, beforeClose?: () => Promise<void>): Database {
  let closed = false;
  return {
    db,
    dialect,
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await beforeClose?.();
      await db.destroy();
    },
  };
}

/**
 * A fixed statement without values (a savepoint's): on SQLite inside a transaction it runs on the
 * connection at once, as `prepared` queries do; elsewhere through Kysely like any query.
 */
export function fixedStatement(text: string): (conn: Db) => Promise<QueryResult<unknown>> {
  const query = CompiledQuery.raw(text);
  return (conn) => {
    const direct = conn.isTransaction ? directSqlite.get(conn.getExecutor().adapter) : undefined;
    if (direct !== undefined) return runOnSqlite(direct, text, []);
    return conn.executeQuery(query);
  };
}

/**
 * A statement whose text the caller builds (its shape varies with its rows: a batch's multi-row
 * upserts), with its values bound, never concatenated. Inside a SQLite transaction it runs on the
 * connection at once, as `prepared` queries do (the connection caches its compiled text); elsewhere
 * through Kysely like any query.
 */
export function runStatement(
  conn: Db,
  text: string,
  parameters: readonly unknown[],
): Promise<QueryResult<unknown>> {
  const direct = conn.isTransaction ? directSqlite.get(conn.getExecutor().adapter) : undefined;
  if (direct !== undefined) return runOnSqlite(direct, text, parameters);
  return conn.executeQuery(CompiledQuery.raw(text, [...parameters]));
}

/** Where a prepared query's named value goes: built into the query once, swapped for the value per run. */
class Slot {
  constructor(readonly name: string) {}
}

/** A query compiled once per dialect, with where each of its parameters comes from. */
interface Compiled<R> {
  readonly query: CompiledQuery<R>;
  /** Per parameter: a named value of the run (a Slot) or a constant the build wrote in. */
  readonly sources: readonly ({ readonly slot: string } | { readonly constant: unknown })[];
  /** A SELECT: outside a transaction it may run at once while no transaction holds the connection. */
  readonly read: boolean;
}

/**
 * A hot query built and compiled once per dialect, then run with fresh values: building a query
 * object and compiling its SQL on every call was a sixth of the seamless wallet's CPU (scripts/bench).
 * `build` writes the query as usual, with `params.x` wherever the value `x` goes (placeholders,
 * never concatenated into the SQL); every run binds its own `values` in their places. The same
 * builder serves SQLite and PostgreSQL, each compiled by its own dialect on first use. The query's
 * shape must not depend on the values (no optional columns, no lists of varying length). Every run
 * hands the driver the first run's compiled query with its own values, which is sound because
 * openDatabase installs no Kysely plugins (they would transform each query node). Inside a SQLite
 * transaction it runs on the connection at once (`runOnSqlite`); so does a SELECT outside one while
 * no transaction is open on the connection (it runs to its end before anything else can: it reads
 * only committed rows, and it skips the executor's connection hand-off, which a seamless call's first
 * read waited in behind a whole batch). On PostgreSQL it is a named prepared statement
 * (`named-statements.ts`).
 */
export function prepared<P extends object, R>(
  build: (conn: Db, params: P) => Compilable<R>,
): (conn: Db, values: P) => Promise<QueryResult<R>> {
  // Keyed by the dialect's adapter, which a database and its transactions share.
  const byDialect = new WeakMap<object, Compiled<R>>();
  const params = new Proxy(
    {},
    { get: (_, name) => (typeof name === 'string' ? new Slot(name) : undefined) },
  ) as P;
  const compile = (conn: Db): Compiled<R> => {
    const query = build(conn, params).compile();
    nameStatement(query.sql);
    const sources = query.parameters.map((value) =>
      value instanceof Slot ? { slot: value.name } : { constant: value },
    );
    return { query, sources, read: SelectQueryNode.is(query.query) };
  };
  return (conn, values) => {
    const adapter = conn.getExecutor().adapter;
    let compiled = byDialect.get(adapter);
    if (compiled === undefined) {
      compiled = compile(conn);
      byDialect.set(adapter, compiled);
    }
    const named = values as Readonly<Record<string, unknown>>;
    const parameters = compiled.sources.map((source) =>
      'slot' in source ? named[source.slot] : source.constant,
    );
    const direct = directSqlite.get(adapter);
    if (direct !== undefined && (conn.isTransaction || (compiled.read && !direct.file.inTransaction)))
      return runOnSqlite<R>(direct, compiled.query.sql, parameters);
    return conn.executeQuery({ ...compiled.query, parameters });
  };
}
