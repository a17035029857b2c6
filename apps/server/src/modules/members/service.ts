/**
 * What the console reads about members: search, and one member's page (profile, state, balance,
 * bank cards) with its paged lists (ledger lines, bets, deposits, withdrawals, rewards, sessions,
 * addresses, notes, audit history). A member of another merchant answers as if it did not exist.
 */
import { deviceOf } from './device.ts';
import type { OpsMemberSearchRequest, OpsMemberSummary, OpsMemberView } from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import type { Approvals } from '../approvals/service.ts';
import type { AuditService } from '../audit/service.ts';
import { memberWallet } from '../wallet/accounts.ts';
import { depositRecord } from '../wallet/deposits.ts';
import { formatMinor, toBigInt } from '../wallet/money.ts';
import { signedAmount } from '../wallet/records.ts';
import type { WalletService } from '../wallet/service.ts';
import { withdrawRecord } from '../wallet/withdrawals.ts';
import { ADJUSTMENT_KIND } from './adjustment-kind.ts';
import type { MemberHistoryRepository, Paging } from './history.repository.ts';
import type { MemberRepository } from './member.repository.ts';
import { searchTerm } from './search-terms.ts';
import type { MemberRow, MemberSearchRepository } from './search.repository.ts';

export interface MemberReadDeps {
  readonly members: MemberRepository;
  readonly search: MemberSearchRepository;
  readonly history: MemberHistoryRepository;
  readonly audit: AuditService;
  readonly wallet: WalletService;
  readonly approvals: Approvals;
  readonly now: () => Date;
}

export interface PageInput {
  readonly pageNo: number;
  readonly pageSize: number;
}

const FAR_PAST = '1970-01-01T00:00:00.000Z';
const FAR_FUTURE = '9999-12-31T00:00:00.000Z';
const paging = (page: PageInput): Paging => ({
  offset: (page.pageNo - 1) * page.pageSize,
  limit: page.pageSize,
});

export function summaryOf(row: MemberRow): OpsMemberSummary {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    type: row.type,
    mobile: row.mobile,
    email: row.email,
    invitationCode: row.own_affiliate_code,
    state: row.disabled === 1 ? 'locked' : 'active',
    createdAt: row.created_at,
    createdIp: row.created_ip,
    lastLoginAt: row.last_login_at,
    lastLoginIp: row.last_login_ip,
  };
}

export function stateOf(row: MemberRow): OpsMemberView['state'] {
  return {
    locked: row.disabled === 1,
    reason: row.locked_reason,
    lockedAt: row.locked_at,
    lockedBy: row.locked_by,
  };
}

