import type { OpsSettingsValue } from '@openlobby/contract';
import { type Answer, renderScreen } from '../members/testing.tsx';
import { SettingsScreen } from './SettingsScreen.tsx';

/** The settings a merchant starts with (the environment's limits and region rules); tests change a part. */
export function settingsValue(change: Partial<OpsSettingsValue> = {}): OpsSettingsValue {
  return {
    merchantCode: 'DEMO',
    maintenance: false,
    timeZone: 'UTC',
    minimumAge: 18,
    whitelabel: [],
    limits: {
      withdrawMin: '100.00',
      withdrawMax: '50000.00',
      withdrawDailyCount: 5,
      withdrawProcessingMinutes: 30,
      adjustApprovalAbove: '1000.00',
      withdrawApprovalAbove: '10000.00',
    },
    limitsSaved: false,
    regionSaved: false,
    yourAddress: '198.51.100.7',
    region: { blockedCountries: ['US'], allowCidrs: [], denyCidrs: ['10.0.0.0/8'] },
    ...change,
  };
}

/** The Settings screen for an operator with these permissions, its requests answered by `answer`. */
export function openSettings(permissions: ('settings.read' | 'settings.manage')[], answer: Answer) {
  return renderScreen({
    path: '/settings',
    at: '/settings',
    element: <SettingsScreen />,
    permissions,
    answer,
  });
}
