import { ActionIcon, Group, SegmentedControl, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/i18n.ts';

/** The language switch (English, Urdu) and the light/dark switch, kept in this browser. */
export function Preferences() {
  const { t, i18n } = useTranslation();
  // keepTransitions: pausing them would need a runtime style block, which the CSP refuses.
  const { colorScheme, setColorScheme } = useMantineColorScheme({ keepTransitions: true });
  const dark = colorScheme === 'dark';
  return (
    <Group gap="xs" wrap="nowrap">
      <SegmentedControl
        size="xs"
        aria-label={t('prefs.language')}
        value={i18n.language === 'UR' ? 'UR' : 'EN'}
        onChange={(value) => void changeLanguage(value === 'UR' ? 'UR' : 'EN')}
        data={[
          { value: 'EN', label: 'English' },
          { value: 'UR', label: 'اردو' },
        ]}
      />
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={dark ? t('prefs.theme.light') : t('prefs.theme.dark')}
        onClick={() => setColorScheme(dark ? 'light' : 'dark')}
      >
        <span aria-hidden="true">{dark ? '☀' : '☾'}</span>
      </ActionIcon>
    </Group>
  );
}
