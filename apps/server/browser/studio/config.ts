/**
 * What a studio game page carries in its JSON data block: written by the server's page builder
 * (src/modules/studio/page.ts) and read by this script, both typed by this one interface. Types
 * only, so the server can import it without any browser code.
 */
import type { Language, StudioEngine } from '@openlobby/contract/client';
import type { STUDIO_TEXT } from '../../src/modules/studio/text.ts';

export type StudioText = Readonly<Record<keyof (typeof STUDIO_TEXT)['EN'], string>>;

export interface StudioPageConfig {
  readonly engine: StudioEngine;
  readonly gameCode: string;
  /** The launch token from the frame's address ('' when it came without one). */
  readonly launch: string;
  readonly lang: Language;
  readonly text: StudioText;
  /** The slot's symbols, most valuable first, and their names in the page's language. */
  readonly glyphs: readonly string[];
  readonly names: readonly string[];
  readonly verifyPath: string;
  /** The lobby's theme, passed on to the verify page the history links to. */
  readonly theme: 'dark' | 'light';
  /** When the slot's reels stop, from the tap: the first, then each next one this much later. */
  readonly reelTiming: { readonly firstStopMs: number; readonly stopGapMs: number };
  /** What a dice win returns for a 100 % chance, in basis points (the house edge is the rest). */
  readonly diceReturnBp: number;
}
