import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../app/MeContext.ts';
import { screenPath, sectionsFor } from '../app/navigation.ts';
import { Dashboard } from '../dashboard/Dashboard.tsx';

/** The console's start: the dashboard for those who may read reports, else the sections they have. */
export function HomeScreen() {
  const me = useMe();
  return me.permissions.includes('reports.read') ? <Dashboard /> : <Welcome />;
}

function Welcome() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const sections = sectionsFor(me.permissions);
  return (
    <Stack>
      <Title order={2}>{t('home.title', { name: me.username })}</Title>
      <Text>
        {t('home.roles', {
          roles: me.roles.map((role) => t(`role.${role}`)).join(i18n.language === 'UR' ? '، ' : ', '),
        })}
      </Text>
      {sections.length === 0 ? (
        <Text>{t('home.nothing')}</Text>
      ) : (
        <>
          <Text>{t('home.available')}</Text>
          <List>
            {sections.map((section) => (
              <List.Item key={section.id}>
                {'screen' in section.to ? (
                  <Anchor component={Link} to={screenPath(section.to.screen)}>
                    {t(section.label)}
                  </Anchor>
                ) : (
                  <Anchor href={section.to.page}>{t(section.label)}</Anchor>
                )}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
