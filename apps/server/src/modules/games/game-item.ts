/**
 * A catalogue row as the contract's game item: the name in the reader's language, icon addresses,
 * and whether it opens now.
 */
import { GAME_ICON_DIR, type GameItem, Language } from '@openlobby/contract';
import { minorToDecimal } from './catalogue-file.ts';
import type { GameRow } from './game-rows.repository.ts';

export function gameItem(
  row: GameRow,
  merchantCode: string,
  language: Language,
  playable: boolean,
): GameItem {
  const name = language === Language.UR && row.nameUr !== null ? row.nameUr : row.nameEn;
  // The merchant code is upper case in icon paths (spec 7.2).
  const icon = `${GAME_ICON_DIR}/${merchantCode.toUpperCase()}/${row.vendorCode}/${row.gameCode}.${row.iconVersion}`;
  return {
    gameId: row.id,
    gameType: row.category,
    vassalage: row.vendorCode,
    vendorCode: row.vendorCode,
    nodeId: row.id,
    nodeName: row.vendorName,
    gameName: name,
    displayName: name,
    gameCode: row.gameCode,
    roomId: row.roomId,
    supportPlay: row.supportPlay,
    lottoMode: row.lottoMode,
    gameGroupId: row.gameGroupId,
    showIcon: row.showIcon,
    // WebP: drawn once on the server, decoded off a phone's main thread (cdn/raster.ts). A game
    // with its own picture (an address on this server or https, not CDN-relative) has it as the
    // phone's icon; iconUrl stays the drawn one, which the lobby falls back to when it fails.
    iconUrl: `${icon}.webp`,
    mobileLargeIcon: row.iconPicture ?? `${icon}.large.webp`,
    gameClassifyNew: row.gameClassify,
    minBet: minorToDecimal(row.minBetMinor),
    minLine: row.minLine,
    hot: row.hot,
    playable,
  };
}
