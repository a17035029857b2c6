/** Helpers for the messaging and chat tests: an operator session and operator calls. */
import { ACCOUNTS_ENV, call, valueOf } from './accounts-helpers.ts';
import type { TestContext } from './test-app.ts';
import { createOperatorAuth } from '../modules/operator/auth.ts';
import { createOperatorRepository } from '../modules/operator/repository.ts';

export const MESSAGING_ENV = ACCOUNTS_ENV;
const OPERATOR_PASSWORD = 'operator-password-for-messaging';

/** Creates the operator (idempotent; of `merchantCode`, else the test merchant) and answers a fresh session token. */
export async function operatorToken(
  t: TestContext,
  username = 'ops_messaging',
  merchantCode?: string,
): Promise<string> {
  await createOperatorAuth(createOperatorRepository(t.database.db), 60, () => new Date()).create(
    username,
    OPERATOR_PASSWORD,
    { merchantCode },
  );
  return valueOf<{ token: string }>(
    await call(t, 'POST', '/ops/session', { username, password: OPERATOR_PASSWORD }),
  ).token;
}

export interface AnnouncementInput {
  readonly type: string;
  readonly title: string;
  readonly content?: string;
  readonly groupName?: string;
  readonly execution?: string | null;
  readonly promotionType?: string | null;
  readonly link?: string;
  /** ISO times of the announcement's window; absent: from now, for good. */
  readonly startsAt?: string;
  readonly endsAt?: string;
}

export async function postAnnouncement(
  t: TestContext,
  ops: string,
  input: AnnouncementInput,
): Promise<number> {
  return valueOf<{ id: number }>(
    await call(
      t,
      'POST',
      '/ops/announcements',
      {
        type: input.type,
        groupName: input.groupName ?? '',
        execution: input.execution ?? null,
        promotionType: input.promotionType ?? null,
        link: input.link ?? '',
        ...(input.startsAt === undefined ? {} : { startsAt: input.startsAt }),
        endsAt: input.endsAt ?? null,
        texts: {
          EN: { title: input.title, content: input.content ?? `<p>${input.title}</p>` },
          UR: { title: `${input.title} (اردو)`, content: '<p>اردو متن</p>' },
        },
      },
      { token: ops },
    ),
  ).id;
}

export async function sendInbox(
  t: TestContext,
  ops: string,
  audience: object,
  title: string,
): Promise<number> {
  return valueOf<{ messageId: number }>(
    await call(
      t,
      'POST',
      '/ops/inbox',
      { audience, texts: { EN: { title, content: `<p>${title}</p><script>alert(1)</script>` } } },
      { token: ops },
    ),
  ).messageId;
}
