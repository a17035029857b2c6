/**
 * The catalogue a fresh install starts with: 16 vendors and a little over 1,000 games across every
 * category that holds games. No third-party vendor can be reached from here, so vendors and titles
 * are OpenLobby's own inventions, built from word lists that read like real lobby titles. A fixed
 * pseudo-random sequence picks the combinations, so every install seeds the same catalogue.
 */
import { GameCategory, type GameHoldingCategory, PrizeMode } from '@openlobby/contract';
import type { CatalogueFile, CatalogueGame } from '../modules/games/catalogue-file.ts';

type SeedGame = Omit<CatalogueGame, 'minLine' | 'hot' | 'supportPlay' | 'showIcon' | 'enabled'> &
  Partial<CatalogueGame>;

/** mulberry32: tiny, fast and good enough to shuffle word lists reproducibly. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], next: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const SLOT_ADJECTIVES = [
  'Golden',
  'Lucky',
  'Mighty',
  'Royal',
  'Wild',
  'Mystic',
  'Jade',
  'Crystal',
  'Emerald',
  'Blazing',
  'Frozen',
  'Sacred',
  'Hidden',
  'Ancient',
  'Neon',
  'Cosmic',
  'Savage',
  'Sweet',
  'Silver',
  'Thunder',
  'Midnight',
  'Imperial',
  'Ruby',
  'Sapphire',
  'Roaring',
  'Enchanted',
  'Fiery',
  'Velvet',
  'Diamond',
  'Spirit',
];
const SLOT_NOUNS = [
  'Dragon',
  'Tiger',
  'Phoenix',
  'Panda',
  'Pharaoh',
  'Treasure',
  'Koi',
  'Lotus',
  'Buffalo',
  'Wolf',
  'Gems',
  'Temple',
  'Empire',
  'Fruits',
  'Pirates',
  'Jungle',
  'Samurai',
  'Garden',
  'Riches',
  'Lion',
  'Eagle',
  'Mermaid',
  'Kingdom',
  'Oasis',
  'Safari',
  'Volcano',
  'Carnival',
  'Genie',
  'Horseshoe',
  'Monkey',
];
const SLOT_SUFFIXES = [
  '',
  '',
  '',
  '',
  'Deluxe',
  'Megaways',
  'Hold and Win',
  'Link',
  'Rush',
  'Bonanza',
  'Jackpot',
];

const FISH_TITLES = [
  'Ocean King',
  'Fishing Frenzy',
  'Deep Sea Hunter',
  'Mermaid Reef',
  'Golden Shark',
  'Dragon Fishing',
  'Coral Quest',
  'Lucky Fisherman',
  'Kraken Strike',
  'Jellyfish Bay',
  'Pirate Harpoon',
  'Whale Legend',
  'Crab Crusher',
  'Arctic Catch',
  'Lantern Fish Night',
  'Tidal Treasure',
  'Reef Rumble',
  'Sea Serpent',
];

const LIVE_TABLES = [
  'Baccarat',
  'Speed Baccarat',
  'Squeeze Baccarat',
  'No Commission Baccarat',
  'Dragon Tiger',
  'Roulette',
  'Lightning Roulette',
  'Auto Roulette',
  'Blackjack',
  'Infinite Blackjack',
  'Sic Bo',
  'Fan Tan',
  'Andar Bahar',
  'Teen Patti Live',
  'Casino Hold\u2019em',
  'Money Wheel',
];

const PVP_TITLES = [
  'Texas Hold\u2019em',
  'Teen Patti',
  'Rummy',
  'Andar Bahar',
  'Ludo Club',
  'Mahjong Duel',
  'Niu Niu',
  'Dou Di Zhu',
  'Blackjack Battle',
  'Pusoy',
  'Tongits',
  'Big Two',
  'Omaha Poker',
  'Short Deck Poker',
  'Three Card Poker',
  'Call Break',
  'Domino Gaple',
  'Carrom Clash',
  'Crash Duel',
  'Bull Fight Poker',
];
const PVP_ROOMS = ['Bronze Room', 'Silver Room'];

const LOTTERY_REGIONS = [
  'Ho Chi Minh',
  'Ha Noi',
  'Da Nang',
  'Can Tho',
  'Dong Nai',
  'Vung Tau',
  'Ben Tre',
  'Binh Duong',
  'Tay Ninh',
  'Khanh Hoa',
  'Quang Ninh',
  'Hai Phong',
  'An Giang',
  'Long An',
  'Dak Lak',
  'Hue',
  'Bac Ninh',
  'Nam Dinh',
  'Soc Trang',
  'Tien Giang',
];
const SEA_LOTTERIES = [
  'Thai Government Lottery',
  'Malaysia 4D',
  'Singapore 4D',
  'Sabah 88',
  'Sandakan 4D',
  'Magnum 4D',
  'Toto 6/58',
  'Da Ma Cai 3D',
  'Lao Lottery',
  'Cambodia 5D',
  'Myanmar 2D',
  'Philippine 6/42',
  'Jakarta Pools',
  'Hong Kong Mark Six',
  'Bangkok Weekly',
];

const ELOTTERY_CLASSES: readonly { classify: string; titles: readonly string[] }[] = [
  { classify: 'SSC', titles: ['1-Minute SSC', '3-Minute SSC', '5-Minute SSC', 'Lucky SSC', 'Tencent SSC'] },
  {
    classify: 'PK10',
    titles: ['Speed Racing', '1-Minute PK10', '5-Minute PK10', 'Lucky Airship', 'Turbo Racing'],
  },
  { classify: 'K3', titles: ['Fast Three', '1-Minute K3', 'Lucky Dice K3', '3-Minute K3', 'Jackpot K3'] },
  {
    classify: '11X5',
    titles: ['1-Minute 11 Pick 5', '3-Minute 11 Pick 5', 'Lucky 11 Pick 5', 'Rapid 11 Pick 5'],
  },
  { classify: 'KENO', titles: ['Keno 20', 'Speed Keno', 'Lucky Keno', 'Keno Classic', 'Happy Eight'] },
  { classify: 'PC28', titles: ['Lucky 28', '1-Minute 28', '3-Minute 28', 'Canada 28'] },
  { classify: 'LHC', titles: ['Marksix Express', '5-Minute Marksix', 'Lucky Marksix'] },
];

const SPORTS_BOOKS = [
  'Football',
  'Cricket',
  'Basketball',
  'Tennis',
  'Badminton',
  'Volleyball',
  'Table Tennis',
  'Horse Racing',
  'Kabaddi',
  'Boxing and MMA',
  'Ice Hockey',
  'Snooker',
];
const ESPORTS_BOOKS = [
  'MOBA Championship',
  'Battle Royale Cup',
  'Tactical Shooter League',
  'Virtual Football',
  'Virtual Cricket',
  'Virtual Horse Racing',
  'Fighting Games Arena',
  'Card Battler Open',
  'Racing Sim Series',
  'Mobile Legends Cup',
  'Hero Arena League',
  'Virtual Basketball',
];
const LIVESTREAM_SHOWS = [
  'Lucky Wheel Show',
  'Dice Party',
  'Baccarat with Aisha',
  'Midnight Roulette',
  'Bingo Night',
  'Treasure Hunt Live',
  'Monopoly Street',
  'Crazy Coin Flip',
  'Deal Show',
  'Fortune Drops',
  'Karaoke Cash',
  'Quiz Royale',
  'Color Game',
  'Perya Wheel',
  'Sic Bo Party',
  'Dragon Tiger Live Show',
  'Dream Catcher',
  'Cash Hunt Live',
  'Lucky Numbers Live',
  'Spin Till You Win',
];

interface VendorPlan {
  readonly code: string;
  readonly name: string;
  /** Prefixed to a non-slot title an earlier vendor already uses ("Royal Baccarat 4"). */
  readonly brand?: string;
  readonly categories: readonly GameHoldingCategory[];
  readonly games: (next: () => number) => SeedGame[];
}

