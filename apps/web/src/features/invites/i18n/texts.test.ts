import { describe, it } from 'vitest';
import { expectCompleteUrdu } from '../../../test/translations.ts';
import { invitesEn } from './en.ts';
import { invitesUr } from './ur.ts';

describe('invites texts', () => {
  it('has a real Urdu text for every English key, with the same placeholders', () => {
    expectCompleteUrdu(invitesEn, invitesUr);
  });
});
