/**
 * Promotions for members: the /m/activity list (guests too, without claim state), a claim that
 * grants a bonus through the engine in the same transaction as its claim keys, applications with
 * pictures checked from their bytes and stored by the uploads module's store, and the member's
 * bonuses for the reward centre.
 */
import {
  APPLICATION_IMAGE_MAX_BYTES,
  type ApplicationItem,
  type Language,
  type MemberBonusItem,
  MemberType,
  type MemberBonusesValue,
  PROMOTION_CATEGORIES,
  type PromotionCategory,
  type PromotionItem,
  type PromotionListValue,
  type PromotionState,
  UPLOAD_NAME_PATTERN,
} from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import type { Session } from '../../platform/session.ts';
import type { BonusService } from '../bonus/service.ts';
import { inspectPicture } from '../uploads/picture.ts';
import type { ProtectionGuard } from '../protection/guard.ts';
import type { PictureStore } from '../uploads/store.ts';
import type { Currency } from '../wallet/context.ts';
import { basisPointsToPercent, formatMinor, toBigInt } from '../wallet/money.ts';
import {
  type MemberStanding,
  claimKeysOf,
  deviceHashOf,
  evaluate,
  parseRules,
  reasonMessage,
} from './eligibility.ts';
import { bonusOf, termsOf } from './formula.ts';
import {
  type ApplicationRow,
  ApplicationStatus,
  type PromotionRepository,
  type PromotionRow,
  PromotionKind,
} from './repository.ts';

export interface PromotionsDeps {
  readonly repository: PromotionRepository;
  readonly bonus: BonusService;
  readonly store: PictureStore;
  readonly currencyOf: (merchantId: number) => Promise<Currency>;
  /** Player protection: an excluded member claims nothing. */
  readonly guard: Pick<ProtectionGuard, 'check'>;
  readonly now: () => Date;
}

/** Who asks: merchant, session (null for guests), address and device. */
export interface PromotionCaller {
  readonly merchantId: number;
  readonly session: Session | null;
  readonly ip: string;
  readonly userAgent: string;
  readonly language: Language;
}

const UPLOADED_TYPES = new Set(['image/png', 'image/jpeg']);
const APPLICATIONS_LISTED = 50;
const BONUSES_LISTED = 30;

function member(caller: PromotionCaller): Session {
  if (caller.session === null) throw new ApiError('NOT_LOGGED_IN');
  return caller.session;
}

/** Claims and applications: trial accounts play with trial credit only (spec 4, free_reject). */
function realMember(caller: PromotionCaller): Session {
  const session = member(caller);
  if (session.type === MemberType.TRIAL) throw new ApiError('FREE_REJECT');
  return session;
}

const text = (row: { title_en: string; title_ur: string }, language: Language) =>
  language === 'UR' ? row.title_ur : row.title_en;

export type PromotionsService = ReturnType<typeof createPromotionsService>;

