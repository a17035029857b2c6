/**
 * Agent centre, affiliate links: create (kind, per-product rates in basis points capped at the
 * agent's own effective rates, a note), list (with registrations so far), delete (the code stops
 * registering at once), and the agent's default link (its own invitation code).
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { REBATE_MAX_BPS, REBATE_PRODUCTS } from '../rewards/rebates-paths.ts';
import { AFFILIATE_LINK_KINDS, AFFILIATE_LINK_NOTE_MAX, agentLinkPaths } from './links-paths.ts';

const rateLine = z.object({
  product: z.enum(REBATE_PRODUCTS),
  rateBps: z.number().int().min(0).max(REBATE_MAX_BPS),
});
export type AgentRateLine = z.infer<typeof rateLine>;

export const createAffiliateLinkRequest = z.object({
  kind: z.enum(AFFILIATE_LINK_KINDS),
  /** Products left out start at the operator's rate for the new member's VIP level. */
  rates: z
    .array(rateLine)
    .max(REBATE_PRODUCTS.length)
    .refine(
      (lines) => new Set(lines.map((line) => line.product)).size === lines.length,
      'one rate per product',
    ),
  note: z
    .string()
    .trim()
    .max(AFFILIATE_LINK_NOTE_MAX)
    .refine((value) => !value.includes('\u0000'), 'NUL is not allowed')
    .default(''),
});
export type CreateAffiliateLinkRequest = z.input<typeof createAffiliateLinkRequest>;

export const affiliateLink = z.object({
  id: z.number().int(),
  code: z.string(),
  url: z.string(),
  kind: z.enum(AFFILIATE_LINK_KINDS),
  rates: z.array(rateLine),
  note: z.string(),
  /** Members registered through this link. */
  registrations: z.number().int(),
  createdAt: z.string(),
});
export type AffiliateLink = z.infer<typeof affiliateLink>;
export const createAffiliateLinkValue = z.object({ link: affiliateLink });
export type CreateAffiliateLinkValue = z.infer<typeof createAffiliateLinkValue>;

export const affiliateLinksRequest = z.object({});
export const affiliateLinksValue = z.object({
  /** The agent's own invitation code: its default link (registration under it opens an ordinary member). */
  myCode: z.string(),
  /** Path and query of the registration page with that code filled in; the lobby adds its origin. */
  myUrl: z.string(),
  content: z.array(affiliateLink),
  /** The agent's own effective rates: the most a link may grant per product. */
  myRates: z.array(rateLine),
  max: z.number().int(),
});
export type AffiliateLinksValue = z.infer<typeof affiliateLinksValue>;

export const deleteAffiliateLinkRequest = z.object({ id: z.number().int().positive() });
export const deleteAffiliateLinkValue = z.object({ deleted: z.literal(true) });

export const agentLinkEndpoints = {
  createAffiliateLink: defineEndpoint(
    agentLinkPaths.createAffiliateLink,
    createAffiliateLinkRequest,
    createAffiliateLinkValue,
  ),
  affiliateLinks: defineEndpoint(agentLinkPaths.affiliateLinks, affiliateLinksRequest, affiliateLinksValue),
  deleteAffiliateLink: defineEndpoint(
    agentLinkPaths.deleteAffiliateLink,
    deleteAffiliateLinkRequest,
    deleteAffiliateLinkValue,
  ),
};
