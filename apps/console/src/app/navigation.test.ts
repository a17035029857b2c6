import {
  OPS_ADMIN_PATHS,
  OPS_CONTRACT_PATHS,
  OPS_MESSAGING_PATHS,
  OPS_PATHS,
  OPS_PAYMENT_PATHS,
  OPS_PROMOTION_PATHS,
  OPS_REWARDS_PATHS,
} from '@openlobby/contract';
import { describe, expect, it } from 'vitest';
import { BASENAME } from './App.tsx';
import { SECTIONS, SCREENS_BASE, screenPath, sectionsFor } from './navigation.ts';

describe('the console menu', () => {
  it('shows a support operator neither Operators nor the audit log, and an auditor both to read', () => {
    expect(sectionsFor(['chat.answer', 'payments.read']).map((s) => s.id)).toEqual(['payments', 'chat']);
    expect(sectionsFor(['operators.read', 'audit.read', 'payments.read']).map((s) => s.id)).toEqual([
      'payments',
      'operators',
      'audit',
    ]);
    expect(sectionsFor([])).toEqual([]);
  });

  it('keeps every screen under /ops/console, off every operator API path', () => {
    const apiPaths = [
      OPS_PATHS,
      OPS_ADMIN_PATHS,
      OPS_PAYMENT_PATHS,
      OPS_MESSAGING_PATHS,
      OPS_REWARDS_PATHS,
      OPS_PROMOTION_PATHS,
      OPS_CONTRACT_PATHS,
    ].flatMap((paths) => Object.values(paths));
    for (const section of SECTIONS) {
      if (!('screen' in section.to)) continue;
      const address = `${BASENAME}${screenPath(section.to.screen)}`;
      expect(address.startsWith(`${BASENAME}${SCREENS_BASE}/`)).toBe(true);
      expect(apiPaths.some((path) => address === path || address.startsWith(`${path}/`))).toBe(false);
    }
  });
});