const amounts = ['0.10', '0.20', '0.50', '1.00', '2.00', '5.00'] as const;
function pick<T>(items: readonly T[], next: () => number): T {
  return items[Math.floor(next() * items.length)] as T;
}

/** `count` distinct slot titles for one vendor: adjective + noun (+ suffix), never repeated. */
function slotGames(count: number, next: () => number): SeedGame[] {
  const pairs = shuffled(
    SLOT_ADJECTIVES.flatMap((adjective) => SLOT_NOUNS.map((noun) => `${adjective} ${noun}`)),
    next,
  ).slice(0, count);
  return pairs.map((pair) => {
    const suffix = pick(SLOT_SUFFIXES, next);
    const name = suffix === '' ? pair : `${pair} ${suffix}`;
    return {
      gameCode: slug(name),
      name,
      category: GameCategory.RNG,
      minBet: pick(amounts.slice(0, 4), next),
      minLine: pick([1, 5, 9, 10, 20, 25, 40, 50], next),
      supportPlay: true,
    };
  });
}

function titled(
  titles: readonly string[],
  category: GameHoldingCategory,
  minBets: readonly string[],
  next: () => number,
  extra: (title: string, index: number) => Partial<SeedGame> = () => ({}),
): SeedGame[] {
  return titles.map((name, index) => ({
    gameCode: slug(name),
    name,
    category,
    minBet: pick(minBets, next),
    ...extra(name, index),
  }));
}

