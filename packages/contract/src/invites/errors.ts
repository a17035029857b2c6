/** Invite friends' error codes (spread into the lobby's catalogue). */
import type { ErrorDefinition } from '../lobby-errors.ts';

export const inviteErrorCatalogue = {
  INVITE_CLOSED: {
    status: 409,
    EN: 'Invite rewards are not open right now',
    UR: 'دعوتی انعامات اس وقت بند ہیں',
  },
  INVITE_REWARD_NOT_CLAIMABLE: {
    status: 409,
    EN: 'This reward cannot be claimed (not reached yet or already claimed)',
    UR: 'یہ انعام حاصل نہیں کیا جا سکتا (ابھی ہدف پورا نہیں ہوا یا پہلے ہی حاصل کر لیا گیا)',
  },
} as const satisfies Record<string, ErrorDefinition>;
