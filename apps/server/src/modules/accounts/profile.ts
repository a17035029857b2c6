/** Member centre: member info, profile updates, head icon, security centre, passwords. */
import type { HeadIconValue, MemberInfoValue, MemberType, SecurityConfigValue } from '@openlobby/contract';
import { MemberType as Types } from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import type { Session } from '../../platform/session.ts';
import { exclusionInForce } from '../protection/exclusion.ts';
import { type AccountsDeps, type Caller, rulesFor } from './context.ts';
import type { MemberRow } from './members.repository.ts';
import { maskEmail, maskMobile, toE164 } from './phone.ts';
import { DEFAULT_REGISTER_RULES, checkField } from './rules.ts';
import { hashPassword, verifyPassword } from './secrets.ts';

export const AVATAR_IDS = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'] as const;
const avatarUrl = (id: string) => `/cdn/avatars/${id}.svg`;

/** The password-reset e-mail, whether the member asked for it or an operator sent it for them. */
export function resetMail(publicUrl: string, token: string): { subject: string; body: string } {
  const link = `${publicUrl}/m/forget?token=${encodeURIComponent(token)}`;
  return {
    subject: 'Reset your password',
    body: `Open this link within 30 minutes to choose a new password: ${link}\nToken: ${token}`,
  };
}

