/**
 * Agent centre, affiliate links (zod-free part): an agent's own links, each with a code of its own
 * that registration accepts like a member's invitation code, the kind of account it opens (member
 * or agent) and the rebate rates the new account starts with (never above the agent's own).
 * The agent's default link (its own invitation code) comes with the list: GET /wps/agent/affiliate is
 * already the registration's code check (accounts).
 */
import type { EndpointMeta } from '../endpoint.ts';

/** What a link opens: an ordinary member (type 0) or an agent (type 1). */
export const AFFILIATE_LINK_KINDS = ['MEMBER', 'AGENT'] as const;
export type AffiliateLinkKind = (typeof AFFILIATE_LINK_KINDS)[number];
/** Links one agent may keep at once (deleted ones do not count). */
export const AFFILIATE_LINK_MAX = 20;
/** Longest note on a link. */
export const AFFILIATE_LINK_NOTE_MAX = 60;
/** Where a link leads: the lobby's registration with the link's code filled in. */
export const AFFILIATE_REGISTER_PATH = '/m/register';

const agentCall = (name: string, method: 'GET' | 'POST', path: string) =>
  ({ name, method, path, module: null, token: 'required', encrypted: false }) as const;

export const agentLinkPaths = {
  createAffiliateLink: agentCall('createAffiliateLink', 'POST', '/wps/relay/MCS2_wpsCreateAffUrl'),
  affiliateLinks: agentCall('affiliateLinks', 'GET', '/wps/relay/MCS2_wpsViewAffUrls'),
  deleteAffiliateLink: agentCall('deleteAffiliateLink', 'POST', '/wps/relay/MCS2_wpsDeleteAffUrl'),
} as const satisfies Record<string, EndpointMeta>;
