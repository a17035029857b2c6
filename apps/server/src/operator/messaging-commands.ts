/** The messaging operator command (cli.ts): send an inbox message to one member, a member type or everyone. */
import { type InboxAudience, inboxAudience } from '@openlobby/contract';
import type { Db } from '../db/database.ts';
import { createMessagingOperatorActions } from '../modules/messaging/operator-actions.ts';
import { createMessagingRepository } from '../modules/messaging/repository.ts';
import { ApiError } from '../platform/api-error.ts';
import { UsageError } from './usage-error.ts';

export interface InboxSendCommand {
  readonly kind: 'inbox-send';
  readonly audience: InboxAudience;
  readonly title: string;
  /** HTML, sanitised before it is stored; the title as a paragraph when not given. */
  readonly content: string;
  readonly merchant: string | null;
}

/** `inbox send all|member:<id>|type:<n> <title> [content…]` after the `inbox send` words. */
export function parseInboxSend(args: readonly string[], merchant: string | null): InboxSendCommand {
  const [target, title, ...content] = args;
  if (target === undefined || title === undefined || title.trim() === '')
    throw new UsageError('inbox send needs a target (all, member:<id>, type:<n>) and a title');
  const [kind, value] = target.split(':');
  const parsed = inboxAudience.safeParse(
    kind === 'all'
      ? { kind }
      : kind === 'member'
        ? { kind, memberId: Number(value) }
        : { kind, memberType: Number(value) },
  );
  if (!parsed.success) throw new UsageError(`unknown inbox target ${target}`);
  const body = content.join(' ').trim();
  return { kind: 'inbox-send', audience: parsed.data, title, content: body === '' ? title : body, merchant };
}

export async function runInboxSend(command: InboxSendCommand, db: Db, actor: string, merchant: string) {
  const actions = createMessagingOperatorActions(
    createMessagingRepository(db),
    // A running server's caches hold no inbox data; nothing to drop.
    () => undefined,
    () => new Date(),
  );
  try {
    const { messageId } = await actions.sendInbox(
      { name: actor },
      {
        merchantCode: merchant,
        audience: command.audience,
        texts: { EN: { title: command.title, content: command.content } },
      },
      merchant,
    );
    console.log(`inbox message ${messageId} sent to ${command.audience.kind}`);
  } catch (error) {
    if (error instanceof ApiError) throw new UsageError(error.code);
    throw error;
  }
}
