import { describe, it } from 'vitest';
import { expectCompleteUrdu } from '../../../test/translations.ts';
import { agentsEn } from './en.ts';
import { agentsUr } from './ur.ts';

describe('agent centre texts', () => {
  it('has a real Urdu text for every English key, with the same placeholders', () => {
    expectCompleteUrdu(agentsEn, agentsUr);
  });
});
