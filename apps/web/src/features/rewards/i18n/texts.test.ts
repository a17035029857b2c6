import { describe, it } from 'vitest';
import { expectCompleteUrdu } from '../../../test/translations.ts';
import { rewardsEn } from './en.ts';
import { rewardsUr } from './ur.ts';

describe('rewards texts', () => {
  it('has a real Urdu text for every English key, with the same placeholders', () => {
    expectCompleteUrdu(rewardsEn, rewardsUr);
  });
});
