import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';
import { MemberType } from './enums.ts';
import { ERROR_CODES, errorCatalogue, errorMessage } from './errors.ts';

describe('spec section 9 constants', () => {
  it('keeps the values the spec fixes', () => {
    expect(c.GAME_LIST_PAGE_SIZE).toBe(25);
    expect([c.FAVOURITE_PAGE_SIZE_SMALL, c.FAVOURITE_PAGE_SIZE_LARGE]).toEqual([15, 100]);
    expect(c.POPUP_SELECTION_DELAY_MS).toBe(500);
    expect(c.BANNER_AUTOPLAY_MS).toBe(5000);
    expect(c.UNREAD_BADGE_CAP).toBe(99);
    expect([c.SMS_CODE_MAX_LENGTH, c.CAPTCHA_MAX_LENGTH, c.MOBILE_NUMBER_MAX_LENGTH]).toEqual([10, 6, 20]);
    expect(c.EMAIL_MAX_LENGTH).toBe(255);
    expect(c.ACTIVITY_IMAGE_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect([c.STICKY_HEADER_THRESHOLD_WITH_DOWNLOAD_BAR_REM, c.STICKY_HEADER_THRESHOLD_REM]).toEqual([
      2.44, 1.24,
    ]);
    expect(c.DEFAULT_CURRENCY).toMatchObject({ code: 'CNY', symbol: '￥', pattern: '#,##0.00' });
    expect(c.StorageKey.SESSION_INFO).toBe('MC_SESSION_INFO');
    expect(c.StorageKey.THEME).toBe('theme');
  });

  it('lets only real members deposit and keeps trial and internal types out of contract prompts', () => {
    expect(c.DEPOSIT_ALLOWED_TYPES).toEqual([0, 1, 2]);
    expect(c.CONTRACT_PROMPT_EXCLUDED_TYPES).toEqual([4, 40, 41, 42]);
    expect(c.DEFAULT_MEMBER_TYPE).toBe(MemberType.TRIAL);
  });

  it('maps Urdu to the Pakistani flag and English to the US flag', () => {
    expect(c.LANGUAGE_FLAG_COUNTRY.UR).toBe('PK');
    expect(c.LANGUAGE_FLAG_COUNTRY.EN).toBe('US');
  });
});

describe('error catalogue', () => {
  it('has a distinct Urdu message for every code', () => {
    for (const code of ERROR_CODES) {
      expect(errorMessage(code, 'EN').length, code).toBeGreaterThan(0);
      expect(errorMessage(code, 'UR'), code).not.toBe(errorMessage(code, 'EN'));
      expect(errorMessage(code, 'UR'), code).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('uses the spec wording for the messages it names', () => {
    expect(errorMessage('NOT_LOGGED_IN', 'EN')).toBe('You are not logged in, please login first');
    expect(errorMessage('MAINTENANCE', 'EN')).toBe('System upgrading, please try again later');
    expect(errorMessage('FREE_REJECT', 'EN')).toBe('Please login an actual account to use this function');
  });

  it('answers bad input with 4xx and only real faults with 5xx', () => {
    for (const code of ['VALIDATION_FAILED', 'MALFORMED_BODY', 'NOT_FOUND', 'PAYLOAD_TOO_LARGE'] as const) {
      expect(errorCatalogue[code].status).toBeGreaterThanOrEqual(400);
      expect(errorCatalogue[code].status).toBeLessThan(500);
    }
    expect(errorCatalogue.INTERNAL.status).toBe(500);
  });
});
