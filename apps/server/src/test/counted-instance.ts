/**
 * For tests that pin how many SQL statements a path runs: the file's app (which made the database)
 * and a second instance on the same database whose every statement, transaction control included,
 * is recorded in order.
 */
import { afterAll, beforeAll } from 'vitest';
import { ACCOUNTS_ENV } from './accounts-helpers.ts';
import { type TestContext, createTestApp, createTestInstance } from './test-app.ts';

export interface CountedInstance {
  /** The app that made the database (its statements are not recorded). */
  readonly base: TestContext;
  /** The instance whose statements are recorded. */
  readonly t: TestContext;
  /** Every statement `t` ran, oldest first; empty it to count from now on. */
  readonly statements: string[];
}

/** Call at the top of a test file: it registers the hooks that build and close both instances. */
export function countedInstance(): CountedInstance {
  const statements: string[] = [];
  let built: { base: TestContext; t: TestContext } | undefined;
  beforeAll(async () => {
    const base = await createTestApp({ env: ACCOUNTS_ENV });
    built = { base, t: await createTestInstance(base, {}, (text) => statements.push(text)) };
  });
  afterAll(async () => {
    await built?.t.close();
    await built?.base.close();
  });
  const apps = () => {
    if (built === undefined) throw new Error('the apps are built in beforeAll, before the first test');
    return built;
  };
  return {
    get base() {
      return apps().base;
    },
    get t() {
      return apps().t;
    },
    statements,
  };
}
