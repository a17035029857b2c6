import { describe, it } from 'vitest';
import { expectCompleteUrdu } from '../../../test/translations.ts';
import { promotionsEn } from './en.ts';
import { promotionsUr } from './ur.ts';

describe('promotions texts', () => {
  it('has a real Urdu text for every English key, with the same placeholders', () => {
    expectCompleteUrdu(promotionsEn, promotionsUr);
  });
});
