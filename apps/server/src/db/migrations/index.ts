import type { Migration } from 'kysely';
import * as initial from './0001-initial.ts';
import * as localizedBannerArt from './0002-localized-banner-art.ts';
import * as accounts from './0003-accounts.ts';
import * as wallet from './0004-wallet.ts';
import * as games from './0005-games.ts';
import * as seamless from './0006-seamless.ts';
import * as studio from './0007-studio.ts';
import * as lottery from './0009-lottery.ts';
import * as messaging from './0010-messaging.ts';
import * as rewards from './0011-rewards.ts';
import * as bannerArtWebp from './0012-banner-art-webp.ts';
import * as depositPromoEligibility from './0013-deposit-promo-eligibility.ts';
import * as operatorSecurity from './0014-operator-security.ts';
import * as operatorLoginLock from './0015-operator-login-lock.ts';
import * as studioCurrencyScale from './0016-studio-currency-scale.ts';
import * as chatAvailability from './0017-chat-availability.ts';
import * as dropGameIconVersion from './0018-drop-game-icon-version.ts';
import * as operatorRoles from './0019-operator-roles.ts';
import * as memberManagement from './0020-member-management.ts';
import * as houseDrawNames from './0021-house-draw-names.ts';
import * as dailyReports from './0022-daily-reports.ts';
import * as withdrawalPayout from './0023-withdrawal-payout.ts';
import * as gameIconSymbol from './0024-game-icon-symbol.ts';
import * as sessionDevice from './0025-session-device.ts';
import * as merchantRules from './0026-merchant-rules.ts';
import * as gameIconUrl from './0027-game-icon-url.ts';
import * as bonusEngine from './0028-bonus-engine.ts';
import * as promotions from './0029-promotions.ts';
import * as vipSignIn from './0030-vip-sign-in.ts';
import * as gameCentreIndex from './0031-game-centre-index.ts';
import * as depositClient from './0032-deposit-client.ts';
import * as referralTree from './0033-referral-tree.ts';
import * as rebates from './0034-rebates.ts';
import * as invites from './0035-invites.ts';
import * as teamStats from './0036-team-stats.ts';
import * as affiliateLinks from './0037-affiliate-links.ts';
import * as agentContracts from './0038-agent-contracts.ts';
import * as agentPayoutHolds from './0039-agent-payout-holds.ts';
import * as playerLimits from './0040-player-limits.ts';
import * as memberBirthDate from './0041-member-birth-date.ts';
import * as aml from './0042-aml.ts';
import * as exclusions from './0043-exclusions.ts';
import * as realityCheck from './0044-reality-check.ts';
import * as identityDocuments from './0045-identity-documents.ts';
import * as identityNumbers from './0046-identity-numbers.ts';

/**
 * Every migration, imported statically so the esbuild bundle carries them (a folder scan would
 * find nothing next to dist/main.js). Names sort in the order they must run.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001-initial': initial,
  '0002-localized-banner-art': localizedBannerArt,
  '0003-accounts': accounts,
  '0004-wallet': wallet,
  '0005-games': games,
  '0006-seamless': seamless,
  '0007-studio': studio,
  '0009-lottery': lottery,
  '0010-messaging': messaging,
  '0011-rewards': rewards,
  '0012-banner-art-webp': bannerArtWebp,
  '0013-deposit-promo-eligibility': depositPromoEligibility,
  '0014-operator-security': operatorSecurity,
  '0015-operator-login-lock': operatorLoginLock,
  '0016-studio-currency-scale': studioCurrencyScale,
  '0017-chat-availability': chatAvailability,
  '0018-drop-game-icon-version': dropGameIconVersion,
  '0019-operator-roles': operatorRoles,
  '0020-member-management': memberManagement,
  '0021-house-draw-names': houseDrawNames,
  '0022-daily-reports': dailyReports,
  '0023-withdrawal-payout': withdrawalPayout,
  '0024-game-icon-symbol': gameIconSymbol,
  '0025-session-device': sessionDevice,
  '0026-merchant-rules': merchantRules,
  '0027-game-icon-url': gameIconUrl,
  '0028-bonus-engine': bonusEngine,
  '0029-promotions': promotions,
  '0030-vip-sign-in': vipSignIn,
  '0031-game-centre-index': gameCentreIndex,
  '0032-deposit-client': depositClient,
  '0033-referral-tree': referralTree,
  '0034-rebates': rebates,
  '0035-invites': invites,
  '0036-team-stats': teamStats,
  '0037-affiliate-links': affiliateLinks,
  '0038-agent-contracts': agentContracts,
  '0039-agent-payout-holds': agentPayoutHolds,
  '0040-player-limits': playerLimits,
  '0041-member-birth-date': memberBirthDate,
  '0042-aml': aml,
  '0043-exclusions': exclusions,
  '0044-reality-check': realityCheck,
  '0045-identity-documents': identityDocuments,
  '0046-identity-numbers': identityNumbers,
};
