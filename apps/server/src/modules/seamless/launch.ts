/**
 * GET /wps/game/launchGame: checks the game and the member, mints a single-use launch token for the
 * vendor (stored hashed, dead after SEAMLESS_LAUNCH_TOKEN_TTL_MS unused), records the game among the
 * member's recent games and answers the URL the lobby's game frame opens.
 */
import {
  type Language,
  type LaunchGameValue,
  MemberType,
  SEAMLESS_LAUNCH_TOKEN_TTL_MS,
} from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import type { Session } from '../../platform/session.ts';
import { adapterFor } from './adapters.ts';
import { type SeamlessDeps, hashOf, newSecretToken } from './context.ts';

export interface LaunchInput {
  readonly vendor: string;
  readonly gameId: number;
  readonly nodeId: number;
  readonly language?: Language | undefined;
}

export function createLaunch(deps: SeamlessDeps) {
  return async function launch(
    merchantId: number,
    session: Session,
    input: LaunchInput,
    contextLanguage: Language,
  ): Promise<LaunchGameValue> {
    const game = await deps.games.launchable(input);
    // Spec 6: a trial member plays only games that offer play for fun.
    if (session.type === MemberType.TRIAL && !game.supportPlay) throw new ApiError('FREE_REJECT');
    // Player protection: a session that has outlasted its limit launches nothing.
    await deps.wallet.deps.protection.check({
      memberId: session.memberId,
      action: 'launch',
      amountMinor: 0n,
      scale: 0,
    });
    const adapter = adapterFor(game.vendorCode, deps.seamless);
    const language = input.language ?? contextLanguage;
    const launchToken = newSecretToken();
    const url = adapter?.launchUrl({ gameCode: game.gameCode, launchToken, language }) ?? null;
    if (url === null) throw new ApiError('VENDOR_NOT_CONNECTED', { vendor: game.vendorCode });

    const now = deps.now();
    await deps.repository.insertLaunch({
      tokenHash: hashOf(launchToken),
      merchantId,
      memberId: session.memberId,
      vendorCode: game.vendorCode,
      gameId: game.id,
      language,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SEAMLESS_LAUNCH_TOKEN_TTL_MS).toISOString(),
    });
    await deps.games.addRecent(session, { nodeId: game.id, vendor: game.vendorCode });
    const name = language === 'UR' && game.nameUr !== null ? game.nameUr : game.nameEn;
    return { url, gameName: name, vendor: game.vendorCode, nodeId: game.id };
  };
}