function liveTables(prefix: string, next: () => number): SeedGame[] {
  const games: SeedGame[] = [];
  for (const table of LIVE_TABLES) {
    const count = 1 + Math.floor(next() * 4);
    for (let n = 1; n <= count; n += 1) {
      const name = count === 1 ? table : `${table} ${n}`;
      games.push({
        gameCode: slug(name),
        name,
        category: GameCategory.LIVE,
        minBet: pick(['1.00', '2.00', '5.00', '10.00'], next),
        roomId: `${prefix}-${slug(table)}-${n}`,
      });
    }
  }
  return games;
}

const VENDORS: readonly VendorPlan[] = [
  {
    // House vendor: every game runs on the studio's slot engine; its first title leads the HOT tab.
    code: 'OLS',
    name: 'OpenLobby Slots',
    categories: ['RNG'],
    games: (next) => slotGames(190, next).map((game, index) => (index === 0 ? { ...game, hot: true } : game)),
  },
  { code: 'SPF', name: 'Spinforge', categories: ['RNG'], games: (next) => slotGames(180, next) },
  { code: 'LRS', name: 'Lucky Reel Studio', categories: ['RNG'], games: (next) => slotGames(170, next) },
  {
    code: 'JCG',
    name: 'Jewel Crown Gaming',
    brand: 'Jewel',
    categories: ['RNG', 'FISH'],
    games: (next) => [
      ...slotGames(150, next),
      ...titled(FISH_TITLES.slice(0, 8), 'FISH', amounts, next, () => ({ supportPlay: true })),
    ],
  },
  {
    code: 'DSA',
    name: 'Deep Sea Arcade',
    categories: ['FISH'],
    games: (next) =>
      titled(FISH_TITLES, 'FISH', amounts, next, () => ({ supportPlay: true })).concat(
        titled(
          FISH_TITLES.slice(0, 12).map((title) => `${title} Deluxe`),
          'FISH',
          amounts,
          next,
          () => ({ supportPlay: true }),
        ),
      ),
  },
  { code: 'VLV', name: 'Velvet Live', categories: ['LIVE'], games: (next) => liveTables('vlv', next) },
  {
    code: 'RTL',
    name: 'Royal Table Live',
    brand: 'Royal',
    categories: ['LIVE'],
    games: (next) => liveTables('rtl', next),
  },
  {
    code: 'CST',
    name: 'Card Street',
    categories: ['PVP'],
    games: (next) =>
      PVP_TITLES.flatMap((title) =>
        PVP_ROOMS.map((room) => ({
          gameCode: slug(`${title} ${room}`),
          name: `${title} ${room}`,
          category: GameCategory.PVP,
          minBet: room === 'Bronze Room' ? '1.00' : pick(['5.00', '10.00'], next),
          roomId: slug(room),
          supportPlay: true,
        })),
      ),
  },
  {
    code: 'TCG_LOTTO_VN',
    name: 'TCG Lotto Vietnam',
    categories: ['LOTT'],
    games: (next) =>
      titled(
        LOTTERY_REGIONS.map((region) => `${region} Lottery`),
        'LOTT',
        ['1.00'],
        next,
        (_title, index) => ({ lottoMode: PrizeMode.LOTT, gameGroupId: 100 + index }),
      ),
  },
  {
    code: 'TCG_SEA',
    name: 'TCG South-East Asia',
    categories: ['LOTT'],
    games: (next) =>
      titled(SEA_LOTTERIES, 'LOTT', ['1.00', '2.00'], next, (_title, index) => ({
        lottoMode: PrizeMode.ZY,
        gameGroupId: 200 + index,
      })),
  },
  {
    code: 'OLE',
    name: 'OpenLobby E-Lottery',
    categories: ['ELOTT'],
    games: (next) =>
      ELOTTERY_CLASSES.flatMap(({ classify, titles }, group) =>
        titled(titles, 'ELOTT', ['0.10', '1.00'], next, () => ({
          lottoMode: PrizeMode.ELOTT,
          gameGroupId: 300 + group,
          gameClassify: classify,
          supportPlay: true,
        })),
      ),
  },
  {
    code: 'STS',
    name: 'Stadium Sports',
    categories: ['SPORTS'],
    games: (next) => titled(SPORTS_BOOKS, 'SPORTS', ['1.00', '5.00'], next),
  },
  {
    // The e-sports vendor (spec 2.10: sports vendors listed as e-sports games form ESPORTS).
    code: 'AV',
    name: 'AV E-Sports',
    categories: ['ESPORTS'],
    games: (next) => titled(ESPORTS_BOOKS, 'ESPORTS', ['1.00', '2.00'], next),
  },
  {
    code: 'SCL',
    name: 'StarCast Live',
    categories: ['LIVESTREAM'],
    games: (next) =>
      titled(LIVESTREAM_SHOWS, 'LIVESTREAM', ['1.00', '2.00'], next, () => ({ supportPlay: true })),
  },
  {
    code: 'KGS',
    name: 'Kingdom Games',
    brand: 'Kingdom',
    categories: ['RNG', 'PVP'],
    games: (next) => [
      ...slotGames(120, next),
      ...titled(PVP_TITLES.slice(0, 10), 'PVP', ['1.00'], next, () => ({ supportPlay: true })),
    ],
  },
  {
    // House vendor of instant games on the studio's engines (gameCode = engine). Last, so adding it
    // left every other vendor's generated titles unchanged.
    code: 'OLI',
    name: 'OpenLobby Instant',
    categories: ['RNG'],
    games: () => [
      {
        gameCode: 'dice',
        name: 'Classic Dice',
        nameUr: 'کلاسک ڈائس',
        category: GameCategory.RNG,
        minBet: '0.10',
        supportPlay: true,
        hot: true,
      },
    ],
  },
];

