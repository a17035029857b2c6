import type { Language } from '@openlobby/contract';

/** A text in every language the lobby speaks; seeds store one row per language. */
export type Localized = Readonly<Record<Language, string>>;
