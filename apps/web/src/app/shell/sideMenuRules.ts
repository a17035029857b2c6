import { CsType, type CustomerServiceItem, WhitelabelFlag } from '@openlobby/contract/client';
import { type Feature, isFeatureAvailable } from '../../shared/featureAvailability.ts';
import type { IconName } from '../../shared/ui/Icon.tsx';
import { APP_DOWNLOAD_PATH } from '../routing/routeMeta.ts';

export interface Shortcut {
  key: string;
  /** Key under `sideMenu.*`. */
  label: string;
  icon: IconName;
  /** In-app path, or an external address when `external`. */
  href: string;
  external?: boolean;
  needsLogin?: boolean;
  /** Launches live chat instead of navigating (guests log in, trial members get free_reject). */
  launchesChat?: boolean;
  /** Opens the download popup instead of navigating (href stays /m/app as the fallback). */
  downloadPopup?: boolean;
}

const FIRST_ROW: { key: string; feature: Feature; icon: IconName; path: string }[] = [
  { key: 'deposit', feature: 'deposit', icon: 'wallet', path: '/m/voucherCenter' },
  { key: 'withdraw', feature: 'withdraw', icon: 'arrowOut', path: '/m/withdraw' },
  { key: 'bettingRecord', feature: 'bettingRecord', icon: 'receipt', path: '/m/gameRecord' },
];

/** Deposit, withdraw, betting record: each once its feature has landed (spec 2.5). */
export function accountShortcuts(available: (feature: Feature) => boolean = isFeatureAvailable): Shortcut[] {
  return FIRST_ROW.filter((row) => available(row.feature)).map((row) => ({
    key: row.key,
    label: row.key,
    icon: row.icon,
    href: row.path,
    needsLogin: true,
  }));
}

/**
 * The game lobby and the lottery lobby: without these a player reaches them only through a banner
 * slide or home's quick links.
 */
export function lobbyShortcuts(available: (feature: Feature) => boolean = isFeatureAvailable): Shortcut[] {
  if (!available('lobby')) return [];
  return [
    { key: 'gameLobby', label: 'gameLobby', icon: 'dice', href: '/m/game' },
    { key: 'lotteryLobby', label: 'lotteryLobby', icon: 'star', href: '/m/lottery' },
  ];
}

interface ServiceInputs {
  customerService: readonly CustomerServiceItem[];
  whitelabel: Partial<Record<WhitelabelFlag, boolean>>;
  downloadUrl: string | null;
  available?: (feature: Feature) => boolean;
}

/**
 * WhatsApp (a WHATSAPP entry with a path), live chat (CBS3 on and the chat feature built) and app
 * download (a link exists and the lobby is not already the installed app) (spec 2.5).
 */
export function serviceShortcuts({
  customerService,
  whitelabel,
  downloadUrl,
  available = isFeatureAvailable,
}: ServiceInputs): Shortcut[] {
  const shortcuts: Shortcut[] = [];
  const whatsapp = customerService.find((entry) => entry.csType === CsType.WHATSAPP && entry.path !== '');
  if (whatsapp)
    shortcuts.push({
      key: 'whatsapp',
      label: 'whatsapp',
      icon: 'phone',
      href: whatsapp.path,
      external: true,
    });
  if (whitelabel[WhitelabelFlag.CBS3] === true && available('liveChat')) {
    shortcuts.push({
      key: 'liveChat',
      label: 'liveChat',
      icon: 'chat',
      href: '/m/message',
      needsLogin: true,
      launchesChat: true,
    });
  }
  // downloadUrl is null for the app itself and the installed PWA (useDownloadUrl), so the shortcut
  // hides there (spec 2.5).
  if (downloadUrl)
    shortcuts.push({
      key: 'appDownload',
      label: 'appDownload',
      icon: 'download',
      href: APP_DOWNLOAD_PATH,
      downloadPopup: true,
    });
  return shortcuts;
}
