import {
  MINIMUM_AGE_HIGHEST,
  MINIMUM_AGE_LOWEST,
  OPS_SETTINGS_PATHS,
  opsSettingsValue,
} from '@openlobby/contract';
import { useTranslation } from 'react-i18next';
import { ChoicePanel } from './ChoicePanel.tsx';

const AGES = Array.from({ length: MINIMUM_AGE_HIGHEST - MINIMUM_AGE_LOWEST + 1 }, (_, i) =>
  String(MINIMUM_AGE_LOWEST + i),
);

/**
 * The minimum age at registration (18 to 25): registrations from now on are refused below it, on
 * the merchant's calendar day; members already registered stay. Saved and audited by the server.
 */
export function MinimumAgePanel({ current, manage }: { current: number; manage: boolean }) {
  const { t } = useTranslation();
  return (
    <ChoicePanel
      title={t('settings.minimumAge')}
      note={t('settings.minimumAgeNote')}
      label={t('settings.minimumAgeLabel')}
      saveLabel={t('settings.minimumAgeSave')}
      current={String(current)}
      choices={AGES}
      manage={manage}
      put={(api, age) =>
        api.call('PUT', OPS_SETTINGS_PATHS.minimumAge, opsSettingsValue, {
          body: { minimumAge: Number(age) },
        })
      }
      savedChoice={(saved) => String(saved.minimumAge)}
      select={{ w: 160 }}
    />
  );
}