export function createMemberReads(deps: MemberReadDeps) {
  /** The member of the operator's merchant, or MEMBER_NOT_FOUND. */
  async function memberOf(merchantId: number, memberId: number): Promise<MemberRow> {
    const row = await deps.members.byId(merchantId, memberId);
    if (row === undefined) throw new ApiError('MEMBER_NOT_FOUND');
    return row;
  }

  return {
    memberOf,

    async search(merchantId: number, q: OpsMemberSearchRequest) {
      const found = await deps.search.search(merchantId, searchTerm(q.by, q.q), ...pageArgs(q));
      return { content: found.rows.map(summaryOf), total: found.total, totalCapped: found.capped };
    },

    async view(merchantId: number, memberId: number): Promise<OpsMemberView> {
      const row = await memberOf(merchantId, memberId);
      const currency = await deps.wallet.currencyOf(merchantId);
      const [balance, cards, pending, team] = await Promise.all([
        deps.wallet.ledger.balance(merchantId, currency.code, memberWallet(memberId)),
        deps.members.bankCards(memberId),
        deps.approvals.countPending(merchantId, ADJUSTMENT_KIND, `member:${memberId}`),
        deps.members.team(memberId),
      ]);
      return {
        profile: {
          ...summaryOf(row),
          payeeName: row.payee_name,
          referrerId: row.referrer_id,
          registeredInvitationCode: row.registered_affiliate_code,
          registerMethod: row.register_method,
          registerDomain: row.register_domain,
          mustChangePassword: row.must_change_password === 1,
          birthDate: row.birth_date,
        },
        team,
        state: stateOf(row),
        balance: {
          currency: currency.code,
          available: formatMinor(balance.available, currency.scale),
          held: formatMinor(balance.pendingDebits, currency.scale),
        },
        bankCards: cards.map((card) => ({
          id: card.id,
          bankName: card.bank_name,
          maskedNumber: card.masked_number,
          accountName: card.account_name,
          createdAt: card.created_at,
          deletedAt: card.deleted_at,
        })),
        pendingApprovals: pending,
      };
    },

    /** The transfers that moved the member's main wallet, each signed as it moved it. */
    async ledger(merchantId: number, memberId: number, page: PageInput) {
      await memberOf(merchantId, memberId);
      const currency = await deps.wallet.currencyOf(merchantId);
      const { accountId } = await deps.wallet.ledger.balance(
        merchantId,
        currency.code,
        memberWallet(memberId),
      );
      if (accountId === null) return { content: [], total: 0 };
      const { rows, total } = await deps.history.ledger(accountId, paging(page));
      return {
        content: rows.map((row) => ({
          transferId: row.id,
          createdAt: row.created_at,
          code: row.tx_code,
          amount: formatMinor(signedAmount(row, accountId), currency.scale, true),
          balanceAfter: formatMinor(
            toBigInt(row.debit_account_id === accountId ? row.debit_balance_after : row.credit_balance_after),
            currency.scale,
          ),
          reference: row.reference,
          remark: row.remark,
        })),
        total,
      };
    },

    async bets(merchantId: number, memberId: number, page: PageInput) {
      await memberOf(merchantId, memberId);
      const { scale } = await deps.wallet.currencyOf(merchantId);
      const { rows, total } = await deps.history.bets(memberId, paging(page));
      const money = (minor: string | number | bigint) => formatMinor(toBigInt(minor), scale);
      return {
        content: rows.map((row) => ({
          id: row.id,
          gameType: row.game_type,
          vendorCode: row.vendor_code,
          gameName: row.game_name,
          bet: money(row.bet_minor),
          validBet: money(row.valid_bet_minor),
          win: money(row.win_minor),
          status: row.status,
          placedAt: row.placed_at,
          settledAt: row.settled_at,
        })),
        total,
      };
    },

    async deposits(merchantId: number, memberId: number, page: PageInput) {
      await memberOf(merchantId, memberId);
      const { scale } = await deps.wallet.currencyOf(merchantId);
      const [rows, count] = await deps.wallet.deps.cashier.depositPage(memberId, merchantId, allTime(page));
      return { content: rows.map((row) => depositRecord(row, scale)), total: Number(count.n) };
    },

    async withdrawals(merchantId: number, memberId: number, page: PageInput) {
      await memberOf(merchantId, memberId);
      const { scale } = await deps.wallet.currencyOf(merchantId);
      const [rows, count] = await deps.wallet.deps.cashier.withdrawalPage(
        memberId,
        merchantId,
        allTime(page),
      );
      return { content: rows.map((row) => withdrawRecord(row, scale)), total: Number(count.n) };
    },

    async rewards(merchantId: number, memberId: number, page: PageInput) {
      await memberOf(merchantId, memberId);
      const { scale } = await deps.wallet.currencyOf(merchantId);
      const { rows, total } = await deps.history.rewards(memberId, paging(page));
      return {
        content: rows.map((row) => ({
          id: row.id,
          amount: formatMinor(toBigInt(row.amount_minor), scale),
          titleEn: row.title_en,
          titleUr: row.title_ur,
          issuedBy: row.issued_by,
          issuedAt: row.issued_at,
          expiresAt: row.expires_at,
          claimedAt: row.claimed_at,
        })),
        total,
      };
    },

    async sessions(merchantId: number, memberId: number, page: PageInput) {
      await memberOf(merchantId, memberId);
      const now = deps.now().toISOString();
      const { rows, total } = await deps.history.sessions(memberId, paging(page));
      return {
        content: rows.map((row) => ({
          id: row.id,
          ip: row.ip,
          createdAt: row.created_at,
          lastSeenAt: row.last_seen_at,
          endedAt: row.ended_at,
          live: row.ended_at === null && row.idle_expires_at > now && row.absolute_expires_at > now,
        })),
        total,
      };
    },

    /** Sessions' addresses with the registration address, most recently seen first. */
    async addresses(merchantId: number, memberId: number) {
      const member = await memberOf(merchantId, memberId);
      const seen = await deps.history.sessionAddresses(memberId);
      const content = seen.map((row) => ({
        ip: row.ip ?? '',
        firstSeenAt: String(row.first_seen),
        lastSeenAt: String(row.last_seen),
        logins: Number(row.logins),
        registeredFrom: row.ip === member.created_ip,
      }));
      if (member.created_ip !== null && !content.some((a) => a.ip === member.created_ip))
        content.push({
          ip: member.created_ip,
          firstSeenAt: member.created_at,
          lastSeenAt: member.created_at,
          logins: 0,
          registeredFrom: true,
        });
      return { content: content.sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt)) };
    },

    /** The devices the member signed in with, most recently seen first. */
    async devices(merchantId: number, memberId: number) {
      await memberOf(merchantId, memberId);
      const seen = await deps.history.sessionDevices(memberId);
      const content = seen.map((row) => ({
        ...deviceOf(row.user_agent),
        userAgent: row.user_agent ?? '',
        firstSeenAt: String(row.first_seen),
        lastSeenAt: String(row.last_seen),
        logins: Number(row.logins),
      }));
      return { content: content.sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt)) };
    },

    /** The members directly under this one: how an operator walks the referral tree. */
    async team(merchantId: number, memberId: number, page: PageInput) {
      await memberOf(merchantId, memberId);
      const { rows, total } = await deps.members.downlines(memberId, ...pageArgs(page));
      return {
        content: rows.map((row) => ({
          id: row.id,
          username: row.username,
          type: row.type,
          locked: row.disabled === 1,
          teamMembers: row.team_members,
          createdAt: row.created_at,
        })),
        total,
      };
    },

    async notes(merchantId: number, memberId: number, page: PageInput) {
      await memberOf(merchantId, memberId);
      const { rows, total } = await deps.members.notes(memberId, paging(page).offset, page.pageSize);
      return {
        content: rows.map((row) => ({
          id: row.id,
          body: row.body,
          author: row.author,
          createdAt: row.created_at,
        })),
        total,
      };
    },

    async audit(merchantId: number, memberId: number, page: PageInput) {
      await memberOf(merchantId, memberId);
      return deps.audit.page(merchantId, { target: `member:${memberId}` }, page.pageNo, page.pageSize);
    },
  };
}
export type MemberReads = ReturnType<typeof createMemberReads>;

function pageArgs(page: PageInput): [number, number] {
  return [(page.pageNo - 1) * page.pageSize, page.pageSize];
}

function allTime(page: PageInput) {
  return {
    from: FAR_PAST,
    to: FAR_FUTURE,
    status: undefined,
    offset: (page.pageNo - 1) * page.pageSize,
    limit: page.pageSize,
  };
}
