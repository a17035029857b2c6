/**
 * Affiliate links of the agent centre: an agent (member types 1, 2, 41, 42) creates links with a
 * code of their own, the kind of account they open and the starting rebate rates (never above the
 * agent's own effective rates), lists and deletes them. Also the agent check every agent-centre
 * call of this module starts with.
 */
import {
  AFFILIATE_LINK_MAX,
  AFFILIATE_REGISTER_PATH,
  type AffiliateLinksValue,
  type AffiliateLink,
  type AgentRateLine,
  type CreateAffiliateLinkRequest,
  MemberType,
  REBATE_PRODUCTS,
  type RebateProduct,
} from '@openlobby/contract';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { Session } from '../../platform/session.ts';
import type { MemberRow, MembersRepository } from '../accounts/members.repository.ts';
import { effectiveRates } from '../rebates/member-rates.ts';
import { newInvitationCode } from '../referrals/invitation-code.ts';
import type { LinkRow, LinksRepository } from './links.repository.ts';

/** Member types that are agents (spec 7.2 Agent; enums.ts MemberType). */
export const AGENT_TYPES: readonly number[] = [
  MemberType.AGENT,
  MemberType.AGENT_SENIOR,
  MemberType.INTERNAL_AGENT,
  MemberType.INTERNAL_AGENT_SENIOR,
];

export interface AgentCaller {
  readonly merchantId: number;
  readonly session: Session | null;
  readonly ip: string;
  readonly userAgent: string;
}

/** The calling agent's row: a trial account hears FREE_REJECT, any other non-agent AGENT_ONLY. */
export async function agentMemberOf(members: MembersRepository, caller: AgentCaller): Promise<MemberRow> {
  if (caller.session === null) throw new ApiError('NOT_LOGGED_IN');
  const member = await members.byId(caller.merchantId, caller.session.memberId);
  if (member === undefined || member.disabled === 1) throw new ApiError('SESSION_ENDED');
  if (member.type === MemberType.TRIAL) throw new ApiError('FREE_REJECT');
  if (!AGENT_TYPES.includes(member.type)) throw new ApiError('AGENT_ONLY');
  return member;
}

export const registerUrlOf = (code: string) =>
  `${AFFILIATE_REGISTER_PATH}?affiliateCode=${encodeURIComponent(code)}`;

const rateLines = (rates: Partial<Record<RebateProduct, number>>): AgentRateLine[] =>
  REBATE_PRODUCTS.flatMap((product) => {
    const rate = rates[product];
    return rate === undefined ? [] : [{ product, rateBps: rate }];
  });

function linkValue(row: LinkRow): AffiliateLink {
  return {
    id: row.id,
    code: row.code,
    url: registerUrlOf(row.code),
    kind: row.kind,
    rates: rateLines(row.rates),
    note: row.note,
    registrations: row.registrations,
    createdAt: row.createdAt,
  };
}

/** How many times a fresh code is drawn before giving up (a clash is one in billions). */
const CODE_ATTEMPTS = 5;

export interface LinksDeps {
  readonly db: Db;
  readonly members: MembersRepository;
  readonly links: LinksRepository;
  readonly now: () => Date;
}

export function createLinksService(deps: LinksDeps) {
  async function freshCode(merchantId: number): Promise<string> {
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
      const code = newInvitationCode();
      if (!(await deps.links.codeTaken(merchantId, code))) return code;
    }
    throw new Error('no free affiliate code after several draws');
  }

  return {
    async list(caller: AgentCaller): Promise<AffiliateLinksValue> {
      const agent = await agentMemberOf(deps.members, caller);
      const [rows, mine] = await Promise.all([
        deps.links.list(caller.merchantId, agent.id),
        effectiveRates(deps.db, caller.merchantId, agent.id),
      ]);
      const myCode = agent.own_affiliate_code ?? '';
      return {
        myCode,
        myUrl: registerUrlOf(myCode),
        content: rows.map(linkValue),
        myRates: rateLines(mine),
        max: AFFILIATE_LINK_MAX,
      };
    },

    async create(caller: AgentCaller, input: CreateAffiliateLinkRequest): Promise<{ link: AffiliateLink }> {
      const agent = await agentMemberOf(deps.members, caller);
      const mine = await effectiveRates(deps.db, caller.merchantId, agent.id);
      const rates: Partial<Record<RebateProduct, number>> = {};
      for (const line of input.rates) {
        if (line.rateBps > mine[line.product]) {
          throw new ApiError('REBATE_ABOVE_UPLINE', {
            field: `rates.${line.product}`,
            max: mine[line.product],
          });
        }
        rates[line.product] = line.rateBps;
      }
      const code = await freshCode(caller.merchantId);
      const row = await deps.links.insert(
        caller.merchantId,
        agent.id,
        { code, kind: input.kind, rates, note: input.note ?? '' },
        AFFILIATE_LINK_MAX,
        deps.now().toISOString(),
      );
      if (row === null) throw new ApiError('AFFILIATE_LINK_LIMIT', { max: AFFILIATE_LINK_MAX });
      return { link: linkValue(row) };
    },

    async delete(caller: AgentCaller, id: number): Promise<{ deleted: true }> {
      const agent = await agentMemberOf(deps.members, caller);
      if (!(await deps.links.delete(caller.merchantId, agent.id, id, deps.now().toISOString()))) {
        throw new ApiError('AFFILIATE_LINK_NOT_FOUND');
      }
      return { deleted: true };
    },
  };
}
export type LinksService = ReturnType<typeof createLinksService>;
