/** Error codes of the agent centre's team calls, with their EN and UR texts. */
import type { ErrorDefinition } from '../lobby-errors.ts';

export const agentTeamErrorCatalogue = {
  DOWNLINE_NOT_FOUND: {
    status: 404,
    EN: 'This member is not in your team',
    UR: 'یہ ممبر آپ کی ٹیم میں نہیں ہے',
  },
  TEAM_RANGE_INVALID: {
    status: 400,
    EN: 'Choose a start date before the end date, at most three months apart',
    UR: 'آغاز کی تاریخ اختتام سے پہلے چنیں، زیادہ سے زیادہ تین ماہ کا فرق',
  },
} as const satisfies Record<string, ErrorDefinition>;
