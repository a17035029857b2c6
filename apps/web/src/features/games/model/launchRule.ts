import { type GameItem, GameCategory, type LaunchGameRequest } from '@openlobby/contract/client';

/** Vendors whose games open the lottery lobby instead of one game (spec 4: game code lobby). */
export const LOTTERY_LOBBY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA'] as const;
/** Lottery kinds that start the lottery frame with playType trad (spec 4). */
const LOTTERY_KINDS: readonly string[] = [GameCategory.LOTT, GameCategory.ELOTT];

export type MemberStep = { kind: 'navigate'; to: string } | { kind: 'launch'; request: LaunchGameRequest };
/** A guest logs in first; `then` is what the game does once they have (spec 4: guests go to login). */
export type LaunchStep = MemberStep | { kind: 'login'; then: MemberStep };

type Launchable = Pick<
  GameItem,
  'gameId' | 'gameType' | 'vassalage' | 'nodeId' | 'supportPlay' | 'gameGroupId' | 'lottoMode' | 'gameCode'
>;

function withQuery(path: string, query: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== null && value !== undefined) params.set(key, String(value));
  return `${path}?${params.toString()}`;
}

/**
 * Launch by vendor (spec 4), decided before any call: a guest goes to login, carrying what the
 * game does once they are a member (so they can be brought back to it); TCG_LOTTO_VN and
 * TCG_SEA open the lottery lobby; LOTT and ELOTT (as vendor or as category) open the lottery frame
 * with playType trad; everything else asks the server for a launch URL. `pageBack` is set when
 * launched from home, so the lottery frame's close returns there (spec 2.11).
 */
export function launchStep(game: Launchable, loggedIn: boolean, pageBack?: string): LaunchStep {
  const step = memberStep(game, pageBack);
  return loggedIn ? step : { kind: 'login', then: step };
}

function memberStep(game: Launchable, pageBack?: string): MemberStep {
  const vendor = game.vassalage.toUpperCase();
  if ((LOTTERY_LOBBY_VENDORS as readonly string[]).includes(vendor)) {
    return { kind: 'navigate', to: withQuery('/m/lottery', { vendor, code: 'lobby', pageBack }) };
  }
  if (LOTTERY_KINDS.includes(vendor) || LOTTERY_KINDS.includes(game.gameType)) {
    return {
      kind: 'navigate',
      to: withQuery('/m/launchGame', {
        playType: 'trad',
        gameId: game.gameId,
        gameGroupId: game.gameGroupId,
        prize_mode: game.lottoMode,
        code: game.gameCode,
        pageBack,
      }),
    };
  }
  return {
    kind: 'launch',
    request: {
      category: game.gameType,
      vendor,
      gameId: game.gameId,
      nodeId: game.nodeId,
      supportPlay: game.supportPlay,
    },
  };
}
