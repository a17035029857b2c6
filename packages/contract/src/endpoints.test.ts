import { describe, expect, it } from 'vitest';
import { requestPart } from './endpoint.ts';
import { endpoints } from './endpoints.ts';
import { apiPaths } from './paths.ts';

describe('endpoint table', () => {
  const entries = Object.entries(endpoints);

  it('describes every endpoint the web client can call, with identical metadata', () => {
    expect(Object.keys(apiPaths).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, endpoint] of entries) {
      const meta = apiPaths[name as keyof typeof apiPaths];
      expect({ ...meta }).toEqual({
        name: endpoint.name,
        method: endpoint.method,
        path: endpoint.path,
        module: endpoint.module,
        token: endpoint.token,
        encrypted: endpoint.encrypted,
      });
    }
  });

  it('names each endpoint by its key and never serves one method and path twice', () => {
    const routes = new Set<string>();
    for (const [name, endpoint] of entries) {
      expect(endpoint.name).toBe(name);
      const route = `${endpoint.method} ${endpoint.path}`;
      expect(routes.has(route), route).toBe(false);
      routes.add(route);
    }
  });

  it('keeps the spec paths of section 7.2', () => {
    expect(endpoints.systemStatus.path).toBe('/wps/system/status');
    expect(endpoints.whitelabel.path).toBe('/wps/system/whitelabel');
    expect(endpoints.consolidatedSettings.path).toBe('/wps/system/settings/consolidated');
    expect(endpoints.country.path).toBe('/wps/system/country');
    expect(endpoints.helpCenter.path).toBe('/wps/system/helpCenter');
    expect(endpoints.domainRoute.path).toBe('/wps/system/domainRoute');
    expect(endpoints.listAnnouncements.path).toBe('/wps/relay/MCSFE_getListAnnouncements');
    expect(endpoints.registerSettings.path).toBe('/wps/system/setting/register');
    expect(endpoints.registerUsername).toMatchObject({
      method: 'PUT',
      path: '/wps/member/register',
      encrypted: true,
    });
    expect(endpoints.registerMobile).toMatchObject({ method: 'PUT', path: '/wps/member/register/mobile' });
    expect(endpoints.login).toMatchObject({ method: 'POST', path: '/wps/session/login', encrypted: true });
    expect(endpoints.logout).toMatchObject({
      method: 'DELETE',
      path: '/wps/session/logout',
      token: 'required',
    });
    expect(endpoints.freePlayLogin.path).toBe('/wps/session/login/freeplay');
    expect(endpoints.trialInfo.path).toBe('/wps/member/trialuser');
    expect(endpoints.captcha).toMatchObject({ path: '/wps/captcha', module: 'CAPTCHA3' });
    expect(endpoints.resetByEmail.path).toBe('/wps/member/password/email');
    expect(endpoints.checkUsername.path).toBe('/wps/check/username');
    expect(endpoints.headIcon.path).toBe('/wps/member/info/icon');
    expect(endpoints.vassGameType.path).toBe('/wps/relay/GCSGAME_getVassGameType');
    expect(endpoints.gameList.path).toBe('/wps/relay/GCSGAME_gameList');
    expect(endpoints.hotGames.path).toBe('/wps/relay/GCSGAME_hotGamesV2');
    expect(endpoints.mobileGames.path).toBe('/lgw/games/mobile');
    expect(endpoints.addFavouriteGame).toMatchObject({
      method: 'POST',
      path: '/wps/relay/MCSFE_addFavoriteGameV2',
      token: 'required',
    });
    expect(endpoints.removeFavouriteGame).toMatchObject({
      method: 'DELETE',
      path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    });
    expect(endpoints.favouriteGames).toMatchObject({
      method: 'GET',
      path: '/wps/relay/MCSFE_getFavoriteGames',
    });
    expect(endpoints.favouriteGameIds.path).toBe('/wps/relay/MCSFE_getFavoriteGamesList');
    expect(endpoints.addRecentGame).toMatchObject({ method: 'GET', path: '/wps/relay/MCS2_addRecentGame' });
    expect(endpoints.recentGames).toMatchObject({ method: 'GET', path: '/wps/relay/GCS_recentGame' });
    expect(endpoints.smsNoLogin.path).toBe('/wps/verification/sms/noLogin');
    expect(endpoints.smsRegister.path).toBe('/wps/verification/sms/register');
    expect(endpoints.resetBySms).toMatchObject({
      path: '/wps/member/password/verification',
      encrypted: true,
    });
    expect(endpoints.memberInfo.path).toBe('/wps/member/info');
    expect(endpoints.securityConfig.path).toBe('/wps/member/securityConfig');
    expect(endpoints.changePassword.path).toBe('/wps/member/password');
    expect(endpoints.updateEmail.path).toBe('/wps/member/info/email');
    expect(endpoints.updatePayeeName.path).toBe('/wps/member/info/payeename');
    expect(endpoints.updateNickname.path).toBe('/wps/member/info/nickname');
    expect(endpoints.affiliateCheck.path).toBe('/wps/agent/affiliate');
    expect(endpoints.walletGcs.path).toBe('/wps/wallets/gcs');
    expect(endpoints.fundsConsolidated.path).toBe('/wps/member/info/funds/consolidated');
    expect(endpoints.walletTransfer).toMatchObject({ path: '/wps/relay/GCS_walletTransfer', method: 'POST' });
    expect(endpoints.memberTransactions.path).toBe('/wps/relay/ODS2_MemberTransaction');
    expect(endpoints.txCodeList.path).toBe('/wps/relay/GLS2_TxCodeList');
    expect(endpoints.memberPnl.path).toBe('/wps/relay/ODSFE2_MemPNL');
    expect(endpoints.bankCards.path).toBe('/wps/relay/MCS2_bankCards');
    expect(endpoints.withdraw).toMatchObject({ path: '/wps/transaction/withdraw', encrypted: true });
    expect(endpoints.withdrawRecords.path).toBe('/wps/relay/MCS2_WithdrawTransactionReport');
    expect(endpoints.depositBanksByVendor.path).toBe('/wps/relay/MCS2_depositBanksByVendor');
    expect(endpoints.depositPromoList.path).toBe('/wps/relay/MCS2_depositPromoList');
    expect(endpoints.depositManualTransfer.path).toBe('/wps/relay/MCS2_depositManualTransfer');
    expect(endpoints.depositPaymentGateway.path).toBe('/wps/relay/MCS2_depositPaymentGateway');
    expect(endpoints.depositRecords.path).toBe('/wps/relay/MCS2_depositTransactioNReport');
    expect(endpoints.hasPaymentPassword.path).toBe('/wps/member/hasWithdrawalPassword');
    expect(endpoints.setPaymentPassword.path).toBe('/wps/member/paymentPassword');
    expect(endpoints.resetPaymentPassword.path).toBe('/wps/member/paymentPassword/reset');
    expect(endpoints.bindBankCard.path).toBe('/wps/member/bankCard');
    expect(endpoints.withdrawBanks.path).toBe('/wps/relay/MCS2_withdrawBanks');
  });

  it('reads GET and DELETE input from the query string and the rest from the body', () => {
    expect(requestPart('GET')).toBe('querystring');
    expect(requestPart('DELETE')).toBe('querystring');
    expect(requestPart('POST')).toBe('body');
    expect(requestPart('PUT')).toBe('body');
  });
});
