/**
 * What a game's icon shows, read from its name and category: a word of the title picks a theme
 * ("Blazing" fire, "Frozen" ice, "Pharaoh" desert, "Baccarat" cards...), else the category does.
 * Each theme is an emblem and its colours (background glow and edge, emblem light and shade).
 */
import type { GameHoldingCategory } from '@openlobby/contract';
import type { SymbolName } from './icon-symbols.ts';

export interface IconTheme {
  readonly symbol: SymbolName;
  /** Background: centre glow, then the edge. */
  readonly glow: string;
  readonly edge: string;
  /** Emblem gradient: top, then bottom. */
  readonly light: string;
  readonly shade: string;
}

const theme = (symbol: SymbolName, glow: string, edge: string, light: string, shade: string): IconTheme => ({
  symbol,
  glow,
  edge,
  light,
  shade,
});

const FIRE = theme('flame', '#ff8a3d', '#5a0b12', '#fff3a0', '#ff5a1f');
const ICE = theme('gem', '#6fd6ff', '#0b2a5c', '#ffffff', '#3fa8ff');
const RUBY = theme('gem', '#ff5f8a', '#4a0626', '#ffd1dc', '#e0144c');
const EMERALD = theme('gem', '#4fe39a', '#053d2a', '#e6fff2', '#12a862');
const GOLD = theme('coin', '#ffcf4d', '#5c2a00', '#fff6c2', '#e29a00');
const ROYAL = theme('crown', '#b57cff', '#2a0b52', '#fff1a8', '#f0a800');
const JADE = theme('lotus', '#5fe0b5', '#0a3b3a', '#ffe3f0', '#ff6fa6');
const DESERT = theme('pyramid', '#ffd27a', '#5b2e0a', '#fff0b8', '#d98b19');
const STORM = theme('bolt', '#8a7dff', '#120b3d', '#fffbd0', '#ffd21f');
const WILD = theme('paw', '#a8d94a', '#1f3a0a', '#ffe2a8', '#c8741a');
const SWEET = theme('cherries', '#ff8ad1', '#52104a', '#ff9aa8', '#d6002e');
const OCEAN = theme('anchor', '#4fc3ff', '#06264f', '#fff3c4', '#e0a400');
const LUCK = theme('horseshoe', '#7ee07e', '#0c3d1c', '#fff7c2', '#e3a800');
const DICE = theme('dice', '#ff6b6b', '#3d0a1e', '#ff7a7a', '#c4002b');
const WHEEL = theme('wheel', '#ffb347', '#4a1200', '#ff5f5f', '#a8001c');
const CARDS = theme('cards', '#2fbf71', '#062e1a', '#ff4d5e', '#b0001d');
const TILES = theme('tile', '#3fc1a0', '#0a3329', '#2bd98c', '#0a7a4c');
const FISH = theme('fish', '#37b6ff', '#03224a', '#ffd36b', '#ff7a1a');
const BALLS = theme('balls', '#ff7ab6', '#3a0a4a', '#ffd166', '#ef476f');
const BALL = theme('ball', '#3ddc84', '#08361c', '#333a44', '#11151b');
const RACE = theme('flag', '#ffb020', '#3a1a00', '#2d2d2d', '#000000');
const PLAY = theme('gamepad', '#7a5cff', '#14083d', '#66e0ff', '#2f6bff');
const SHOW = theme('mic', '#ff5fa2', '#3a0830', '#ffe27a', '#ff8c1a');
const SEVEN = theme('seven', '#ff4d6d', '#3d0722', '#fff3a0', '#ff3b3b');

