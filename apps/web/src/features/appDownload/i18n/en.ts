/**
 * English texts of the app download popup and /m/app (spec 2.14), namespace `appDownload`: loaded
 * with their chunk, not with home. `ur.ts` must have exactly the same keys (type checker and a test).
 */
export const appDownloadEn = {
  popup: {
    title: 'App download',
    label: 'LIMITED TIME EVENT',
    promo: 'APP DOWNLOAD BONUS UP TO ₱ 3,888',
    endsIn: 'Ends in',
    ended: 'This event has ended',
    timeLeft: '{{hours}} hours {{minutes}} minutes {{seconds}} seconds left',
    close: 'Close',
  },
  options: {
    heading: 'Choose how to install',
    android: 'Android',
    androidHint: 'Download the app for Android',
    ios: 'iOS',
    iosHint: 'Install the app for iPhone and iPad',
    profile: 'iOS profile',
    profileHint: 'Install the configuration profile',
    homeScreen: 'Add to home screen',
    homeScreenHint: 'Install the web app, no download needed',
    useSafari: 'Please use Safari for download App.',
    installed: 'Done. Open OpenLobby from your home screen.',
  },
  guide: {
    title: 'How to add OpenLobby to your home screen',
    iosSafari1: 'Tap the Share button in Safari’s toolbar.',
    iosSafari2: 'Choose “Add to Home Screen”.',
    iosSafari3: 'Tap “Add”.',
    other1: 'Open your browser’s menu (⋮ or ⋯).',
    other2: 'Choose “Install app” or “Add to Home screen”.',
    other3: 'Confirm, then open OpenLobby from your home screen.',
  },
  screen: {
    intro: 'Faster play, instant alerts and the app bonus: install OpenLobby on your phone.',
    qr: 'QR code of the app download page',
    qrHint: 'On a computer? Scan this code with your phone’s camera.',
  },
};
