import { DEFAULT_LANGUAGE, type Language } from '@openlobby/contract';
import type { TextRow } from './repository.ts';

const EMPTY: TextRow = { language: DEFAULT_LANGUAGE, title: '', content: '' };

/** The text in the request's language, falling back to English, then to whatever exists. */
export function pickText(texts: readonly TextRow[], language: Language): TextRow {
  return (
    texts.find((text) => text.language === language) ??
    texts.find((text) => text.language === DEFAULT_LANGUAGE) ??
    texts[0] ??
    EMPTY
  );
}
