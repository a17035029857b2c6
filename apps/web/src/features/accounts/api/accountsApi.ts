import { accountsCall } from './accountsClient.ts';

/** Shapes of the accounts contract as the web reads them (issue 3). */
export interface RegisterField {
  name: string;
  enabled: boolean;
  required: boolean;
  pattern?: string | null;
  min?: number | null;
  max?: number | null;
}

export interface RegisterSettings {
  methods: { username: boolean; mobile: boolean };
  fields: RegisterField[];
}

export interface CaptchaValue {
  captchaId: string;
  /** data:image/svg+xml;base64 picture. */
  image: string;
  length: number;
  expiresAt: number;
}

export type HumanCheckAction = 'login' | 'register' | 'sms' | 'reset';

/** A slider puzzle: drag the piece along the track until it fills the gap in the picture. */
export interface SliderChallenge {
  challengeId: string;
  action: HumanCheckAction;
  trackWidth: number;
  trackHeight: number;
  pieceWidth: number;
  pieceY: number;
  background: string;
  piece: string;
  expiresAt: number;
}

export interface SmsValue {
  expirationTime: number;
  expiredMinutes: number;
  /** When another code may be requested: the length of the countdown. */
  resendAt?: number;
}

export interface LoginValue {
  token: string;
  userName: string;
  type: number;
  merchantCode: string;
  firstTimeLogin: boolean;
  mustChangePassword: boolean;
  expiresAt?: number;
}

export interface MemberInfoValue {
  customerId: number;
  account: string;
  nickname: string | null;
  type: number;
  clubLabel: { labelName: string } | null;
  merchantCode: string;
  email: string | null;
  mobileNum: string | null;
  payeeName: string | null;
  avatarUrl: string | null;
  createdAt: string;
  lastLoginAt: string | null;
  lastLoginIp: string | null;
  firstTimeLogin: boolean;
}

export interface SecurityConfigValue {
  score: number;
  lastLoginIp: string | null;
  lastLoginAt: string | null;
  items: {
    loginPassword: boolean;
    paymentPassword: boolean;
    email: boolean;
    mobile: boolean;
    payeeName: boolean;
  };
}

export interface SmsTarget {
  mobileNum: string;
  countryDialingCode: string;
}

export const accountsApi = {
  registerSettings: () => accountsCall<RegisterSettings>('GET', '/wps/system/setting/register'),
  registerUsername: (body: Record<string, unknown>) =>
    accountsCall<LoginValue>('PUT', '/wps/member/register', { body, encrypted: true }),
  registerMobile: (body: Record<string, unknown>) =>
    accountsCall<LoginValue>('PUT', '/wps/member/register/mobile', { body, encrypted: true }),
  affiliateCheck: (affiliateCode: string) =>
    accountsCall<{ affiliateCode: string }>('GET', '/wps/agent/affiliate', { query: { affiliateCode } }),
  captcha: () => accountsCall<CaptchaValue>('GET', '/wps/captcha'),
  sliderChallenge: (action: HumanCheckAction) =>
    accountsCall<SliderChallenge>('GET', '/wps/captcha/slider', { query: { action } }),
  sliderVerify: (body: { challengeId: string; x: number; trail: { x: number; t: number }[] }) =>
    accountsCall<{ passToken: string; expiresAt: number }>('POST', '/wps/captcha/slider', { body }),
  smsRegister: (target: SmsTarget) =>
    accountsCall<SmsValue>('POST', '/wps/verification/sms/register', { body: { ...target } }),
  smsNoLogin: (target: SmsTarget, purpose: 'login' | 'resetPassword') =>
    accountsCall<SmsValue>('POST', '/wps/verification/sms/noLogin', {
      body: { mobileNo: target.mobileNum, countryDialingCode: target.countryDialingCode, purpose },
    }),
  login: (body: Record<string, unknown>, device?: string) =>
    accountsCall<LoginValue>('POST', '/wps/session/login', { body, encrypted: true, device }),
  logout: () => accountsCall<unknown>('DELETE', '/wps/session/logout'),
  renewSession: () => accountsCall<{ expiresAt: number }>('POST', '/wps/session/renew', { body: {} }),
  trialInfo: () => accountsCall<{ enabled: boolean; trialBalance: string }>('GET', '/wps/member/trialuser'),
  freePlayLogin: () => accountsCall<LoginValue>('POST', '/wps/session/login/freeplay', { body: {} }),
  memberInfo: () => accountsCall<MemberInfoValue>('GET', '/wps/member/info'),
  updateNickname: (nickname: string) =>
    accountsCall<{ nickname: string }>('POST', '/wps/member/info/nickname', { body: { nickname } }),
  updateEmail: (email: string, password: string) =>
    accountsCall<{ email: string }>('POST', '/wps/member/info/email', { body: { email, password } }),
  updatePayeeName: (payeeName: string) =>
    accountsCall<{ payeeName: string }>('POST', '/wps/member/info/payeename', { body: { payeeName } }),
  changePassword: (body: { oldPassword: string; newPassword: string; confirmNewPassword: string }) =>
    accountsCall<{ done: true }>('POST', '/wps/member/password', { body }),
  resetByEmail: (body: { username: string; email: string }) =>
    accountsCall<{ sent: true }>('POST', '/wps/member/password/email', { body }),
  resetBySms: (
    body: SmsTarget & { verificationCode: string; newPassword: string; confirmNewPassword: string },
  ) => accountsCall<{ done: true }>('POST', '/wps/member/password/verification', { body, encrypted: true }),
  securityConfig: () => accountsCall<SecurityConfigValue>('GET', '/wps/member/securityConfig'),
};
