/**
 * The console's rules for promotions: defining them (rules HTML sanitised on save, amounts turned
 * into minor units at the merchant currency's scale), the applications queue and its decisions, a
 * member's bonuses and an operator's cancel, and the outstanding liability. Every change is
 * audited; a decision and its audit entry commit with the grant they cause.
 */
import { randomUUID } from 'node:crypto';
import {
  type OpsApplication,
  type OpsApplicationsRequest,
  type OpsBonusFormula,
  type OpsBonusLiability,
  type OpsMemberBonus,
  type OpsPromotion,
  type OpsPromotionRequest,
  OPS_APPLICATION_STATES,
  OPS_BONUS_STATES,
  OPS_PROMOTION_CATEGORIES,
  OPS_PROMOTION_KINDS,
  decimalToMinor,
  formatMinor,
} from '@openlobby/contract';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../platform/api-error.ts';
import { type AuditActor, appendAudit, auditEntry } from '../audit/repository.ts';
import { type BonusRow, bonusRepository } from '../bonus/repository.ts';
import type { BonusService } from '../bonus/service.ts';
import { WAGER_GAME_TYPES, parseWeights } from '../bonus/terms.ts';
import { sanitizeContent } from '../messaging/sanitize.ts';
import { parseRules } from './eligibility.ts';
import { bonusOf, termsOf } from './formula.ts';
import type { OpsPromotionRepository, QueuedApplication } from './ops-promotions.repository.ts';
import {
  ApplicationStatus,
  type NewPromotion,
  type PromotionRepository,
  type PromotionRow,
} from './repository.ts';

export interface OpsPromotionsDeps {
  readonly db: Db;
  readonly promotions: PromotionRepository;
  readonly ops: OpsPromotionRepository;
  readonly bonus: BonusService;
  readonly currencyOf: (merchantId: number) => Promise<{ readonly code: string; readonly scale: number }>;
  readonly now: () => Date;
}

/** Who acts and for which merchant. */
export interface OpsScope {
  readonly merchantId: number;
  readonly actor: AuditActor;
}

const BONUS_LIST_LIMIT = 100;

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

