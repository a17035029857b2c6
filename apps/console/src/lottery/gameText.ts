/** How the Lottery section words a game: its name in the console's language and how often it draws. */
import type { OpsLotteryGame } from '@openlobby/contract';
import type { TFunction } from 'i18next';

export const gameName = (game: Pick<OpsLotteryGame, 'nameEn' | 'nameUr'>, language: string) =>
  language === 'UR' ? game.nameUr : game.nameEn;

export function intervalText(seconds: number, t: TFunction): string {
  if (seconds % 86_400 === 0 && seconds === 86_400) return t('lottery.every.day');
  if (seconds % 3600 === 0) return t('lottery.every.hours', { count: seconds / 3600 });
  if (seconds === 60) return t('lottery.every.minute');
  if (seconds % 60 === 0) return t('lottery.every.minutes', { count: seconds / 60 });
  return t('lottery.every.seconds', { count: seconds });
}
