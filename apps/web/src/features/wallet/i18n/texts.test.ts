import { describe, it } from 'vitest';
import { expectCompleteUrdu } from '../../../test/translations.ts';
import { walletEn } from './en.ts';
import { walletUr } from './ur.ts';

describe('wallet texts', () => {
  it('has a real Urdu text for every English key, with the same placeholders', () => {
    expectCompleteUrdu(walletEn, walletUr);
  });
});
