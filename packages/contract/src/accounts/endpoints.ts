import { defineEndpoint } from '../endpoint.ts';
import { encryptionKeyValue } from './encryption.ts';
import { accountsPaths as p } from './paths.ts';
import * as s from './schemas.ts';

export const accountsEndpoints = {
  encryptionKey: defineEndpoint(p.encryptionKey, s.emptyAccountsRequest, encryptionKeyValue),
  registerSettings: defineEndpoint(p.registerSettings, s.emptyAccountsRequest, s.registerSettingsValue),
  socialSettings: defineEndpoint(p.socialSettings, s.emptyAccountsRequest, s.socialSettingsValue),
  socialNonce: defineEndpoint(p.socialNonce, s.socialNonceRequest, s.socialNonceValue),
  registerUsername: defineEndpoint(p.registerUsername, s.registerRequest, s.loginValue),
  registerMobile: defineEndpoint(p.registerMobile, s.registerRequest, s.loginValue),
  checkUsername: defineEndpoint(p.checkUsername, s.checkUsernameRequest, s.availabilityValue),
  checkEmail: defineEndpoint(p.checkEmail, s.checkEmailRequest, s.availabilityValue),
  affiliateCheck: defineEndpoint(p.affiliateCheck, s.affiliateCheckRequest, s.affiliateCheckValue),
  captcha: defineEndpoint(p.captcha, s.emptyAccountsRequest, s.captchaValue),
  humanCheckChallenge: defineEndpoint(
    p.humanCheckChallenge,
    s.humanCheckChallengeRequest,
    s.humanCheckChallengeValue,
  ),
  humanCheckVerify: defineEndpoint(p.humanCheckVerify, s.humanCheckVerifyRequest, s.humanCheckVerifyValue),
  smsRegister: defineEndpoint(p.smsRegister, s.smsRegisterRequest, s.smsSentValue),
  smsNoLogin: defineEndpoint(p.smsNoLogin, s.smsNoLoginRequest, s.smsSentValue),
  devOutbox: defineEndpoint(p.devOutbox, s.devOutboxRequest, s.devOutboxValue),
  login: defineEndpoint(p.login, s.loginRequest, s.loginValue),
  logout: defineEndpoint(p.logout, s.emptyAccountsRequest, s.logoutValue),
  renewSession: defineEndpoint(p.renewSession, s.emptyAccountsRequest, s.renewSessionValue),
  trialInfo: defineEndpoint(p.trialInfo, s.emptyAccountsRequest, s.trialInfoValue),
  freePlayLogin: defineEndpoint(p.freePlayLogin, s.emptyAccountsRequest, s.loginValue),
  memberInfo: defineEndpoint(p.memberInfo, s.emptyAccountsRequest, s.memberInfoValue),
  updateNickname: defineEndpoint(p.updateNickname, s.updateNicknameRequest, s.updateNicknameValue),
  updateEmail: defineEndpoint(p.updateEmail, s.updateEmailRequest, s.updateEmailValue),
  updatePayeeName: defineEndpoint(p.updatePayeeName, s.updatePayeeNameRequest, s.updatePayeeNameValue),
  headIcon: defineEndpoint(p.headIcon, s.emptyAccountsRequest, s.headIconValue),
  setHeadIcon: defineEndpoint(p.setHeadIcon, s.setHeadIconRequest, s.headIconValue),
  changePassword: defineEndpoint(p.changePassword, s.changePasswordRequest, s.doneValue),
  resetByEmail: defineEndpoint(p.resetByEmail, s.resetByEmailRequest, s.resetByEmailValue),
  resetByEmailConfirm: defineEndpoint(p.resetByEmailConfirm, s.resetByEmailConfirmRequest, s.doneValue),
  resetBySms: defineEndpoint(p.resetBySms, s.resetBySmsRequest, s.doneValue),
  securityConfig: defineEndpoint(p.securityConfig, s.emptyAccountsRequest, s.securityConfigValue),
};
