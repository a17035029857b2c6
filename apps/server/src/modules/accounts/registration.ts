/**
 * Registration by username and by mobile. Every field is checked on the server against the
 * merchant's rules; challenges are checked before anything is written, and the member row and the
 * SMS code's use are one transaction, so a failure never leaves a half-made member.
 */
import type { LoginValue, RegisterRequest } from '@openlobby/contract';
import { MemberType } from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import { identityNumberKey } from '../protection/identity-number.ts';
import { checkBirthDate } from './age.ts';
import { type AccountsDeps, type Caller, startSession } from './context.ts';
import { emptyMember } from './login.ts';
import type { NewMember } from './members.repository.ts';
import {
  type RegisterForm,
  type RegisterMethodName,
  checkChallenges,
  checkForm,
  checkUnclaimed,
  claimingUsername,
  mobileOf,
  referrerOf,
  registerForm,
  usernameOf,
} from './registration-checks.ts';
import { hashPassword } from './secrets.ts';

export type { RegisterMethodName } from './registration-checks.ts';

/** A registration is refused for a self-excluded member's number, typed by them or read by an officer. */
const DECLARED_TOO = { exceptMemberId: null, declared: true } as const;

/** Who the new member is, once every check has passed. */
interface Registrant {
  readonly username: string;
  readonly email: string | null;
  readonly mobile: string | null;
  readonly referrerId: number | null;
  readonly birthDate: string;
}

export function createRegistration(deps: AccountsDeps) {
  /** The SMS code's challenge id, checked now and used up with the insert; a mobile registration needs one. */
  async function smsCodeId(
    caller: Caller,
    method: RegisterMethodName,
    mobile: string | null,
    input: RegisterRequest,
  ): Promise<string | null> {
    const code = input.verificationCode ?? '';
    if (mobile === null || (method === 'username' && code === '')) return null;
    return deps.challenges.checkSmsCode(caller, mobile, 'register', code);
  }

  async function memberRow(
    caller: Caller,
    form: RegisterForm,
    input: RegisterRequest,
    who: Registrant,
    now: string,
  ): Promise<NewMember> {
    const { text } = form;
    const password = text('password');
    const paymentPassword = text('paymentPassword');
    return {
      ...emptyMember(),
      merchant_id: caller.merchant.id,
      username: who.username,
      username_lower: who.username.toLowerCase(),
      type: MemberType.REAL,
      nickname: text('nickname'),
      email: who.email,
      email_lower: who.email?.toLowerCase() ?? null,
      mobile: who.mobile,
      password_hash: password === null ? null : await hashPassword(password),
      payment_password_hash: paymentPassword === null ? null : await hashPassword(paymentPassword),
      payee_name: text('payeeName'),
      id_number: identityNumberKey(text('idNumber')),
      qq_num: text('qqNum'),
      facebook: text('facebook'),
      wechat: text('wechat'),
      line_id: text('line'),
      whatsapp: text('whatsapp'),
      zalo: text('zalo'),
      referrer_id: who.referrerId,
      birth_date: who.birthDate,
      registered_affiliate_code: text('affiliateCode'),
      register_method: input.registerMethod ?? 'H5',
      register_url: input.registerUrl ?? null,
      register_domain: input.domain ?? null,
      password_changed_at: now,
      created_at: now,
      created_ip: caller.ip,
    };
  }

  /** Inserts the member and uses up the SMS code in one transaction; the new member's id. */
  async function insert(row: NewMember, codeId: string | null, now: string): Promise<number> {
    // Two registrations racing for one name: the unique index decides, the loser hears why.
    const id = await claimingUsername(deps.members.insertConsuming(row, codeId, now));
    if (id === null) throw new ApiError('SMS_CODE_INVALID', { field: 'verificationCode' });
    return id;
  }

  return {
    async register(input: RegisterRequest, method: RegisterMethodName, caller: Caller): Promise<LoginValue> {
      const { merchant } = caller;
      const flag = method === 'username' ? merchant.flags.REGUSERNAME3 : merchant.flags.REGMOBILE3;
      if (!flag) throw new ApiError('REGISTER_METHOD_DISABLED');

      const form = await registerForm(deps, merchant.id, method, input);
      checkForm(form, input, merchant.flags.CAPTCHA3);
      // Before the challenges, so a refused age uses up no slider pass or SMS code.
      const birthDate = checkBirthDate(input.birthDate, await deps.members.ageRules(merchant.id), deps.now());
      const mobile = mobileOf(form, input);
      const username = usernameOf(input, mobile);
      await checkChallenges(deps, caller, form, input);
      const referrerId = await referrerOf(deps, merchant.id, form);
      const email = form.text('email');
      // Self-exclusion covers a new account with the excluded member's mobile or e-mail (one lookup).
      const contact = { mobile, emailLower: email === null ? null : email.toLowerCase() };
      if (await deps.exclusions.selfExcludedContact(merchant.id, contact))
        throw new ApiError('REGISTRATION_SELF_EXCLUDED', { field: mobile === null ? 'email' : 'mobileNum' });
      // ... and with the ID number of a self-excluded member (declared, or read from their document).
      const idNumber = identityNumberKey(form.text('idNumber'));
      if (
        idNumber !== null &&
        (await deps.exclusions.selfExcludedIdentity(merchant.id, idNumber, DECLARED_TOO)) !== undefined
      )
        throw new ApiError('REGISTRATION_IDENTITY_SELF_EXCLUDED', { field: 'idNumber' });
      await checkUnclaimed(deps, merchant.id, { username, email, mobile });
      const codeId = await smsCodeId(caller, method, mobile, input);

      const now = deps.now().toISOString();
      const row = await memberRow(
        caller,
        form,
        input,
        { username, email, mobile, referrerId, birthDate },
        now,
      );
      const id = await insert(row, codeId, now);
      const member = await deps.members.byId(merchant.id, id);
      if (member === undefined) throw new Error('registered member vanished');
      return startSession(deps, member, caller);
    },
  };
}
