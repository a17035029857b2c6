import { Text } from '@mantine/core';
import { OPS_SETTINGS_PATHS, opsSettingsValue } from '@openlobby/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoicePanel } from './ChoicePanel.tsx';

/** UTC first, then every IANA zone the browser knows, the merchant's own included even if it does not. */
export function timeZoneChoices(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC');
  const all = ['UTC', ...known];
  return all.includes(current) ? all : [current, ...all];
}

/**
 * The merchant's time zone, where the dashboard's and the reports' days begin: a searchable list
 * of zone names and Save. Days already counted keep their boundaries (the note says so).
 */
export function TimeZonePanel({ current, manage }: { current: string; manage: boolean }) {
  const { t } = useTranslation();
  const choices = useMemo(() => timeZoneChoices(current), [current]);
  return (
    <ChoicePanel
      title={t('settings.timeZone')}
      note={t('settings.timeZoneNote')}
      details={
        <Text size="sm">
          {t('settings.timeZoneCurrent')} <span className="ltr-text">{current}</span>
        </Text>
      }
      label={t('settings.timeZoneLabel')}
      saveLabel={t('settings.timeZoneSave')}
      current={current}
      choices={choices}
      manage={manage}
      put={(api, timeZone) =>
        api.call('PUT', OPS_SETTINGS_PATHS.timeZone, opsSettingsValue, { body: { timeZone } })
      }
      savedChoice={(saved) => saved.timeZone}
      select={{
        placeholder: t('settings.timeZoneSearch'),
        nothingFoundMessage: t('settings.timeZoneNothing'),
        searchable: true,
        maxDropdownHeight: 280,
        w: 320,
        dir: 'ltr',
      }}
    />
  );
}