/** Every few games of each vendor is hot, so HOT mixes vendors and categories. */
const HOT_EVERY = 17;

/** Urdu names for a handful of well-known titles (the rest show in English). */
const URDU_NAMES: Readonly<Record<string, string>> = {
  Cricket: 'کرکٹ',
  Football: 'فٹ بال',
  'Teen Patti Bronze Room': 'تین پتی کانسی کمرہ',
  'Teen Patti Silver Room': 'تین پتی چاندی کمرہ',
  'Ludo Club Bronze Room': 'لوڈو کلب کانسی کمرہ',
  'Ludo Club Silver Room': 'لوڈو کلب چاندی کمرہ',
  'Virtual Cricket': 'ورچوئل کرکٹ',
  'Andar Bahar': 'اندر باہر',
};

const nameKey = (name: string): string => name.toLocaleLowerCase('en');

/**
 * Vendors draw their titles from the same word lists, so two vendors could offer two different
 * games under one name, and the hot list and favourites, which mix vendors, would show them side
 * by side. A title an earlier vendor already has is replaced: a slot by the first adjective and
 * noun pair nobody uses, any other game by the vendor's brand before the title. Earlier vendors
 * keep every title, so the house games' names never change.
 */
function withDistinctNames(plans: readonly VendorPlan[], generated: readonly SeedGame[][]): SeedGame[][] {
  const everyTitle = new Set(generated.flat().map((game) => nameKey(game.name)));
  const taken = new Set<string>();
  const unusedPairs = SLOT_ADJECTIVES.flatMap((adjective) =>
    SLOT_NOUNS.map((noun) => `${adjective} ${noun}`),
  ).filter((pair) => !everyTitle.has(nameKey(pair)));
  const freshPairs = unusedPairs.values();
  return generated.map((games, vendorIndex) =>
    games.map((game) => {
      let name = game.name;
      if (taken.has(nameKey(name))) {
        const brand = plans[vendorIndex]?.brand;
        if (game.category === GameCategory.RNG || brand === undefined) {
          const pair = freshPairs.next();
          if (pair.done === true) throw new Error('the slot word lists ran out of unused titles');
          name = pair.value;
        } else name = `${brand} ${game.name}`;
      }
      if (taken.has(nameKey(name))) throw new Error(`seeded game name used twice: ${name}`);
      taken.add(nameKey(name));
      return name === game.name ? game : { ...game, name, gameCode: slug(name) };
    }),
  );
}