/** Title words (lower case) that decide the theme; the first word of the title that is listed wins. */
const BY_WORD: Readonly<Record<string, IconTheme>> = {
  blazing: FIRE,
  fiery: FIRE,
  phoenix: FIRE,
  volcano: FIRE,
  dragon: FIRE,
  frozen: ICE,
  crystal: ICE,
  sapphire: ICE,
  diamond: ICE,
  arctic: ICE,
  gems: ICE,
  ruby: RUBY,
  emerald: EMERALD,
  jade: JADE,
  golden: GOLD,
  treasure: GOLD,
  riches: GOLD,
  fortune: GOLD,
  jackpot: GOLD,
  coin: GOLD,
  cash: GOLD,
  money: GOLD,
  silver: ICE,
  royal: ROYAL,
  imperial: ROYAL,
  kingdom: ROYAL,
  empire: ROYAL,
  king: ROYAL,
  lotus: JADE,
  koi: JADE,
  garden: JADE,
  panda: JADE,
  samurai: JADE,
  pharaoh: DESERT,
  ancient: DESERT,
  sacred: DESERT,
  hidden: DESERT,
  oasis: DESERT,
  temple: DESERT,
  genie: DESERT,
  thunder: STORM,
  cosmic: STORM,
  neon: STORM,
  midnight: STORM,
  mystic: STORM,
  spirit: STORM,
  enchanted: STORM,
  wild: WILD,
  savage: WILD,
  roaring: WILD,
  mighty: WILD,
  tiger: WILD,
  lion: WILD,
  wolf: WILD,
  buffalo: WILD,
  jungle: WILD,
  safari: WILD,
  monkey: WILD,
  eagle: WILD,
  sweet: SWEET,
  fruits: SWEET,
  carnival: SWEET,
  velvet: SWEET,
  pirates: OCEAN,
  pirate: OCEAN,
  mermaid: OCEAN,
  ocean: OCEAN,
  sea: OCEAN,
  reef: OCEAN,
  tidal: OCEAN,
  lucky: LUCK,
  horseshoe: LUCK,
  dice: DICE,
  sic: DICE,
  k3: DICE,
  three: DICE,
  wheel: WHEEL,
  roulette: WHEEL,
  spin: WHEEL,
  perya: WHEEL,
  baccarat: CARDS,
  blackjack: CARDS,
  poker: CARDS,
  'hold\u2019em': CARDS,
  patti: CARDS,
  rummy: CARDS,
  bahar: CARDS,
  pusoy: CARDS,
  tongits: CARDS,
  two: CARDS,
  break: CARDS,
  niu: CARDS,
  mahjong: TILES,
  domino: TILES,
  dou: CARDS,
  football: BALL,
  cricket: BALL,
  basketball: BALL,
  tennis: BALL,
  volleyball: BALL,
  racing: RACE,
  airship: RACE,
  karaoke: SHOW,
  ludo: DICE,
  boxing: WILD,
  bingo: BALLS,
  keno: BALLS,
  quiz: SHOW,
};

/** Each category's theme when no word of the title names one. */
const BY_CATEGORY: Readonly<Record<GameHoldingCategory, IconTheme>> = {
  RNG: SEVEN,
  FISH,
  LIVE: CARDS,
  PVP: CARDS,
  LOTT: BALLS,
  ELOTT: BALLS,
  SPORTS: BALL,
  ESPORTS: PLAY,
  LIVESTREAM: SHOW,
};

/** Fish games keep the fish whatever their title says; draws keep their balls. */
const CATEGORY_FIRST: ReadonlySet<GameHoldingCategory> = new Set(['FISH', 'LOTT', 'ELOTT']);

/**
 * The first theme word of the title gives the colours and the last one the emblem ("Ruby Panda":
 * ruby colours, a lotus), so the many two-word slot titles do not all look alike.
 */
export function themeOf(name: string, category: GameHoldingCategory): IconTheme {
  if (CATEGORY_FIRST.has(category)) return BY_CATEGORY[category];
  const found = name
    .toLocaleLowerCase('en')
    .split(/[^\p{L}\p{N}\u2019]+/u)
    .flatMap((word) => BY_WORD[word] ?? []);
  const first = found[0];
  const last = found.at(-1);
  if (first === undefined || last === undefined) return BY_CATEGORY[category];
  return { ...first, symbol: last.symbol };
}
