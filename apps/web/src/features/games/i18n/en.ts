import { centreEn } from './centre-en.ts';

/**
 * English texts of the game area, lobby, game lists and game frames, namespace `games`:
 * loaded with the games chunk, not with home's first load. `ur.ts` must have exactly the same keys
 * (type checker and a unit test).
 */
export const gamesEn = {
  centre: centreEn,
  tabs: {
    label: 'Game categories',
    HOT: 'Hot',
    FAV: 'Favourites',
    PROMO: 'Promotions',
  },
  home: {
    loading: 'Loading games…',
    hotTitle: 'Hot games',
    favTitle: 'My collection',
    more: 'More',
    moreHot: 'More hot games',
    moreFav: 'More of my collection',
    favEmpty: 'Tap the star on a game to keep it here.',
    lotteryLobby: 'All draws: countdowns and results',
  },
  vendors: {
    title: 'Game providers',
    empty: 'No game providers in this category yet.',
    open: 'Open {{vendor}}',
    openSoon: 'Open {{vendor}}: coming soon',
    allGames: 'All {{vendor}} games',
  },
  list: {
    search: 'Search games',
    searchPlaceholder: 'Game name',
    results_one: '{{count}} game',
    results_other: '{{count}} games',
    empty: 'No games found.',
    favEmpty: 'You have no favourite games yet.',
    loadingMore: 'Loading more games…',
    end: 'That is every game.',
    loadFailed: 'The games could not be loaded.',
    guestFav: 'Log in to see your favourite games.',
    logIn: 'Log in',
  },
  tile: {
    play: 'Play {{game}}',
    soon: 'Coming soon',
    /** In the order the tile shows them (its art says Coming soon above the name): label in name. */
    playSoon: 'Coming soon: {{game}}',
    addFav: 'Add {{game}} to favourites',
    removeFav: 'Remove {{game}} from favourites',
  },
  favourite: {
    pleaseWait: 'Please wait…',
    saved: 'Changes saved',
  },
  frame: {
    close: 'Close {{game}}',
    closeLottery: 'Close the lottery',
    loading: 'Opening the game…',
    lotteryTitle: 'Lottery',
    unavailableTitle: 'The lottery is not available yet',
    unavailableBody: 'The lottery games arrive with the next release. Please come back soon.',
    back: 'Back',
  },
  lobby: {
    menu: 'Categories',
    launchingLottery: 'Opening the lottery…',
  },
};
