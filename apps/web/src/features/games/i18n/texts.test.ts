import { describe, it } from 'vitest';
import { expectCompleteUrdu } from '../../../test/translations.ts';
import { gamesEn } from './en.ts';
import { gamesUr } from './ur.ts';

describe('games texts', () => {
  it('has a real Urdu text for every English key, with the same placeholders', () => {
    expectCompleteUrdu(gamesEn, gamesUr);
  });
});
