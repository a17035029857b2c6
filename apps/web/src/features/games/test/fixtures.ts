import type { GameItem } from '@openlobby/contract/client';
import { useCommonStore } from '../../../shared/store/commonStore.ts';

/** A game as the contract serves it, for component tests. */
export function game(nodeId: number, overrides: Partial<GameItem> = {}): GameItem {
  return {
    gameId: nodeId,
    gameType: 'RNG',
    vassalage: 'OLS',
    vendorCode: 'OLS',
    nodeId,
    nodeName: 'OpenLobby Slots',
    gameName: `Game ${nodeId}`,
    displayName: `Game ${nodeId}`,
    gameCode: `g${nodeId}`,
    roomId: null,
    supportPlay: true,
    lottoMode: null,
    gameGroupId: null,
    showIcon: true,
    iconUrl: `/game-icons/OPENLOBBY/OLS/g${nodeId}.1`,
    mobileLargeIcon: `/game-icons/OPENLOBBY/OLS/g${nodeId}.1`,
    gameClassifyNew: null,
    minBet: '1.00',
    minLine: 1,
    hot: false,
    playable: true,
    ...overrides,
  };
}

export function page(games: GameItem[], pageNum: number, totalPages: number) {
  return { games, pageNum, totalPages, total: totalPages * 25 };
}

/** Nobody logged in (a member logs in with test/session.ts logInAs). */
export function plantGuest(): void {
  useCommonStore.setState({ session: null });
}
