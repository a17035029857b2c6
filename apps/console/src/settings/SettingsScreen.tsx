import { Badge, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { OPS_SETTINGS_PATHS, opsSettingsValue } from '@openlobby/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import '../games/games.css';
import { useMe } from '../app/MeContext.ts';
import { NotFoundScreen } from '../screens/NotFoundScreen.tsx';
import { QueryState } from '../screens/QueryState.tsx';
import { MinimumAgePanel } from './MinimumAgePanel.tsx';
import { TimeZonePanel } from './TimeZonePanel.tsx';
import { LimitsPanel } from './LimitsPanel.tsx';
import { RegionPanel } from './RegionPanel.tsx';
import { RegistrationPanel } from './RegistrationPanel.tsx';
import { SaveOutcome } from './SaveOutcome.tsx';
import { useSettingsSave } from './useSettingsSave.ts';
import './rules.css';

type Change = { kind: 'maintenance'; on: boolean } | { kind: 'flag'; flag: string; on: boolean };

/**
 * The merchant's maintenance switch, whitelabel flags and time zone, its withdrawal limits and
 * region rules (the environment's until saved here) and the registration form's fields.
 */
export function SettingsScreen() {
  const { t } = useTranslation();
  const { api } = useConsole();
  const me = useMe();
  const manage = me.permissions.includes('settings.manage');
  const settings = useQuery({
    queryKey: ['ops-settings'],
    queryFn: () => api.call('GET', OPS_SETTINGS_PATHS.settings, opsSettingsValue),
    enabled: me.permissions.includes('settings.read'),
  });
  const change = useSettingsSave((client, wanted: Change) =>
    wanted.kind === 'maintenance'
      ? client.call('PUT', OPS_SETTINGS_PATHS.maintenance, opsSettingsValue, { body: { on: wanted.on } })
      : client.call('PUT', OPS_SETTINGS_PATHS.whitelabel, opsSettingsValue, {
          params: { flag: wanted.flag },
          body: { on: wanted.on },
        }),
  );

  if (!me.permissions.includes('settings.read')) return <NotFoundScreen />;

  return (
    <Stack>
      <Title order={2}>{t('settings.title')}</Title>
      <SaveOutcome save={change} saved={t('settings.saved')} />
      <QueryState query={settings}>
        {(value) => (
          <Stack>
            <Text c="dimmed" className="ltr-text">
              {t('settings.merchant', { code: value.merchantCode })}
            </Text>
            <Paper withBorder p="md" component="section" aria-label={t('settings.maintenance')}>
              <Stack gap="xs">
                <Title order={3} size="h4">
                  {t('settings.maintenance')}
                </Title>
                <Group>
                  <Switch
                    size="md"
                    color="red"
                    checked={value.maintenance}
                    disabled={!manage || change.isPending}
                    label={t('settings.maintenanceLabel')}
                    onChange={(event) =>
                      change.mutate({ kind: 'maintenance', on: event.currentTarget.checked })
                    }
                  />
                  <Badge color={value.maintenance ? 'red' : 'green'}>
                    {value.maintenance ? t('settings.maintenanceOn') : t('settings.maintenanceOff')}
                  </Badge>
                </Group>
              </Stack>
            </Paper>
            <Paper withBorder p="md" component="section" aria-label={t('settings.whitelabel')}>
              <Stack gap="xs">
                <Title order={3} size="h4">
                  {t('settings.whitelabel')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('settings.whitelabelNote')}
                </Text>
                <div className="flag-grid">
                  {value.whitelabel.map(({ flag, on }) => (
                    <Switch
                      key={flag}
                      checked={on}
                      disabled={!manage || change.isPending}
                      label={<span className="ltr-text">{flag}</span>}
                      description={t(`flag.${flag}`)}
                      aria-label={t('settings.flagOf', { flag })}
                      onChange={(event) =>
                        change.mutate({ kind: 'flag', flag, on: event.currentTarget.checked })
                      }
                    />
                  ))}
                </div>
              </Stack>
            </Paper>
            <TimeZonePanel current={value.timeZone} manage={manage} />
            <MinimumAgePanel current={value.minimumAge} manage={manage} />
            <div className="settings-panels">
              <LimitsPanel value={value} manage={manage} />
              <RegionPanel value={value} manage={manage} />
            </div>
            <RegistrationPanel manage={manage} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
