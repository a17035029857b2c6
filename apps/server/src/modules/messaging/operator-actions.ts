/**
 * What an operator may do in the messaging area, shared by the operator API and the CLI: write
 * announcements and popups, send inbox messages. HTML is sanitised before it is stored; every
 * action is audit-logged in the same transaction as its change.
 */
import {
  type InboxAudience,
  type OpsAnnouncementRequest,
  type OpsInboxRequest,
  type opsTexts,
} from '@openlobby/contract';
import type { z } from 'zod';
import { ApiError } from '../../platform/api-error.ts';
import type { AuditActor } from '../audit/repository.ts';
import type { LocalizedRow, MessagingRepository } from './repository.ts';
import { sanitizeContent } from './sanitize.ts';

export type MessagingOperatorActions = ReturnType<typeof createMessagingOperatorActions>;

function localizedRows(texts: z.output<typeof opsTexts>): LocalizedRow[] {
  return Object.entries(texts).flatMap(([language, text]) =>
    text === undefined
      ? []
      : [{ language, title: text.title.trim(), content: sanitizeContent(text.content) }],
  );
}

export function createMessagingOperatorActions(
  repository: MessagingRepository,
  /** Drops cached notices and banners so the lobby shows the change at once. */
  contentChanged: () => void,
  now: () => Date,
) {
  async function merchantIdOf(code: string | undefined, fallback: string): Promise<number> {
    const found = await repository.merchantId((code ?? fallback).toUpperCase());
    if (found === undefined) throw new ApiError('UNKNOWN_MERCHANT');
    return found.id;
  }

  function announcementWrite(merchantId: number, input: OpsAnnouncementRequest) {
    return {
      merchantId,
      type: input.type,
      groupName: input.groupName,
      imageUrl: input.imageUrl,
      link: input.link,
      promotionType: input.promotionType,
      execution: input.execution,
      sortOrder: input.sortOrder,
      startsAt: input.startsAt ?? now().toISOString(),
      endsAt: input.endsAt,
      texts: localizedRows(input.texts),
    };
  }

  return {
    async createAnnouncement(by: AuditActor, input: OpsAnnouncementRequest, defaultMerchant: string) {
      const merchantId = await merchantIdOf(input.merchantCode, defaultMerchant);
      const write = announcementWrite(merchantId, input);
      const id = await repository.createAnnouncement(write, by, now().toISOString());
      contentChanged();
      return { id };
    },

    async updateAnnouncement(
      by: AuditActor,
      id: number,
      input: OpsAnnouncementRequest,
      defaultMerchant: string,
    ) {
      const merchantId = await merchantIdOf(input.merchantCode, defaultMerchant);
      const write = announcementWrite(merchantId, input);
      const updated = await repository.updateAnnouncement(id, write, by, now().toISOString());
      if (!updated) throw new ApiError('ANNOUNCEMENT_NOT_FOUND');
      contentChanged();
      return { id };
    },

    async deleteAnnouncement(
      by: AuditActor,
      id: number,
      merchantCode: string | undefined,
      defaultMerchant: string,
    ) {
      const merchantId = await merchantIdOf(merchantCode, defaultMerchant);
      const deleted = await repository.deleteAnnouncement(merchantId, id, by, now().toISOString());
      if (!deleted) throw new ApiError('ANNOUNCEMENT_NOT_FOUND');
      contentChanged();
      return { id };
    },

    /** One row whatever the audience: members' read and delete state is written when they act. */
    async sendInbox(by: AuditActor, input: OpsInboxRequest, defaultMerchant: string) {
      const merchantId = await merchantIdOf(input.merchantCode, defaultMerchant);
      const audience: InboxAudience = input.audience;
      if (
        audience.kind === 'member' &&
        (await repository.recipient(merchantId, audience.memberId)) === null
      ) {
        throw new ApiError('INBOX_RECIPIENT_NOT_FOUND');
      }
      const messageId = await repository.sendInbox(
        {
          merchantId,
          audience: audience.kind,
          memberId: audience.kind === 'member' ? audience.memberId : null,
          memberType: audience.kind === 'type' ? audience.memberType : null,
          sentBy: by.name,
          sentAt: now().toISOString(),
          texts: localizedRows(input.texts),
        },
        by,
      );
      return { messageId };
    },
  };
}
