/**
 * What an operator reads from a user-agent: the kind of device, the browser and the system, by
 * bowser (a well-kept parser; user-agents are too varied for hand-written patterns).
 */
import type { OpsMemberDevice } from '@openlobby/contract';
import Bowser from 'bowser';

type DeviceFacts = Pick<OpsMemberDevice, 'kind' | 'browser' | 'system'>;

const named = (name: string | undefined, version: string | undefined) =>
  [name, version].filter((part) => part !== undefined && part !== '').join(' ');

export function deviceOf(userAgent: string | null): DeviceFacts {
  if (userAgent === null || userAgent.trim() === '') return { kind: 'unknown', browser: '', system: '' };
  const parsed = Bowser.parse(userAgent);
  const platform = parsed.platform.type;
  const kind =
    platform === 'mobile' || platform === 'tablet' || platform === 'desktop' ? platform : 'unknown';
  // The major version is what tells browsers apart; the rest is noise on a console page.
  const major = parsed.browser.version?.split('.')[0];
  return {
    kind,
    browser: named(parsed.browser.name, major),
    system: named(parsed.os.name, parsed.os.versionName ?? parsed.os.version),
  };
}