/**
 * Complete files (defaults filled in), so the seed needs no parsing on every fresh database;
 * games.test.ts checks each against the catalogue schema instead.
 */
export function seedCatalogue(): CatalogueFile[] {
  const generated = withDistinctNames(
    VENDORS,
    VENDORS.map((plan, vendorIndex) => plan.games(random(0x0be11 + vendorIndex * 7919))),
  );
  return VENDORS.map((plan, vendorIndex) => {
    const games = (generated[vendorIndex] ?? []).map((game, index) => {
      const nameUr = URDU_NAMES[game.name];
      return {
        minLine: 1,
        supportPlay: false,
        showIcon: true,
        enabled: true,
        ...game,
        ...(nameUr === undefined ? {} : { nameUr }),
        hot: game.hot ?? index % HOT_EVERY === 3,
        sortOrder: index,
      };
    });
    return {
      vendor: {
        code: plan.code,
        name: plan.name,
        sortOrder: vendorIndex,
        categories: plan.categories.map((category) => ({
          category,
          displayName: plan.name,
          accountTypeName: `${plan.code}_${category}`,
        })),
      },
      games,
    };
  });
}

/** Lobby order and names of the categories (labels in English and Urdu). */
export const seedCategories: readonly {
  code: GameHoldingCategory;
  nameEn: string;
  nameUr: string;
}[] = [
  { code: 'RNG', nameEn: 'Slots', nameUr: 'سلاٹس' },
  { code: 'LIVE', nameEn: 'Live Casino', nameUr: 'لائیو کیسینو' },
  { code: 'FISH', nameEn: 'Fishing', nameUr: 'مچھلی کا شکار' },
  { code: 'PVP', nameEn: 'Cards', nameUr: 'کارڈز' },
  // The house draws (ELOTT) are what a player calls the lottery, and spec 2.10 has that tab launch
  // one; the third-party vendors' regional draws (LOTT) open their own lobby and read as lotto.
  { code: 'ELOTT', nameEn: 'Lottery', nameUr: 'لاٹری' },
  { code: 'LOTT', nameEn: 'Lotto', nameUr: 'لوٹو' },
  { code: 'SPORTS', nameEn: 'Sports', nameUr: 'کھیل' },
  { code: 'ESPORTS', nameEn: 'E-Sports', nameUr: 'ای اسپورٹس' },
  { code: 'LIVESTREAM', nameEn: 'Live Shows', nameUr: 'لائیو شوز' },
];