export function createPromotionsService(deps: PromotionsDeps) {
  const { repository } = deps;

  /** A promotion is on show while enabled and not ended (an upcoming one shows with its period). */
  async function shown(merchantId: number): Promise<PromotionRow[]> {
    const now = deps.now().getTime();
    return (await repository.enabled(merchantId)).filter(
      (row) => row.ends_at === null || Date.parse(row.ends_at) > now,
    );
  }

  async function standingOf(
    caller: PromotionCaller,
    promo: PromotionRow,
    promoCode: string | null,
    conn?: Parameters<PromotionRepository['takenKeys']>[3],
  ): Promise<MemberStanding & { keys: string[] }> {
    const session = member(caller);
    const who = { memberId: session.memberId, deviceHash: deviceHashOf(caller.userAgent), ip: caller.ip };
    const keys = claimKeysOf(parseRules(promo.eligibility), who);
    const depositsBefore = await repository.creditedDeposits(session.memberId, conn);
    return {
      ...who,
      now: deps.now(),
      memberType: session.type,
      // The level the VIP module last computed, read in the caller's transaction.
      vipLevel: await repository.vipLevel(session.memberId, conn),
      depositsBefore,
      deposit:
        promo.kind === PromotionKind.DEPOSIT ? { amountMinor: null, first: depositsBefore === 0 } : null,
      takenKeys: await repository.takenKeys(caller.merchantId, promo.promo_id, keys, conn),
      promoCode,
      keys,
    };
  }

  function applicationItem(row: ApplicationRow, promo: PromotionRow | undefined, language: Language) {
    const item: ApplicationItem = {
      applicationId: row.id,
      promoId: row.promo_id,
      title: promo === undefined ? row.promo_id : text(promo, language),
      comment: row.comment,
      images: parseImages(row.images),
      status: row.status as ApplicationItem['status'],
      reason: row.reason,
      createdAt: row.created_at,
      decidedAt: row.decided_at,
    };
    return item;
  }

  function bonusItem(
    row: Awaited<ReturnType<BonusService['listOf']>>['rows'][number],
    balance: bigint | null,
    scale: number,
    language: Language,
  ): MemberBonusItem {
    const money = (value: string | number | bigint) => formatMinor(toBigInt(value), scale);
    return {
      bonusId: row.id,
      title: text(row, language),
      status: row.status as MemberBonusItem['status'],
      bonus: money(row.bonus_minor),
      wagered: money(row.wagered_minor),
      required: money(row.wager_required_minor),
      balance: balance === null ? null : formatMinor(balance, scale),
      expiresAt: row.expires_at,
      createdAt: row.created_at,
      finishedAt: row.finished_at,
    };
  }

  return {
    async list(
      caller: PromotionCaller,
      category: PromotionCategory | undefined,
    ): Promise<PromotionListValue> {
      const rows = await shown(caller.merchantId);
      const currency = await deps.currencyOf(caller.merchantId);
      const money = (minor: string | number | bigint) => formatMinor(toBigInt(minor), currency.scale);
      const present = new Set(rows.map((row) => row.category));
      const picked = category === undefined ? rows : rows.filter((row) => row.category === category);
      const applications =
        caller.session === null
          ? []
          : await repository.applicationsOf(caller.session.memberId, APPLICATIONS_LISTED);
      const list: PromotionItem[] = [];
      for (const row of picked) {
        let state: PromotionState = 'GUEST';
        let reason: PromotionItem['reason'] = null;
        let reasonText: string | null = null;
        if (caller.session !== null) {
          const latest = applications.find((application) => application.promo_id === row.promo_id);
          const verdict = evaluate(row, await standingOf(caller, row, row.promo_code));
          if (row.kind === PromotionKind.APPLY && latest !== undefined) {
            state =
              latest.status === ApplicationStatus.PENDING
                ? 'PENDING'
                : latest.status === 'approved'
                  ? 'APPROVED'
                  : 'REJECTED';
            reasonText = latest.reason;
          } else if (verdict.ok) {
            state = 'AVAILABLE';
          } else {
            state = verdict.reason === 'ONCE_PER_MEMBER' ? 'CLAIMED' : 'UNAVAILABLE';
            reason = verdict.reason;
            reasonText = reasonMessage(verdict.reason, caller.language);
          }
        }
        const fixed = toBigInt(row.fixed_bonus_minor);
        const cap = toBigInt(row.max_bonus_minor);
        const minimum = toBigInt(row.min_deposit_minor);
        list.push({
          promoId: row.promo_id,
          kind: row.kind as PromotionItem['kind'],
          category: row.category as PromotionCategory,
          title: text(row, caller.language),
          rulesHtml: caller.language === 'UR' ? row.rules_html_ur : row.rules_html_en,
          // The Urdu art when there is one, else the English.
          bannerUrl: caller.language === 'UR' ? (row.banner_url_ur ?? row.banner_url) : row.banner_url,
          startsAt: row.starts_at,
          endsAt: row.ends_at,
          needsCode: row.promo_code !== null && row.promo_code !== '',
          bonusRate: row.bonus_bp > 0 ? basisPointsToPercent(row.bonus_bp) : null,
          fixedBonus: fixed > 0n ? money(fixed) : null,
          maxBonus: cap > 0n ? money(cap) : null,
          minDeposit: minimum > 0n ? money(minimum) : null,
          wagerMultiple: row.wager_multiple,
          wagerBasis: row.wager_basis === 'BONUS_DEPOSIT' ? 'BONUS_DEPOSIT' : 'BONUS',
          state,
          reason,
          reasonText,
        });
      }
      return { list, categories: PROMOTION_CATEGORIES.filter((c) => present.has(c)) };
    },

    /**
     * Claims a CLAIM promotion: eligibility, claim keys and the bonus in one transaction. A repeated
     * request (same member, same promotion) answers the bonus it already granted.
     */
    async claim(caller: PromotionCaller, promoId: string, promoCode: string | undefined) {
      const session = realMember(caller);
      await deps.guard.check({ memberId: session.memberId, action: 'claim', amountMinor: 0n, scale: 0 });
      const promo = await repository.get(caller.merchantId, promoId);
      if (promo === undefined || promo.enabled !== 1 || promo.kind !== PromotionKind.CLAIM)
        throw new ApiError('PROMO_NOT_FOUND', { field: 'promoId' });
      const amount = bonusOf(promo, 0n);
      if (amount <= 0n) throw new ApiError('PROMO_NOT_FOUND', { field: 'promoId' });
      const currency = await deps.currencyOf(caller.merchantId);
      const source = `claim:${promo.promo_id}:${session.memberId}`;
      const answer = (bonusId: number, replayed: boolean) => ({
        promoId: promo.promo_id,
        bonusId,
        amount: formatMinor(amount, currency.scale),
        replayed,
      });
      const earlier = await repository.bonusBySource(caller.merchantId, source);
      if (earlier !== undefined) return answer(earlier.id, true);
      try {
        return await repository.transaction(async (tx) => {
          const standing = await standingOf(caller, promo, promoCode ?? null, tx);
          const verdict = evaluate(promo, standing);
          if (!verdict.ok) throw new ApiError('PROMO_NOT_ELIGIBLE', { reason: verdict.reason });
          const claim = {
            merchantId: caller.merchantId,
            promoId: promo.promo_id,
            memberId: session.memberId,
          };
          const at = deps.now().toISOString();
          if (!(await repository.insertKeys(tx, { ...claim, keys: standing.keys, at }))) {
            // Another request took a key since: say which, as the list would.
            const taken = await repository.takenKeys(caller.merchantId, promo.promo_id, standing.keys, tx);
            const again = evaluate(promo, { ...standing, takenKeys: taken });
            throw new ApiError('PROMO_NOT_ELIGIBLE', { reason: again.ok ? 'ONCE_PER_MEMBER' : again.reason });
          }
          const granted = await deps.bonus.grant(
            {
              ...claim,
              currency: currency.code,
              source,
              titleEn: promo.title_en,
              titleUr: promo.title_ur,
              bonusMinor: amount,
              depositMinor: 0n,
              terms: termsOf(promo),
            },
            tx,
          );
          return answer(granted.bonusId, granted.replayed);
        });
      } catch (error) {
        // Two copies of one request raced: the one that lost answers what the winner granted.
        const winner = await repository.bonusBySource(caller.merchantId, source);
        if (winner !== undefined) return answer(winner.id, true);
        throw error;
      }
    },

    /** Stores one picture for an application: PNG or JPEG, at most 5 MB, decided from the bytes. */
    async uploadImage(caller: PromotionCaller, base64: string): Promise<{ url: string }> {
      realMember(caller);
      const bytes = Buffer.from(base64, 'base64');
      const picture = await inspectPicture(bytes, APPLICATION_IMAGE_MAX_BYTES).catch((error: unknown) => {
        throw memberUploadError(error);
      });
      if (!UPLOADED_TYPES.has(picture.contentType)) throw new ApiError('PROMO_IMAGE_TYPE');
      await deps.store.put(picture.name, bytes, picture.contentType);
      return { url: deps.store.urlOf(picture.name) };
    },

    /** One pending application per member and promotion; pictures must be ones stored here. */
    async apply(
      caller: PromotionCaller,
      input: { promoId: string; comment: string; images: readonly string[] },
    ) {
      const session = realMember(caller);
      const promo = await repository.get(caller.merchantId, input.promoId);
      if (promo === undefined || promo.enabled !== 1 || promo.kind !== PromotionKind.APPLY)
        throw new ApiError('PROMO_NOT_FOUND', { field: 'promoId' });
      for (const url of input.images) {
        const name = url.slice(url.lastIndexOf('/') + 1);
        const ownUrl = UPLOAD_NAME_PATTERN.test(name) && deps.store.urlOf(name) === url;
        if (!ownUrl || !/\.(png|jpe?g)$/.test(name))
          throw new ApiError('VALIDATION_FAILED', { field: 'images' });
      }
      const verdict = evaluate(promo, await standingOf(caller, promo, promo.promo_code));
      if (!verdict.ok) throw new ApiError('PROMO_NOT_ELIGIBLE', { reason: verdict.reason });
      const row = await repository.insertApplication({
        merchant_id: caller.merchantId,
        member_id: session.memberId,
        promo_id: promo.promo_id,
        comment: input.comment.trim(),
        images: JSON.stringify(input.images),
        status: ApplicationStatus.PENDING,
        created_at: deps.now().toISOString(),
      });
      if (row === undefined) throw new ApiError('PROMO_APPLICATION_PENDING');
      return { application: applicationItem(row, promo, caller.language) };
    },

    async applications(caller: PromotionCaller) {
      const session = member(caller);
      const rows = await repository.applicationsOf(session.memberId, APPLICATIONS_LISTED);
      const promos = new Map((await repository.all(caller.merchantId)).map((row) => [row.promo_id, row]));
      return { list: rows.map((row) => applicationItem(row, promos.get(row.promo_id), caller.language)) };
    },

    async bonuses(caller: PromotionCaller): Promise<MemberBonusesValue> {
      const session = member(caller);
      const { scale } = await deps.currencyOf(caller.merchantId);
      const { rows, activeBalanceMinor } = await deps.bonus.listOf(session.memberId, {
        limit: BONUSES_LISTED,
      });
      const active = rows.find((row) => row.status === 'active');
      return {
        active: active === undefined ? null : bonusItem(active, activeBalanceMinor, scale, caller.language),
        history: rows
          .filter((row) => row !== active)
          .map((row) => bonusItem(row, null, scale, caller.language)),
      };
    },
  };
}

/** The uploads module's refusals in the member's terms (PNG or JPEG, 5 MB). */
function memberUploadError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.code === 'UPLOAD_TOO_LARGE') return new ApiError('PROMO_IMAGE_TOO_LARGE');
  if (error.code === 'UPLOAD_TYPE_NOT_ALLOWED') return new ApiError('PROMO_IMAGE_TYPE');
  if (error.code === 'UPLOAD_EMPTY' || error.code.startsWith('UPLOAD_IMAGE'))
    return new ApiError('PROMO_IMAGE_INVALID');
  return error;
}

function parseImages(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
