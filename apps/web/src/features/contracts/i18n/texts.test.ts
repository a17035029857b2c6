import { describe, it } from 'vitest';
import { expectCompleteUrdu } from '../../../test/translations.ts';
import { contractsEn } from './en.ts';
import { contractsUr } from './ur.ts';

describe('contracts texts', () => {
  it('has a real Urdu text for every English key, with the same placeholders', () => {
    expectCompleteUrdu(contractsEn, contractsUr);
  });
});
