import { describe, it } from 'vitest';
import { expectCompleteUrdu } from '../../../test/translations.ts';
import { messagingEn } from './en.ts';
import { messagingUr } from './ur.ts';

describe('messaging texts', () => {
  it('has a real Urdu text for every English key, with the same placeholders', () => {
    expectCompleteUrdu(messagingEn, messagingUr);
  });
});
