import { describe, it } from 'vitest';
import { expectCompleteUrdu } from '../../../test/translations.ts';
import { appDownloadEn } from './en.ts';
import { appDownloadUr } from './ur.ts';

describe('app download texts', () => {
  it('has a real Urdu text for every English key, with the same placeholders', () => {
    expectCompleteUrdu(appDownloadEn, appDownloadUr);
  });
});
