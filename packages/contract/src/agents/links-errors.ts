/** Error codes of the agent centre's links and transfers, with their EN and UR texts. */
import type { ErrorDefinition } from '../lobby-errors.ts';

export const agentLinkErrorCatalogue = {
  AGENT_ONLY: {
    status: 403,
    EN: 'Only agents can use this function',
    UR: 'یہ سہولت صرف ایجنٹس کے لیے ہے',
  },
  AFFILIATE_LINK_NOT_FOUND: {
    status: 404,
    EN: 'This affiliate link does not exist or was deleted',
    UR: 'یہ ایفیلیئٹ لنک موجود نہیں یا حذف ہو چکا ہے',
  },
  AFFILIATE_LINK_LIMIT: {
    status: 409,
    EN: 'You have reached the most affiliate links you can keep; delete one first',
    UR: 'آپ زیادہ سے زیادہ ایفیلیئٹ لنکس بنا چکے ہیں؛ پہلے کوئی ایک حذف کریں',
  },
  DOWNLINE_NOT_DIRECT: {
    status: 403,
    EN: 'You can only transfer to your direct downlines',
    UR: 'آپ صرف اپنے براہِ راست ماتحت ممبرز کو رقم منتقل کر سکتے ہیں',
  },
} as const satisfies Record<string, ErrorDefinition>;
