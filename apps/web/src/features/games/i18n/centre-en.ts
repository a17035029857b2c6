/** English texts of the slots centre and game centre (`games:centre.*`); `centre-ur.ts` has the same keys. */
export const centreEn = {
  search: 'Search games',
  searchSlots: 'Search slot games',
  searchPlaceholder: 'Game name',
  vendors: 'Game providers',
  allVendors: 'All providers',
  collections: 'Slot collections',
  collection: {
    all: 'All slots',
    new: 'New',
    hot: 'Hot',
    jackpot: 'Jackpot',
  },
  categories: 'Game categories',
  results_one: '{{count}} game',
  results_other: '{{count}} games',
  empty: 'No games here yet.',
  noMatch: 'No games match “{{search}}”.',
  noCategories: 'There are no games yet. Please come back soon.',
};