function parseImages(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** A request's field that did not fit the currency (a fraction of a minor unit, or too large). */
function fieldError(path: string, message: string): ApiError {
  return new ApiError('VALIDATION_FAILED', { issues: [{ path: `body.${path}`, message }] });
}

export type OpsPromotions = ReturnType<typeof createOpsPromotions>;

export function createOpsPromotions(deps: OpsPromotionsDeps) {
  const { promotions, ops, bonus } = deps;
  const at = () => deps.now().toISOString();

  const money = (minor: bigint | number | string, scale: number) => formatMinor(BigInt(minor), scale);

  function formulaOf(row: PromotionRow, scale: number): OpsBonusFormula {
    if (row.bonus_bp > 0)
      return { type: 'PERCENT', percent: row.bonus_bp / 100, cap: money(row.max_bonus_minor, scale) };
    if (BigInt(row.fixed_bonus_minor) > 0n)
      return { type: 'FIXED', amount: money(row.fixed_bonus_minor, scale) };
    return { type: 'NONE' };
  }

  function promotionOf(row: PromotionRow & { pending: number }, scale: number): OpsPromotion {
    const rules = parseRules(row.eligibility);
    const weights = parseWeights(row.weights);
    const minDeposit = BigInt(row.min_deposit_minor);
    return {
      promoId: row.promo_id,
      kind: oneOf(OPS_PROMOTION_KINDS, row.kind, 'INFO'),
      category: oneOf(OPS_PROMOTION_CATEGORIES, row.category, 'OTHER'),
      titleEn: row.title_en,
      titleUr: row.title_ur,
      rulesHtmlEn: row.rules_html_en,
      rulesHtmlUr: row.rules_html_ur,
      bannerUrl: row.banner_url,
      bannerUrlUr: row.banner_url_ur,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      enabled: row.enabled === 1,
      sortOrder: row.sort_order,
      promoCode: row.promo_code,
      eligibility: {
        firstDeposit: rules.firstDeposit,
        nthDeposit: rules.nthDeposit,
        minDeposit: minDeposit > 0n ? money(minDeposit, scale) : null,
        memberTypes: [...rules.memberTypes],
        vipMin: rules.vipMin,
        vipMax: rules.vipMax,
        oncePer: [...rules.oncePer],
      },
      bonus: formulaOf(row, scale),
      wagering: {
        basis: row.wager_basis === 'BONUS_DEPOSIT' ? 'BONUS_DEPOSIT' : 'BONUS',
        multiple: row.wager_multiple,
        weights: {
          RNG: weights.RNG ?? 0,
          FISH: weights.FISH ?? 0,
          LIVE: weights.LIVE ?? 0,
          PVP: weights.PVP ?? 0,
          SPORTS: weights.SPORTS ?? 0,
          LOTT: weights.LOTT ?? 0,
        },
        maxStake: row.max_stake_minor === null ? null : money(row.max_stake_minor, scale),
        expiryDays: row.expiry_days,
      },
      pendingApplications: row.pending,
      updatedAt: row.updated_at,
    };
  }

  /** The request's columns; amounts at the currency's scale (a finer fraction is a field error). */
  function columnsOf(body: OpsPromotionRequest, scale: number) {
    const minor = (value: string, path: string) => {
      const parsed = decimalToMinor(value, scale);
      if (parsed === null || parsed > 10n ** 13n) throw fieldError(path, `at most ${scale} decimals`);
      return parsed;
    };
    const { bonus: formula, wagering, eligibility } = body;
    const weights: Record<string, number> = {};
    for (const type of WAGER_GAME_TYPES) weights[type] = wagering.weights[type];
    return {
      kind: body.kind,
      category: body.category,
      title_en: body.titleEn.trim(),
      title_ur: body.titleUr.trim(),
      rules_html_en: sanitizeContent(body.rulesHtmlEn),
      rules_html_ur: sanitizeContent(body.rulesHtmlUr),
      banner_url: body.bannerUrl === null || body.bannerUrl.trim() === '' ? null : body.bannerUrl.trim(),
      banner_url_ur:
        body.bannerUrlUr === null || body.bannerUrlUr.trim() === '' ? null : body.bannerUrlUr.trim(),
      starts_at: body.startsAt === null ? null : new Date(body.startsAt).toISOString(),
      ends_at: body.endsAt === null ? null : new Date(body.endsAt).toISOString(),
      enabled: body.enabled ? 1 : 0,
      promo_code: body.promoCode,
      eligibility: JSON.stringify({
        firstDeposit: eligibility.firstDeposit,
        nthDeposit: eligibility.nthDeposit,
        memberTypes: eligibility.memberTypes,
        vipMin: eligibility.vipMin,
        vipMax: eligibility.vipMax,
        oncePer: eligibility.oncePer,
      }),
      min_deposit_minor: (eligibility.minDeposit === null
        ? 0n
        : minor(eligibility.minDeposit, 'eligibility.minDeposit')
      ).toString(),
      bonus_bp: formula.type === 'PERCENT' ? Math.round(formula.percent * 100) : 0,
      fixed_bonus_minor: (formula.type === 'FIXED' ? minor(formula.amount, 'bonus.amount') : 0n).toString(),
      max_bonus_minor: (formula.type === 'PERCENT' ? minor(formula.cap, 'bonus.cap') : 0n).toString(),
      wager_basis: wagering.basis,
      wager_multiple: wagering.multiple,
      weights: JSON.stringify(weights),
      max_stake_minor:
        wagering.maxStake === null ? null : minor(wagering.maxStake, 'wagering.maxStake').toString(),
      expiry_days: wagering.expiryDays,
    } satisfies Partial<NewPromotion>;
  }

  async function one(merchantId: number, promoId: string): Promise<OpsPromotion> {
    const { scale } = await deps.currencyOf(merchantId);
    const row = (await ops.promotions(merchantId)).find((item) => item.promo_id === promoId);
    if (row === undefined) throw new ApiError('PROMOTION_NOT_FOUND');
    return promotionOf(row, scale);
  }

  function applicationOf(row: QueuedApplication): OpsApplication {
    return {
      id: row.id,
      memberId: row.member_id,
      username: row.username,
      promoId: row.promo_id,
      promoTitleEn: row.title_en,
      promoTitleUr: row.title_ur,
      promoKind: oneOf(OPS_PROMOTION_KINDS, row.kind, 'APPLY'),
      comment: row.comment,
      images: parseImages(row.images),
      state: oneOf(OPS_APPLICATION_STATES, row.status, 'pending'),
      reason: row.reason,
      bonusId: row.bonus_id,
      createdAt: row.created_at,
      decidedAt: row.decided_at,
      decidedBy: row.decided_by,
    };
  }

  function memberBonusOf(row: BonusRow, scale: number, activeBalance: bigint): OpsMemberBonus {
    const state = oneOf(OPS_BONUS_STATES, row.status, 'cancelled');
    return {
      bonusId: row.id,
      promoId: row.promo_id,
      titleEn: row.title_en,
      titleUr: row.title_ur,
      currency: row.currency,
      state,
      bonus: money(row.bonus_minor, scale),
      deposit: money(row.deposit_minor, scale),
      balance: state === 'active' ? money(activeBalance, scale) : null,
      wagered: money(row.wagered_minor, scale),
      wagerRequired: money(row.wager_required_minor, scale),
      grantedAt: row.created_at,
      expiresAt: row.expires_at,
      endedAt: row.finished_at,
    };
  }

  async function application(merchantId: number, id: number): Promise<OpsApplication> {
    const row = await ops.application(merchantId, id);
    if (row === undefined) throw new ApiError('PROMOTION_APPLICATION_NOT_FOUND');
    return applicationOf(row);
  }

  async function requireMember(merchantId: number, memberId: number): Promise<void> {
    if (!(await ops.memberOf(merchantId, memberId))) throw new ApiError('MEMBER_NOT_FOUND');
  }

  return {
    async list(merchantId: number): Promise<OpsPromotion[]> {
      const { scale } = await deps.currencyOf(merchantId);
      return (await ops.promotions(merchantId)).map((row) => promotionOf(row, scale));
    },

    async create(scope: OpsScope, body: OpsPromotionRequest): Promise<OpsPromotion> {
      const { scale } = await deps.currencyOf(scope.merchantId);
      const columns = columnsOf(body, scale);
      const promoId = `promo-${randomUUID().slice(0, 8)}`;
      const now = at();
      const sortOrder = await ops.nextSortOrder(scope.merchantId);
      await deps.db.transaction().execute(async (tx) => {
        await promotions.insert(
          {
            ...columns,
            merchant_id: scope.merchantId,
            promo_id: promoId,
            sort_order: sortOrder,
            created_at: now,
            updated_at: now,
          },
          tx,
        );
        await appendAudit(
          tx,
          auditEntry(scope.actor, now, {
            action: 'promotion.create',
            merchantId: scope.merchantId,
            target: `promotion:${promoId}`,
            before: null,
            after: columns,
          }),
        );
      });
      return one(scope.merchantId, promoId);
    },

    async update(scope: OpsScope, promoId: string, body: OpsPromotionRequest): Promise<OpsPromotion> {
      const { scale } = await deps.currencyOf(scope.merchantId);
      const columns = columnsOf(body, scale);
      const now = at();
      await deps.db.transaction().execute(async (tx) => {
        const before = await promotions.get(scope.merchantId, promoId, tx);
        if (before === undefined) throw new ApiError('PROMOTION_NOT_FOUND');
        await promotions.update(scope.merchantId, promoId, { ...columns, updated_at: now }, tx);
        await appendAudit(
          tx,
          auditEntry(scope.actor, now, {
            action: 'promotion.update',
            merchantId: scope.merchantId,
            target: `promotion:${promoId}`,
            before,
            after: columns,
          }),
        );
      });
      return one(scope.merchantId, promoId);
    },

    async setEnabled(scope: OpsScope, promoId: string, enabled: boolean): Promise<OpsPromotion> {
      const now = at();
      await deps.db.transaction().execute(async (tx) => {
        const before = await promotions.get(scope.merchantId, promoId, tx);
        if (before === undefined) throw new ApiError('PROMOTION_NOT_FOUND');
        await promotions.update(scope.merchantId, promoId, { enabled: enabled ? 1 : 0, updated_at: now }, tx);
        await appendAudit(
          tx,
          auditEntry(scope.actor, now, {
            action: enabled ? 'promotion.enable' : 'promotion.disable',
            merchantId: scope.merchantId,
            target: `promotion:${promoId}`,
            before: { enabled: before.enabled === 1 },
            after: { enabled },
          }),
        );
      });
      return one(scope.merchantId, promoId);
    },

    /** The whole list in its new order (ids not listed keep theirs after it). */
    async setOrder(scope: OpsScope, promoIds: readonly string[]): Promise<OpsPromotion[]> {
      const rows = await ops.promotions(scope.merchantId);
      const known = new Set(rows.map((row) => row.promo_id));
      if (promoIds.some((id) => !known.has(id)) || new Set(promoIds).size !== promoIds.length)
        throw new ApiError('PROMOTION_NOT_FOUND');
      const rest = rows.map((row) => row.promo_id).filter((id) => !promoIds.includes(id));
      const order = [...promoIds, ...rest];
      const now = at();
      await deps.db.transaction().execute(async (tx) => {
        await ops.setOrder(tx, scope.merchantId, order, now);
        await appendAudit(
          tx,
          auditEntry(scope.actor, now, {
            action: 'promotion.order',
            merchantId: scope.merchantId,
            target: null,
            before: rows.map((row) => row.promo_id),
            after: order,
          }),
        );
      });
      return this.list(scope.merchantId);
    },

    async liability(merchantId: number): Promise<OpsBonusLiability> {
      const { code, scale } = await deps.currencyOf(merchantId);
      const owed = await bonus.liability(merchantId);
      return {
        currency: code,
        activeCount: owed.activeCount,
        bonusBalance: money(owed.bonusBalanceMinor, scale),
        wagerRemaining: money(owed.wagerRemainingMinor, scale),
      };
    },

    async applications(merchantId: number, request: OpsApplicationsRequest) {
      const { rows, total } = await ops.applications(merchantId, request);
      return { content: rows.map(applicationOf), total, pageNo: request.pageNo, pageSize: request.pageSize };
    },

    application,

    /**
     * Approves a waiting application: the decision is a conditional update (of two operators only
     * one gets it), then the promotion's fixed bonus is granted (source `application:<id>`) in the
     * same transaction; a promotion without an amount grants nothing and just records.
     */
    async approve(scope: OpsScope, id: number): Promise<OpsApplication> {
      const now = at();
      const { code } = await deps.currencyOf(scope.merchantId);
      await deps.db.transaction().execute(async (tx) => {
        const row = await ops.application(scope.merchantId, id, tx);
        if (row === undefined) throw new ApiError('PROMOTION_APPLICATION_NOT_FOUND');
        const decided = await promotions.decideApplication(tx, id, {
          status: ApplicationStatus.APPROVED,
          reason: null,
          bonusId: null,
          at: now,
          by: scope.actor.name,
        });
        if (!decided) throw new ApiError('PROMOTION_APPLICATION_DECIDED');
        const promo = await promotions.get(scope.merchantId, row.promo_id, tx);
        // An application names no deposit: what it grants is the promotion's fixed part.
        const amount = promo === undefined ? 0n : bonusOf(promo, 0n);
        let bonusId: number | null = null;
        if (promo !== undefined && amount > 0n) {
          const granted = await bonus.grant(
            {
              merchantId: scope.merchantId,
              memberId: row.member_id,
              currency: code,
              promoId: promo.promo_id,
              source: `application:${id}`,
              titleEn: promo.title_en,
              titleUr: promo.title_ur,
              bonusMinor: amount,
              depositMinor: 0n,
              terms: termsOf(promo),
            },
            tx,
          );
          bonusId = granted.bonusId;
          await ops.setApplicationBonus(tx, id, bonusId);
        }
        await appendAudit(
          tx,
          auditEntry(scope.actor, now, {
            action: 'promotion.application.approve',
            merchantId: scope.merchantId,
            target: `promotion_application:${id}`,
            before: { status: row.status },
            after: { status: ApplicationStatus.APPROVED, bonusId, bonusMinor: amount.toString() },
            detail: { memberId: row.member_id, promoId: row.promo_id },
          }),
        );
      });
      return application(scope.merchantId, id);
    },

    async reject(scope: OpsScope, id: number, reason: string): Promise<OpsApplication> {
      const now = at();
      await deps.db.transaction().execute(async (tx) => {
        const row = await ops.application(scope.merchantId, id, tx);
        if (row === undefined) throw new ApiError('PROMOTION_APPLICATION_NOT_FOUND');
        const decided = await promotions.decideApplication(tx, id, {
          status: ApplicationStatus.REJECTED,
          reason: reason.trim(),
          bonusId: null,
          at: now,
          by: scope.actor.name,
        });
        if (!decided) throw new ApiError('PROMOTION_APPLICATION_DECIDED');
        await appendAudit(
          tx,
          auditEntry(scope.actor, now, {
            action: 'promotion.application.reject',
            merchantId: scope.merchantId,
            target: `promotion_application:${id}`,
            before: { status: row.status },
            after: { status: ApplicationStatus.REJECTED, reason: reason.trim() },
            detail: { memberId: row.member_id, promoId: row.promo_id },
          }),
        );
      });
      return application(scope.merchantId, id);
    },

    async memberBonuses(merchantId: number, memberId: number): Promise<OpsMemberBonus[]> {
      await requireMember(merchantId, memberId);
      const { scale } = await deps.currencyOf(merchantId);
      const { rows, activeBalanceMinor } = await bonus.listOf(memberId, { limit: BONUS_LIST_LIMIT });
      return rows.map((row) => memberBonusOf(row, scale, activeBalanceMinor));
    },

    /** Cancels the member's active bonus: what is left of it goes back to the house; audited. */
    async cancel(
      scope: OpsScope,
      memberId: number,
      bonusId: number,
      reason: string,
    ): Promise<OpsMemberBonus> {
      await requireMember(scope.merchantId, memberId);
      const found = await bonusRepository.byId(deps.db, bonusId);
      if (found === undefined || found.member_id !== memberId || found.merchant_id !== scope.merchantId)
        throw new ApiError('NOT_FOUND');
      const ended = await bonus.cancel(bonusId, scope.actor, reason.trim());
      await appendAudit(
        deps.db,
        auditEntry(scope.actor, at(), {
          action: 'bonus.cancel',
          merchantId: scope.merchantId,
          target: `member_bonus:${bonusId}`,
          before: { status: found.status },
          after: {
            status: ended.status,
            returnedMinor: ended.finished_minor === null ? null : String(ended.finished_minor),
          },
          detail: { memberId, reason: reason.trim() },
        }),
      );
      const { scale } = await deps.currencyOf(scope.merchantId);
      return memberBonusOf(ended, scale, 0n);
    },
  };
}
