/**
 * Registration by username and by mobile. Every field is checked on the server against the
 * merchant's rules; challenges are checked before anything is written, and the member row and the
 * SMS code's use are one transaction, so a failure never leaves a half-made member.
 */
import type { LoginValue, RegisterFieldName, RegisterRequest } from '@openlobby/contract';
import { MemberType } from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import { type AccountsDeps, type Caller, rulesFor, startSession } from './context.ts';
import { emptyMember } from './login.ts';
import { toE164 } from './phone.ts';
import { DEFAULT_REGISTER_RULES, checkFields } from './rules.ts';
import { hashPassword } from './secrets.ts';

export type RegisterMethodName = 'username' | 'mobile';

export function createRegistration(deps: AccountsDeps) {
  return {
    async register(input: RegisterRequest, method: RegisterMethodName, caller: Caller): Promise<LoginValue> {
      const { merchant } = caller;
      const flag = method === 'username' ? merchant.flags.REGUSERNAME3 : merchant.flags.REGMOBILE3;
      if (!flag) throw new ApiError('REGISTER_METHOD_DISABLED');

      const rules = (await rulesFor(deps.store, merchant.id, DEFAULT_REGISTER_RULES)).map((rule) => {
        // Each method needs its own key fields whatever the table says.
        const forced: RegisterFieldName[] =
          method === 'username' ? ['username', 'password'] : ['mobileNum', 'verificationCode'];
        // By mobile the username is optional: one is made from the number when none is given.
        if (method === 'mobile' && rule.name === 'username') return { ...rule, required: false };
        if (!forced.includes(rule.name)) return rule;
        return { ...rule, enabled: true, required: true };
      });
      const enabled = (name: RegisterFieldName) => rules.some((rule) => rule.name === name && rule.enabled);
      const values: Partial<Record<RegisterFieldName, string>> = { ...input };
      // The captcha is checked as a challenge below, and the mobile number by libphonenumber.
      const failure = checkFields(
        rules.filter((rule) => rule.name !== 'captcha' || merchant.flags.CAPTCHA3),
        values,
      );
      if (failure !== null) throw new ApiError(failure.code, { field: failure.field });
      if (enabled('confirmPassword') && (input.password ?? '') !== (input.confirmPassword ?? '')) {
        throw new ApiError('PASSWORD_CONFIRM_MISMATCH', { field: 'confirmPassword' });
      }

      let mobile: string | null = null;
      if (enabled('mobileNum') && (input.mobileNum ?? '') !== '') {
        mobile = toE164(input.countryDialingCode, input.mobileNum ?? '');
        if (mobile === null) throw new ApiError('MOBILE_INVALID', { field: 'mobileNum' });
      }
      const username =
        input.username !== undefined && input.username !== ''
          ? input.username
          : `m${(mobile ?? '').replace(/\D/g, '')}`;

      if (merchant.flags.CAPTCHA3) {
        await deps.challenges.checkPassToken(caller, input.humanCheckToken, 'register');
        const captchaRule = rules.find((rule) => rule.name === 'captcha');
        if (captchaRule?.enabled === true && (captchaRule.required || (input.captcha ?? '') !== '')) {
          await deps.challenges.checkCaptcha(caller, input.captchaId, input.captcha);
        }
      }

      let referrerId: number | null = null;
      const affiliate = enabled('affiliateCode') ? (input.affiliateCode ?? '') : '';
      if (affiliate !== '') {
        const agent = await deps.members.byAffiliateCode(merchant.id, affiliate);
        if (agent === undefined) throw new ApiError('INVALID_INVITATION_CODE', { field: 'affiliateCode' });
        referrerId = agent.id;
      }
      const recommender = enabled('recommenderId') ? (input.recommenderId ?? '') : '';
      if (recommender !== '') {
        const found = await deps.members.byId(merchant.id, Number(recommender));
        if (found === undefined) throw new ApiError('REFERRER_LINK_ERROR', { field: 'recommenderId' });
        referrerId ??= found.id;
      }

      if ((await deps.members.byUsername(merchant.id, username)) !== undefined) {
        throw new ApiError('USERNAME_EXISTS', { field: 'username' });
      }
      const email = enabled('email') && (input.email ?? '') !== '' ? (input.email ?? null) : null;
      if (email !== null && (await deps.members.byEmail(merchant.id, email)) !== undefined) {
        throw new ApiError('EMAIL_EXISTS', { field: 'email' });
      }
      if (mobile !== null && (await deps.members.byMobile(merchant.id, mobile)) !== undefined) {
        throw new ApiError('MOBILE_EXISTS', { field: 'mobileNum' });
      }

      let codeId: string | null = null;
      const code = input.verificationCode ?? '';
      if (mobile !== null && (method === 'mobile' || code !== '')) {
        codeId = await deps.challenges.checkSmsCode(caller, mobile, 'register', code);
      }

      const text = (name: RegisterFieldName): string | null => {
        const value = values[name];
        return enabled(name) && value !== undefined && value !== '' ? value : null;
      };
      const password = text('password');
      const paymentPassword = text('paymentPassword');
      const now = deps.now().toISOString();
      const id = await deps.members
        .insertConsuming(
          {
            ...emptyMember(),
            merchant_id: merchant.id,
            username,
            username_lower: username.toLowerCase(),
            type: MemberType.REAL,
            nickname: text('nickname'),
            email,
            email_lower: email?.toLowerCase() ?? null,
            mobile,
            password_hash: password === null ? null : await hashPassword(password),
            payment_password_hash: paymentPassword === null ? null : await hashPassword(paymentPassword),
            payee_name: text('payeeName'),
            id_number: text('idNumber'),
            qq_num: text('qqNum'),
            facebook: text('facebook'),
            wechat: text('wechat'),
            line_id: text('line'),
            whatsapp: text('whatsapp'),
            zalo: text('zalo'),
            referrer_id: referrerId,
            registered_affiliate_code: affiliate === '' ? null : affiliate,
            register_method: input.registerMethod ?? 'H5',
            register_url: input.registerUrl ?? null,
            register_domain: input.domain ?? null,
            password_changed_at: now,
            created_at: now,
            created_ip: caller.ip,
          },
          codeId,
          now,
        )
        .catch((error: unknown) => {
          // Two registrations racing for one name: the unique index decides, the loser hears why.
          if (String(error).toLowerCase().includes('unique'))
            throw new ApiError('USERNAME_EXISTS', { field: 'username' });
          throw error;
        });
      if (id === null) throw new ApiError('SMS_CODE_INVALID', { field: 'verificationCode' });
      const member = await deps.members.byId(merchant.id, id);
      if (member === undefined) throw new Error('registered member vanished');
      return startSession(deps, member, caller);
    },
  };
}
