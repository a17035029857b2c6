/**
 * The accounts service: one factory wiring repositories, challenges, sessions, encryption and the
 * sub-services (login, registration, profile) from one deps object.
 */
import {
  type RegisterSettingsValue,
  SOCIAL_CHANNEL_FLAG,
  SOCIAL_CHANNELS,
  type SmsPurpose,
  type SocialChannel,
  type SocialSettingsValue,
  type TrialInfoValue,
  formatMinor,
} from '@openlobby/contract';
import type { JWTVerifyGetKey } from 'jose';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { MerchantDirectory } from '../../platform/request-context.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import { createChallenges } from './challenges.ts';
import { createChallengesRepository } from './challenges.repository.ts';
import { type AccountsDeps, type Caller, rulesFor } from './context.ts';
import { createEncryption } from './encryption.ts';
import { createLogin, trialCreditMinor } from './login.ts';
import { createMembersRepository } from './members.repository.ts';
import { createExclusionRepository } from '../protection/exclusion.repository.ts';
import { createSendQueue, httpSender, outboxSender } from './messaging.ts';
import { toE164 } from './phone.ts';
import { createProfile } from './profile.ts';
import { createRegistration } from './registration.ts';
import { DEFAULT_REGISTER_RULES } from './rules.ts';
import { createSessions } from './sessions.ts';
import { createSessionsRepository } from './sessions.repository.ts';
import { createSocialVerifier } from './social.ts';

export const ENCRYPTION_KEY_PURPOSE = 'encryption-private-key';

export interface AccountsServiceOptions {
  readonly db: Db;
  readonly config: AppConfig;
  readonly serverSecret: string;
  readonly merchants: MerchantDirectory;
  /** Tests move time; the server uses the wall clock. */
  readonly now?: () => Date;
  /** Tests verify social tokens against a local key set instead of SOCIAL_JWKS_URL. */
  readonly socialKeys?: JWTVerifyGetKey;
  /** Tests fix the slider's target offset. */
  readonly sliderTarget?: () => number;
  /** Where a queued SMS or e-mail that could not be sent is reported (the app's log). */
  readonly onSendFailed?: (error: unknown) => void;
  /** Tests fix the captcha's digits. */
  readonly captchaAnswer?: () => string;
}

