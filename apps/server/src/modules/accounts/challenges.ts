/**
 * One-time challenges: image captcha, slider human check and its pass tokens, SMS codes and e-mail
 * reset tokens. Codes and tokens are stored as SHA-256 hashes; every one is single use and expires.
 * With AUTH_CHALLENGES=test the documented fixed answers (apps/server/README.md) also pass.
 */
import { randomInt } from 'node:crypto';
import type { HumanCheckAction, SmsPurpose } from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import { captchaPicture } from './captcha-image.ts';
import type { ChallengesRepository } from './challenges.repository.ts';
import type { MessageSender, SendQueue } from './messaging.ts';
import { randomDigits, randomToken, sameHash, sha256 } from './secrets.ts';
import { PIECE_SIZE, TRACK_HEIGHT, TRACK_WIDTH, sliderPictures } from './slider-image.ts';

/** What an SMS code unlocks; the wallet's payment-password reset uses the same flow. */
export type CodePurpose = SmsPurpose | 'register' | 'paymentPassword';

export const TEST_CAPTCHA_ANSWER = '000000';
export const TEST_HUMAN_PASS = 'TEST-HUMAN-PASS';
export const TEST_SMS_CODE = '000000';

const CAPTCHA_TTL_MS = 2 * 60_000;
const CAPTCHA_LENGTH = 4;
const SLIDER_TTL_MS = 2 * 60_000;
const PASS_TTL_MS = 2 * 60_000;
const SLIDER_TOLERANCE_PX = 5;
const SLIDER_MIN_POINTS = 5;
const SLIDER_MIN_DURATION_MS = 150;
const SMS_CODE_LENGTH = 6;
const SMS_TTL_MINUTES = 5;
const SMS_COOLDOWN_MS = 60_000;
const SMS_MAX_ATTEMPTS = 5;
const SMS_PER_NUMBER_PER_HOUR = 5;
const SMS_PER_IP_PER_HOUR = 20;
const RESET_TTL_MS = 30 * 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const PURGE_ONE_IN = 100;

export interface ChallengeDeps {
  readonly repository: ChallengesRepository;
  /** Null when no channel can deliver (no gateway outside the demo): sends are refused, not lost. */
  readonly sms: MessageSender | null;
  readonly email: MessageSender | null;
  /** Sends run here, after the answer: see SendQueue. */
  readonly queue: SendQueue;
  readonly now: () => Date;
  readonly testAnswers: boolean;
  /** For tests that need to know the slider's target; defaults to a random offset. */
  readonly sliderTarget?: () => number;
  /** For tests that need to know the captcha's digits; defaults to random ones. */
  readonly captchaAnswer?: () => string;
}

export interface Client {
  readonly merchantId: number;
  readonly ip: string;
  readonly userAgent: string;
}

const clientKey = (client: Client) => sha256(`${client.ip}|${client.userAgent}`);

