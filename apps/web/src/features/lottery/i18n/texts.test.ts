import { describe, it } from 'vitest';
import { expectCompleteUrdu } from '../../../test/translations.ts';
import { lotteryEn } from './en.ts';
import { lotteryUr } from './ur.ts';

describe('lottery texts', () => {
  it('has a real Urdu text for every English key, with the same placeholders', () => {
    expectCompleteUrdu(lotteryEn, lotteryUr);
  });
});
