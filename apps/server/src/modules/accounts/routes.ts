/** Accounts routes: thin, the contract's schemas, the service does the rest. */
import { accountsEndpoints as e } from '@openlobby/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../platform/api-error.ts';
import { strictRateLimit } from '../../platform/rate-limit.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { tokenFromHeader } from '../../platform/session.ts';
import { registerAvatarRoutes } from './avatars.ts';
import type { Caller } from './context.ts';
import type { AccountsService } from './service.ts';
import type { App } from '../../platform/typed-app.ts';

function caller(context: RequestContext, request: FastifyRequest): Caller {
  const agent = request.headers['user-agent'];
  return {
    merchant: context.merchant,
    merchantId: context.merchant.id,
    ip: context.ip,
    userAgent: typeof agent === 'string' ? agent.slice(0, 512) : '',
  };
}

function bearer(request: FastifyRequest): string {
  const token = tokenFromHeader(request.headers.authorization);
  if (token === null) throw new ApiError('NOT_LOGGED_IN');
  return token;
}

export function registerAccountsRoutes(
  app: App,
  accounts: AccountsService,
  perMinute: number,
  /** outbox: serve the stored SMS and e-mails (the demo only: it would hand out every reset code). */
  options: { readonly outbox: boolean },
): void {
  // Credential and SMS endpoints get a per-IP limit far below the global one. Availability checks
  // help enumeration, so they get a little more room; captcha and slider pictures load on every
  // visit of the login and register screens (and many players share a carrier's NAT address), so
  // they get more still.
  const strict = { rateLimit: strictRateLimit(perMinute) };
  const checks = { rateLimit: strictRateLimit(perMinute * 6) };
  const pictures = { rateLimit: strictRateLimit(perMinute * 12) };
  const route = app.contractRoute.bind(app);

  route(e.encryptionKey, () => accounts.encryption.currentKey());
  route(e.registerSettings, (_input, ctx, req) => accounts.registerSettings(caller(ctx, req)));
  route(e.socialSettings, (_input, ctx, req) => Promise.resolve(accounts.socialSettings(caller(ctx, req))));
  route(
    e.registerUsername,
    (input, ctx, req) => accounts.registration.register(input, 'username', caller(ctx, req)),
    strict,
  );
  route(
    e.registerMobile,
    (input, ctx, req) => accounts.registration.register(input, 'mobile', caller(ctx, req)),
    strict,
  );
  route(
    e.checkUsername,
    (input, ctx, req) => accounts.usernameAvailable(caller(ctx, req), input.username),
    checks,
  );
  route(e.checkEmail, (input, ctx, req) => accounts.emailAvailable(caller(ctx, req), input.email), checks);
  route(
    e.affiliateCheck,
    (input, ctx, req) => accounts.affiliate(caller(ctx, req), input.affiliateCode),
    checks,
  );
  route(e.captcha, (_input, ctx, req) => accounts.challenges.issueCaptcha(caller(ctx, req)), pictures);
  route(
    e.humanCheckChallenge,
    (input, ctx, req) => accounts.challenges.issueSlider(caller(ctx, req), input.action),
    pictures,
  );
  route(
    e.humanCheckVerify,
    (input, ctx, req) =>
      accounts.challenges.verifySlider(caller(ctx, req), input.challengeId, input.x, input.trail),
    pictures,
  );
  route(
    e.smsRegister,
    async (input, ctx, req) => {
      const who = caller(ctx, req);
      if (input.humanCheckToken !== undefined && ctx.merchant.flags.CAPTCHA3) {
        await accounts.challenges.checkPassToken(who, input.humanCheckToken, 'sms');
      }
      return accounts.sendSms(who, input.mobileNum, input.countryDialingCode, 'register');
    },
    strict,
  );
  route(
    e.smsNoLogin,
    async (input, ctx, req) => {
      const who = caller(ctx, req);
      if (input.purpose === 'login' && !ctx.merchant.flags.MOBILEVERCODELOGIN3) {
        throw new ApiError('MODULE_DISABLED', { module: 'MOBILEVERCODELOGIN3' });
      }
      if (input.humanCheckToken !== undefined && ctx.merchant.flags.CAPTCHA3) {
        await accounts.challenges.checkPassToken(who, input.humanCheckToken, 'sms');
      }
      return accounts.sendSms(who, input.mobileNo, input.countryDialingCode, input.purpose);
    },
    strict,
  );
  if (options.outbox) route(e.devOutbox, (input) => accounts.outbox(input.to));

  route(e.login, (input, ctx, req) => accounts.login.login(input, caller(ctx, req)), strict);
  route(e.socialNonce, (input, ctx, req) => accounts.socialNonce(caller(ctx, req), input.channel), strict);
  route(e.logout, async (_input, ctx, req) => {
    await accounts.sessions.end(bearer(req), ctx.merchant.id);
    return { loggedOut: true as const };
  });
  route(e.renewSession, async (_input, ctx, req) => {
    const expiresAt = await accounts.sessions.renew(bearer(req), ctx.merchant.id);
    if (expiresAt === null) throw new ApiError('SESSION_ENDED');
    return { expiresAt };
  });
  route(e.trialInfo, () => accounts.trialInfo());
  route(e.freePlayLogin, (_input, ctx, req) => accounts.login.freePlay(caller(ctx, req)), strict);

  const p = accounts.profile;
  route(e.memberInfo, (_input, ctx, req) => p.info(caller(ctx, req), ctx.session));
  route(e.updateNickname, (input, ctx, req) => p.nickname(caller(ctx, req), ctx.session, input.nickname));
  route(
    e.updateEmail,
    (input, ctx, req) => p.email(caller(ctx, req), ctx.session, input.email, input.password),
    strict,
  );
  route(e.updatePayeeName, (input, ctx, req) => p.payeeName(caller(ctx, req), ctx.session, input.payeeName));
  route(e.headIcon, (_input, ctx, req) => p.headIcon(caller(ctx, req), ctx.session));
  route(e.setHeadIcon, (input, ctx, req) => p.headIcon(caller(ctx, req), ctx.session, input.iconId));
  route(
    e.changePassword,
    (input, ctx, req) => p.changePassword(caller(ctx, req), ctx.session, input, bearer(req)),
    strict,
  );
  route(
    e.resetByEmail,
    (input, ctx, req) => p.resetByEmail(caller(ctx, req), input.username, input.email),
    strict,
  );
  route(e.resetByEmailConfirm, (input, ctx, req) => p.resetByEmailConfirm(caller(ctx, req), input), strict);
  route(e.resetBySms, (input, ctx, req) => p.resetBySms(caller(ctx, req), input), strict);
  route(e.securityConfig, (_input, ctx, req) => p.security(caller(ctx, req), ctx.session));
  registerAvatarRoutes(app);
}