export function createChallenges(deps: ChallengeDeps) {
  const { repository: repo } = deps;
  const iso = (offsetMs = 0) => new Date(deps.now().getTime() + offsetMs).toISOString();

  async function issue(client: Client, kind: string, subject: string, secret: string, ttlMs: number) {
    // About one issue in a hundred also sweeps rows a day past expiry; no timer to manage. Per-hour
    // SMS counts only look back an hour, so a day's margin never hides a recent code.
    if (randomInt(PURGE_ONE_IN) === 0) await repo.purgeBefore(iso(-DAY_MS));
    const id = randomToken(18);
    await repo.insertChallenge({
      id,
      merchantId: client.merchantId,
      kind,
      subject,
      secret,
      clientIp: client.ip,
      now: iso(),
      expiresAt: iso(ttlMs),
    });
    return { id, expiresAt: deps.now().getTime() + ttlMs };
  }

  /** Loads a live challenge and marks it used; null when missing, expired, used or bound elsewhere. */
  async function take(client: Client, kind: string, id: string, subject: string) {
    const row = await repo.challenge(client.merchantId, kind, id);
    if (row === undefined || row.used_at !== null || row.subject !== subject) return null;
    if (row.expires_at <= iso()) return null;
    return (await repo.use(row.id, iso())) ? row : null;
  }

  return {
    async issueCaptcha(client: Client) {
      const answer = deps.captchaAnswer?.() ?? randomDigits(CAPTCHA_LENGTH);
      // Drawn before it is recorded: a picture that fails to draw leaves no challenge behind.
      const image = await captchaPicture(answer);
      const { id, expiresAt } = await issue(
        client,
        'captcha',
        clientKey(client),
        sha256(answer),
        CAPTCHA_TTL_MS,
      );
      return { captchaId: id, image, length: answer.length, expiresAt };
    },

    /** Consumes the captcha whatever the answer: one guess per picture. */
    async checkCaptcha(client: Client, captchaId: string | undefined, answer: string | undefined) {
      if (answer === undefined || answer === '' || captchaId === undefined || captchaId === '') {
        throw new ApiError('CAPTCHA_REQUIRED', { captcha: true, field: 'captcha' });
      }
      const row = await take(client, 'captcha', captchaId, clientKey(client));
      const ok =
        row !== null &&
        (sameHash(row.secret, sha256(answer)) || (deps.testAnswers && answer === TEST_CAPTCHA_ANSWER));
      if (!ok) throw new ApiError('CAPTCHA_INVALID', { captcha: true, field: 'captcha' });
    },

    async issueSlider(client: Client, action: HumanCheckAction) {
      const target = deps.sliderTarget?.() ?? PIECE_SIZE + randomInt(TRACK_WIDTH - 2 * PIECE_SIZE);
      const pictures = await sliderPictures(target);
      const { id, expiresAt } = await issue(client, 'slider', action, String(target), SLIDER_TTL_MS);
      // The piece's height lives only in its picture, the gap's offset only in the background's.
      return {
        challengeId: id,
        action,
        trackWidth: TRACK_WIDTH,
        trackHeight: TRACK_HEIGHT,
        pieceWidth: PIECE_SIZE,
        background: pictures.background,
        piece: pictures.piece,
        expiresAt,
      };
    },

    /** One attempt per challenge; a pass token bound to the challenge's action on success. */
    async verifySlider(client: Client, challengeId: string, x: number, trail: { x: number; t: number }[]) {
      const row = await repo.challenge(client.merchantId, 'slider', challengeId);
      if (row === undefined || row.used_at !== null || row.expires_at <= iso()) {
        throw new ApiError('HUMAN_CHECK_FAILED');
      }
      if (!(await repo.use(row.id, iso()))) throw new ApiError('HUMAN_CHECK_FAILED');
      if (!humanLike(Number(row.secret), x, trail)) throw new ApiError('HUMAN_CHECK_FAILED');
      const passToken = randomToken();
      const { expiresAt } = await issueWithId(client, sha256(passToken), 'pass', row.subject, PASS_TTL_MS);
      return { passToken, expiresAt };
    },

    /** Consumes a pass token for an action; HUMAN_CHECK_FAILED when missing, wrong, used or for another action. */
    async checkPassToken(client: Client, token: string | undefined, action: HumanCheckAction) {
      if (deps.testAnswers && token === TEST_HUMAN_PASS) return;
      if (token === undefined || token === '') throw new ApiError('HUMAN_CHECK_FAILED', { humanCheck: true });
      const row = await take(client, 'pass', sha256(token), action);
      if (row === null) throw new ApiError('HUMAN_CHECK_FAILED', { humanCheck: true });
    },

    async sendSmsCode(client: Client, e164: string, purpose: CodePurpose, deliver: boolean) {
      // Refused for every number alike, before anything is recorded: it says nothing about accounts.
      const sms = deps.sms;
      if (sms === null) throw new ApiError('SMS_UNAVAILABLE');
      const subject = `${purpose}:${e164}`;
      const latest = await repo.latest(client.merchantId, 'sms', subject);
      const nowMs = deps.now().getTime();
      if (latest !== undefined && nowMs - Date.parse(latest.created_at) < SMS_COOLDOWN_MS) {
        const resendAt = Date.parse(latest.created_at) + SMS_COOLDOWN_MS;
        throw new ApiError('SMS_COOLDOWN', {
          retryAfterSeconds: Math.ceil((resendAt - nowMs) / 1000),
          resendAt,
        });
      }
      const hourAgo = iso(-HOUR_MS);
      if (
        (await repo.countSince('sms', 'subject', subject, hourAgo)) >= SMS_PER_NUMBER_PER_HOUR ||
        (await repo.countSince('sms', 'client_ip', client.ip, hourAgo)) >= SMS_PER_IP_PER_HOUR
      ) {
        throw new ApiError('RATE_LIMITED', { retryAfterSeconds: 3600 });
      }
      const code = randomDigits(SMS_CODE_LENGTH);
      const ttlMs = SMS_TTL_MINUTES * 60_000;
      // Recorded even when nothing is delivered (unknown number on a no-login purpose), so the
      // cooldown and the answer look the same either way: no account enumeration.
      const { expiresAt } = await issue(client, 'sms', subject, sha256(code), ttlMs);
      // Queued in both cases, and sent after the answer: the request never waits on the gateway,
      // so its timing says nothing about the number either. A failed send is logged; the player
      // asks again after the cooldown.
      deps.queue.later(async () => {
        if (!deliver) return;
        await sms.send({
          to: e164,
          subject: 'Verification code',
          body: `Your OpenLobby verification code is ${code}. It expires in ${SMS_TTL_MINUTES} minutes.`,
        });
      });
      return {
        expirationTime: expiresAt,
        expiredMinutes: SMS_TTL_MINUTES,
        resendAt: nowMs + SMS_COOLDOWN_MS,
      };
    },

    /**
     * Checks an SMS code without using it up; returns the challenge id to consume together with the
     * action it authorises. A wrong code counts an attempt; after the limit the code is dead.
     */
    async checkSmsCode(client: Client, e164: string, purpose: CodePurpose, code: string | undefined) {
      if (code === undefined || code === '')
        throw new ApiError('SMS_CODE_INVALID', { field: 'verificationCode' });
      const row = await repo.latest(client.merchantId, 'sms', `${purpose}:${e164}`);
      const live =
        row !== undefined &&
        row.used_at === null &&
        row.expires_at > iso() &&
        row.attempts < SMS_MAX_ATTEMPTS;
      if (!live) throw new ApiError('SMS_CODE_INVALID', { field: 'verificationCode' });
      const ok = sameHash(row.secret, sha256(code)) || (deps.testAnswers && code === TEST_SMS_CODE);
      if (!ok) {
        await repo.addAttempt(row.id);
        throw new ApiError('SMS_CODE_INVALID', { field: 'verificationCode' });
      }
      return row.id;
    },

    async useChallenge(id: string): Promise<boolean> {
      return repo.use(id, iso());
    },

    async issueResetToken(client: Client, memberId: number) {
      const token = randomToken();
      await issueWithId(client, sha256(token), 'email_reset', String(memberId), RESET_TTL_MS);
      return token;
    },

    /** The member a reset token names, consuming it; null when unknown, used or expired. */
    async takeResetToken(client: Client, token: string): Promise<number | null> {
      const row = await repo.challenge(client.merchantId, 'email_reset', sha256(token));
      if (row === undefined || row.used_at !== null || row.expires_at <= iso()) return null;
      return (await repo.use(row.id, iso())) ? Number(row.subject) : null;
    },

    email: deps.email,
  };

  /** Tokens are looked up by their hash, so the hash is the id. */
  async function issueWithId(client: Client, id: string, kind: string, subject: string, ttlMs: number) {
    await repo.insertChallenge({
      id,
      merchantId: client.merchantId,
      kind,
      subject,
      secret: id,
      clientIp: client.ip,
      now: iso(),
      expiresAt: iso(ttlMs),
    });
    return { expiresAt: deps.now().getTime() + ttlMs };
  }
}
export type Challenges = ReturnType<typeof createChallenges>;

/**
 * A person drags over several samples and a moment of time; a script often jumps in one step. The
 * release point must fill the gap within a tolerance and the trail must end there.
 */
export function humanLike(target: number, x: number, trail: { x: number; t: number }[]): boolean {
  if (Math.abs(x - target) > SLIDER_TOLERANCE_PX) return false;
  if (trail.length < SLIDER_MIN_POINTS) return false;
  for (let i = 1; i < trail.length; i += 1) {
    const previous = trail[i - 1];
    const current = trail[i];
    if (previous === undefined || current === undefined || current.t < previous.t) return false;
  }
  const first = trail[0];
  const last = trail[trail.length - 1];
  if (first === undefined || last === undefined) return false;
  if (last.t - first.t < SLIDER_MIN_DURATION_MS) return false;
  if (Math.abs(last.x - x) > SLIDER_TOLERANCE_PX) return false;
  // A constant-speed straight line is a script's signature: people accelerate and slow down.
  const steps = trail.slice(1).map((point, i) => point.x - (trail[i]?.x ?? 0));
  return new Set(steps.map((step) => Math.round(step))).size > 1;
}
