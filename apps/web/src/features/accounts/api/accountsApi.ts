import {
  type HumanCheckAction,
  type HumanCheckChallengeValue,
  type RegisterFieldRule,
  type RegisterRequest,
  type RegisterSettingsValue,
  type RequestOf,
  type SmsPurpose,
  type SmsSentValue,
  type SocialChannel,
} from '@openlobby/contract/client';
import { contractCall as call } from '../../../shared/api/client.ts';

/** The accounts contract's shapes under the names the screens use. */
export type RegisterField = RegisterFieldRule;
export type RegisterSettings = RegisterSettingsValue;
export type SliderChallenge = HumanCheckChallengeValue;
export type SmsValue = SmsSentValue;
export type {
  CaptchaValue,
  HumanCheckAction,
  LoginValue,
  MemberInfoValue,
  SecurityConfigValue,
} from '@openlobby/contract/client';

export interface SmsTarget {
  mobileNum: string;
  countryDialingCode: string;
}

export const accountsApi = {
  registerSettings: () => call('registerSettings'),
  registerUsername: (body: RegisterRequest) => call('registerUsername', { body }),
  registerMobile: (body: RegisterRequest) => call('registerMobile', { body }),
  affiliateCheck: (affiliateCode: string) => call('affiliateCheck', { query: { affiliateCode } }),
  captcha: () => call('captcha'),
  sliderChallenge: (action: HumanCheckAction) => call('humanCheckChallenge', { query: { action } }),
  sliderVerify: (body: RequestOf<'humanCheckVerify'>) => call('humanCheckVerify', { body }),
  smsRegister: (target: SmsTarget) => call('smsRegister', { body: { ...target } }),
  smsNoLogin: (target: SmsTarget, purpose: SmsPurpose) =>
    call('smsNoLogin', {
      body: { mobileNo: target.mobileNum, countryDialingCode: target.countryDialingCode, purpose },
    }),
  login: (body: RequestOf<'login'>, device?: string) => call('login', { body, device }),
  logout: () => call('logout'),
  renewSession: () => call('renewSession', { body: {} }),
  trialInfo: () => call('trialInfo'),
  freePlayLogin: () => call('freePlayLogin', { body: {} }),
  memberInfo: () => call('memberInfo'),
  updateNickname: (nickname: string) => call('updateNickname', { body: { nickname } }),
  updateEmail: (email: string, password: string) => call('updateEmail', { body: { email, password } }),
  updatePayeeName: (payeeName: string) => call('updatePayeeName', { body: { payeeName } }),
  headIcon: () => call('headIcon'),
  setHeadIcon: (iconId: string) => call('setHeadIcon', { body: { iconId } }),
  changePassword: (body: RequestOf<'changePassword'>) => call('changePassword', { body }),
  resetByEmail: (body: RequestOf<'resetByEmail'>) => call('resetByEmail', { body }),
  resetByEmailConfirm: (body: RequestOf<'resetByEmailConfirm'>) => call('resetByEmailConfirm', { body }),
  resetBySms: (body: RequestOf<'resetBySms'>) => call('resetBySms', { body }),
  securityConfig: () => call('securityConfig'),
  socialSettings: () => call('socialSettings'),
  socialNonce: (channel: SocialChannel) => call('socialNonce', { body: { channel } }),
};