export function createAccountsService(options: AccountsServiceOptions) {
  const { config } = options;
  const a = config.accounts;
  const now = options.now ?? (() => new Date());
  const store = createChallengesRepository(options.db);
  const members = createMembersRepository(options.db);
  const queue = createSendQueue(
    options.onSendFailed ?? ((error) => console.error('message delivery failed', error)),
  );
  const sessions = createSessions({
    repository: createSessionsRepository(options.db),
    now,
    idleMs: a.sessionIdleMinutes * 60_000,
    absoluteMs: a.sessionAbsoluteDays * 86_400_000,
  });
  const challenges = createChallenges({
    repository: store,
    // Outside the demo a channel without a gateway sends nothing: the outbox nobody can read there
    // would only make players wait for a code that never comes.
    sms: a.sms !== null ? httpSender(a.sms) : config.demo ? outboxSender('sms', store, now) : null,
    email: a.email !== null ? httpSender(a.email) : config.demo ? outboxSender('email', store, now) : null,
    queue,
    now,
    testAnswers: config.testAuthChallenges,
    ...(options.sliderTarget === undefined ? {} : { sliderTarget: options.sliderTarget }),
    ...(options.captchaAnswer === undefined ? {} : { captchaAnswer: options.captchaAnswer }),
  });
  const deps: AccountsDeps = {
    members,
    exclusions: createExclusionRepository(options.db),
    store,
    sessions,
    challenges,
    queue,
    social:
      a.social === null
        ? null
        : createSocialVerifier(a.social, { repository: store, now, keys: options.socialKeys }),
    merchants: options.merchants,
    config: a,
    production: config.nodeEnv === 'production',
    now,
  };
  const encryption = createEncryption({
    repository: store,
    box: createSecretBox(options.serverSecret, ENCRYPTION_KEY_PURPOSE),
    now,
    required: a.requireEncryption,
  });

  async function sendSms(caller: Caller, mobile: string, dial: string, purpose: SmsPurpose | 'register') {
    const e164 = toE164(dial, mobile);
    if (e164 === null) throw new ApiError('MOBILE_INVALID', { field: 'mobileNum' });
    const member = await members.byMobile(caller.merchant.id, e164);
    if (purpose === 'register' && member !== undefined) {
      // A self-excluded member's number hears why, not just that it is taken.
      const contact = { mobile: e164, emailLower: null };
      if (await deps.exclusions.selfExcludedContact(caller.merchant.id, contact))
        throw new ApiError('REGISTRATION_SELF_EXCLUDED', { field: 'mobileNum' });
      throw new ApiError('MOBILE_EXISTS', { field: 'mobileNum' });
    }
    // Codes for login and reset only reach registered numbers, but the answer looks the same.
    return challenges.sendSmsCode(caller, e164, purpose, purpose === 'register' || member !== undefined);
  }

  return {
    sessions,
    encryption,
    challenges,
    /** Sends still on their way; the app waits for them before it closes. */
    queue,
    login: createLogin(deps),
    registration: createRegistration(deps),
    profile: createProfile(deps),
    sendSms,

    async registerSettings(caller: Caller): Promise<RegisterSettingsValue> {
      return {
        methods: { username: caller.merchant.flags.REGUSERNAME3, mobile: caller.merchant.flags.REGMOBILE3 },
        fields: await rulesFor(store, caller.merchant.id, DEFAULT_REGISTER_RULES),
        minimumAge: (await members.ageRules(caller.merchant.id)).minimumAge,
      };
    },
    /** Buttons only for channels that are both switched on for the merchant and configured. */
    socialSettings(caller: Caller): SocialSettingsValue {
      const social = a.social;
      if (social === null) return { providers: [] };
      return {
        providers: SOCIAL_CHANNELS.flatMap((channel) => {
          const authorizeUrl = social.authorizeUrls[channel];
          if (authorizeUrl === undefined || !caller.merchant.flags[SOCIAL_CHANNEL_FLAG[channel]]) return [];
          return [{ channel, authorizeUrl, clientId: social.audience }];
        }),
      };
    },
    /** Starts a social sign-in on a channel that is switched on: the nonce its ID token must carry. */
    async socialNonce(caller: Caller, channel: SocialChannel) {
      if (deps.social === null || !caller.merchant.flags[SOCIAL_CHANNEL_FLAG[channel]])
        throw new ApiError('SOCIAL_LOGIN_DISABLED');
      return deps.social.nonce({ merchantId: caller.merchant.id, ip: caller.ip, channel });
    },
    async usernameAvailable(caller: Caller, username: string) {
      return { available: (await members.byUsername(caller.merchant.id, username)) === undefined };
    },
    async emailAvailable(caller: Caller, email: string) {
      return { available: (await members.byEmail(caller.merchant.id, email)) === undefined };
    },
    async affiliate(caller: Caller, code: string) {
      const agent = await members.byAffiliateCode(caller.merchant.id, code);
      if (agent === undefined || agent.own_affiliate_code === null) {
        throw new ApiError('INVALID_INVITATION_CODE', { field: 'affiliateCode' });
      }
      return { affiliateCode: agent.own_affiliate_code };
    },
    async trialInfo(): Promise<TrialInfoValue> {
      const merchant = a.trial.enabled ? await options.merchants.find(a.trial.merchantCode) : null;
      const credit = merchant === null ? null : await trialCreditMinor(deps, merchant.id);
      // Shown as the wallet will show it: "2000.00" is "2000" in a currency without decimals.
      if (credit === null) return { enabled: false, trialBalance: a.trial.balance };
      return { enabled: true, trialBalance: formatMinor(credit.minor, credit.scale) };
    },
    /** Development only: the messages the outbox providers stored for a recipient. */
    async outbox(to: string) {
      if (deps.production) throw new ApiError('NOT_FOUND');
      // Sends are queued after each answer; a reader expects what was asked for to be there.
      await queue.idle();
      const rows = await store.outbox(to);
      return rows.map((row) => ({
        channel: row.channel === 'email' ? ('email' as const) : ('sms' as const),
        to: row.recipient,
        subject: row.subject,
        body: row.body,
        sentAt: row.created_at,
      }));
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