export function createProfile(deps: AccountsDeps) {
  async function me(caller: Caller, session: Session | null): Promise<MemberRow> {
    if (session === null) throw new ApiError('NOT_LOGGED_IN');
    const member = await deps.members.byId(caller.merchant.id, session.memberId);
    if (member === undefined) throw new ApiError('SESSION_ENDED');
    return member;
  }
  async function realMember(caller: Caller, session: Session | null): Promise<MemberRow> {
    const member = await me(caller, session);
    if (member.type === Types.TRIAL) throw new ApiError('FREE_REJECT');
    return member;
  }
  /** Profile changes wait until a forced password change is done (PWDEXPFORCECHANGE3). */
  async function settledMember(caller: Caller, session: Session | null): Promise<MemberRow> {
    const member = await realMember(caller, session);
    if (caller.merchant.flags.PWDEXPFORCECHANGE3 && member.must_change_password === 1) {
      throw new ApiError('PASSWORD_CHANGE_REQUIRED');
    }
    return member;
  }
  async function rule(caller: Caller, name: 'nickname' | 'payeeName' | 'email' | 'password') {
    const rules = await rulesFor(deps.store, caller.merchant.id, DEFAULT_REGISTER_RULES);
    const found = rules.find((r) => r.name === name) ?? DEFAULT_REGISTER_RULES.find((r) => r.name === name);
    if (found === undefined) throw new Error(`no rule for ${name}`);
    return { ...found, enabled: true, required: true };
  }
  async function checkNewPassword(caller: Caller, password: string, confirm: string) {
    if (password !== confirm)
      throw new ApiError('PASSWORD_CONFIRM_MISMATCH', { field: 'confirmNewPassword' });
    const failure = checkField(await rule(caller, 'password'), password);
    if (failure !== null) throw new ApiError('PASSWORD_FORMAT', { field: 'newPassword' });
  }
  async function setPassword(caller: Caller, memberId: number, password: string) {
    await deps.members.update(caller.merchant.id, memberId, {
      password_hash: await hashPassword(password),
      password_changed_at: deps.now().toISOString(),
      must_change_password: 0,
    });
  }

  return {
    async info(caller: Caller, session: Session | null): Promise<MemberInfoValue> {
      const m = await me(caller, session);
      const exclusions = await deps.exclusions.inForce(m.id, deps.now().toISOString());
      return {
        customerId: m.id,
        account: m.username,
        nickname: m.nickname,
        type: m.type as MemberType,
        clubLabel: m.club_label === null ? null : { labelName: m.club_label },
        merchantCode: caller.merchant.code,
        email: maskEmail(m.email),
        mobileNum: maskMobile(m.mobile),
        payeeName: m.payee_name,
        avatarUrl: m.avatar_id === null ? null : avatarUrl(m.avatar_id),
        createdAt: m.created_at,
        lastLoginAt: m.last_login_at,
        lastLoginIp: m.last_login_ip,
        firstTimeLogin: m.last_login_at === null,
        exclusion: exclusionInForce(exclusions),
      };
    },
    async nickname(caller: Caller, session: Session | null, nickname: string) {
      const m = await settledMember(caller, session);
      if (checkField(await rule(caller, 'nickname'), nickname) !== null)
        throw new ApiError('NAME_FORMAT', { field: 'nickname' });
      await deps.members.update(caller.merchant.id, m.id, { nickname });
      return { nickname };
    },
    async email(caller: Caller, session: Session | null, email: string, password: string) {
      const m = await settledMember(caller, session);
      if (checkField(await rule(caller, 'email'), email) !== null)
        throw new ApiError('EMAIL_FORMAT', { field: 'email' });
      if (!(await verifyPassword(m.password_hash, password)))
        throw new ApiError('PASSWORD_INCORRECT', { field: 'password' });
      const owner = await deps.members.byEmail(caller.merchant.id, email);
      if (owner !== undefined && owner.id !== m.id) throw new ApiError('EMAIL_EXISTS', { field: 'email' });
      await deps.members.update(caller.merchant.id, m.id, { email, email_lower: email.toLowerCase() });
      return { email: maskEmail(email) ?? '' };
    },
    async payeeName(caller: Caller, session: Session | null, payeeName: string) {
      const m = await settledMember(caller, session);
      if (checkField(await rule(caller, 'payeeName'), payeeName) !== null)
        throw new ApiError('NAME_FORMAT', { field: 'payeeName' });
      // Set once: it has to match the names on bank accounts, so changing it is an operator's job.
      if (!(await deps.members.setPayeeNameOnce(caller.merchant.id, m.id, payeeName))) {
        throw new ApiError('PAYEE_NAME_ALREADY_SET');
      }
      return { payeeName };
    },
    async headIcon(caller: Caller, session: Session | null, iconId?: string): Promise<HeadIconValue> {
      const m = await me(caller, session);
      let current = m.avatar_id;
      if (iconId !== undefined) {
        if (!(AVATAR_IDS as readonly string[]).includes(iconId))
          throw new ApiError('FIELD_INVALID', { field: 'iconId' });
        await deps.members.update(caller.merchant.id, m.id, { avatar_id: iconId });
        current = iconId;
      }
      return {
        current: current === null ? null : avatarUrl(current),
        icons: AVATAR_IDS.map((id) => ({ id, url: avatarUrl(id) })),
      };
    },
    async security(caller: Caller, session: Session | null): Promise<SecurityConfigValue> {
      const m = await me(caller, session);
      const items = {
        loginPassword: m.password_hash !== null,
        paymentPassword: m.payment_password_hash !== null,
        email: m.email !== null,
        mobile: m.mobile !== null,
        payeeName: m.payee_name !== null && m.payee_name !== '',
      };
      const set = Object.values(items).filter(Boolean).length;
      return {
        score: Math.round((set / Object.keys(items).length) * 100),
        lastLoginIp: m.last_login_ip,
        lastLoginAt: m.last_login_at,
        items,
      };
    },

    async changePassword(
      caller: Caller,
      session: Session | null,
      input: { oldPassword: string; newPassword: string; confirmNewPassword: string },
      sessionToken: string,
    ) {
      const m = await realMember(caller, session);
      if (input.newPassword === input.oldPassword)
        throw new ApiError('PASSWORD_SAME_AS_OLD', { field: 'newPassword' });
      await checkNewPassword(caller, input.newPassword, input.confirmNewPassword);
      if (!(await verifyPassword(m.password_hash, input.oldPassword))) {
        throw new ApiError('OLD_PASSWORD_WRONG', { field: 'oldPassword' });
      }
      await setPassword(caller, m.id, input.newPassword);
      // Whoever else holds a session (a stolen token, a forgotten device) has to know the new password.
      await deps.sessions.endOthers(m.id, sessionToken);
      return { done: true as const };
    },

    /**
     * Same answer whether or not the pair exists: the reset link only goes to a matching address.
     * The lookup, the token and the mail all happen after the answer, so the request does the same
     * work, and takes the same time, either way.
     */
    resetByEmail(caller: Caller, username: string, email: string) {
      // Refused for every account alike, so it says nothing about which exist.
      const sender = deps.challenges.email;
      if (sender === null) return Promise.reject(new ApiError('EMAIL_UNAVAILABLE'));
      deps.queue.later(async () => {
        const m = await deps.members.byUsername(caller.merchant.id, username);
        if (
          m === undefined ||
          m.email_lower === null ||
          m.email_lower !== email.toLowerCase() ||
          m.disabled !== 0
        )
          return;
        const token = await deps.challenges.issueResetToken(caller, m.id);
        await sender.send({ to: m.email_lower, ...resetMail(deps.config.publicUrl, token) });
      });
      return Promise.resolve({ sent: true as const });
    },
    async resetByEmailConfirm(
      caller: Caller,
      input: { token: string; newPassword: string; confirmNewPassword: string },
    ) {
      await checkNewPassword(caller, input.newPassword, input.confirmNewPassword);
      const memberId = await deps.challenges.takeResetToken(caller, input.token);
      if (memberId === null) throw new ApiError('RESET_TOKEN_INVALID');
      await setPassword(caller, memberId, input.newPassword);
      await deps.sessions.endAll(memberId);
      return { done: true as const };
    },
    async resetBySms(
      caller: Caller,
      input: {
        mobileNum: string;
        countryDialingCode: string;
        verificationCode: string;
        newPassword: string;
        confirmNewPassword: string;
      },
    ) {
      const e164 = toE164(input.countryDialingCode, input.mobileNum);
      if (e164 === null) throw new ApiError('MOBILE_INVALID', { field: 'mobileNum' });
      await checkNewPassword(caller, input.newPassword, input.confirmNewPassword);
      const codeId = await deps.challenges.checkSmsCode(
        caller,
        e164,
        'resetPassword',
        input.verificationCode,
      );
      const m = await deps.members.byMobile(caller.merchant.id, e164);
      if (m === undefined || !(await deps.challenges.useChallenge(codeId))) {
        throw new ApiError('SMS_CODE_INVALID', { field: 'verificationCode' });
      }
      await setPassword(caller, m.id, input.newPassword);
      await deps.sessions.endAll(m.id);
      return { done: true as const };
    },
  };
}
