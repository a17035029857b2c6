/** Live chat settings, part of the one environment schema in config.ts. */
import { z } from 'zod';

const clock = '([01][0-9]|2[0-3]):[0-5][0-9]';

/** "09:00-21:00": daily opening hours of live chat; a range past midnight ("20:00-04:00") is allowed. */
const openingHours = z
  .string()
  .regex(new RegExp(`^${clock}-${clock}$`), 'a daily range such as 09:00-21:00')
  .refine((raw) => raw.slice(0, 5) !== raw.slice(6), 'opening and closing times must differ')
  .default('09:00-21:00');

const timeZone = z
  .string()
  .default('UTC')
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'an IANA time zone such as Asia/Karachi');

export const chatEnv = {
  CHAT_OPENING_HOURS: openingHours,
  /** The zone of CHAT_OPENING_HOURS, an IANA name; UTC when unset. */
  CHAT_TIME_ZONE: timeZone,
  /** What the chat page promises while an agent is online: "usually replies within N minutes". */
  CHAT_REPLY_MINUTES: z.coerce.number().int().min(1).max(1440).default(5),
};

export interface ChatConfig {
  readonly openingHours: { readonly from: string; readonly to: string; readonly timeZone: string };
  readonly replyMinutes: number;
}

export function readChatConfig(e: {
  CHAT_OPENING_HOURS: string;
  CHAT_TIME_ZONE: string;
  CHAT_REPLY_MINUTES: number;
}): ChatConfig {
  return {
    openingHours: {
      from: e.CHAT_OPENING_HOURS.slice(0, 5),
      to: e.CHAT_OPENING_HOURS.slice(6),
      timeZone: e.CHAT_TIME_ZONE,
    },
    replyMinutes: e.CHAT_REPLY_MINUTES,
  };
}
