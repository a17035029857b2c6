import { describe, expect, it } from 'vitest';
import { failureEnvelope, successEnvelope } from '../envelope.ts';
import {
  consolidatedSettingsValue,
  helpCenterRequest,
  listAnnouncementsRequest,
  systemStatusValue,
} from './schemas.ts';

describe('system schemas', () => {
  it('splits the announcement types list and rejects unknown types', () => {
    expect(listAnnouncementsRequest.parse({ types: 'B,PL, PU', platform: 'M' }).types).toEqual([
      'B',
      'PL',
      'PU',
    ]);
    expect(listAnnouncementsRequest.safeParse({ types: 'B,XX' }).success).toBe(false);
    expect(listAnnouncementsRequest.safeParse({ types: '' }).success).toBe(false);
    expect(listAnnouncementsRequest.safeParse({ types: 'B', platform: 'W' }).success).toBe(false);
  });

  it('drops unknown fields instead of passing them on', () => {
    const parsed = helpCenterRequest.parse({ lang: 'UR', device: 'MOBILE', injected: '1' });
    expect(parsed).toEqual({ lang: 'UR', device: 'MOBILE' });
  });

  it('accepts only the three combined status values', () => {
    const base = { maintenance: false, regionRestricted: false, ip: '127.0.0.1', country: null };
    expect(systemStatusValue.safeParse({ ...base, status: 2 }).success).toBe(true);
    expect(systemStatusValue.safeParse({ ...base, status: 3 }).success).toBe(false);
  });

  it('requires every part of the consolidated boot settings', () => {
    expect(consolidatedSettingsValue.safeParse({ merchantCode: 'X' }).success).toBe(false);
  });

  it('wraps values in the success envelope and errors in the failure envelope', () => {
    expect(successEnvelope(systemStatusValue).safeParse({ success: false, value: {} }).success).toBe(false);
    expect(
      failureEnvelope.safeParse({ success: false, code: 'NOT_FOUND', message: 'x', data: {} }).success,
    ).toBe(true);
    expect(
      failureEnvelope.safeParse({ success: false, code: 'MADE_UP', message: 'x', data: {} }).success,
    ).toBe(false);
  });
});
