import { Burger, Button, Group, NavLink, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { OPS_ADMIN_PATHS, OPS_PATHS, opsMeValue } from '@openlobby/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink, Outlet } from 'react-router';
import { z } from 'zod';
import { Preferences } from '../screens/Preferences.tsx';
import { QueryState } from '../screens/QueryState.tsx';
import { useConsole } from './ConsoleContext.tsx';
import { MeContext } from './MeContext.ts';
import { SCREENS_BASE, screenPath, sectionsFor } from './navigation.ts';

export function Shell() {
  const { t } = useTranslation();
  const { api, session } = useConsole();
  const queryClient = useQueryClient();
  const [opened, { toggle, close }] = useDisclosure(false);
  const me = useQuery({ queryKey: ['me'], queryFn: () => api.call('GET', OPS_ADMIN_PATHS.me, opsMeValue) });

  const signOut = async () => {
    await api.call('DELETE', OPS_PATHS.session, z.unknown()).catch(() => undefined);
    queryClient.clear();
    session.end('signedOut');
  };

  return (
    <div className="shell">
      <header className="shell-header">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('shell.menu')}
              aria-expanded={opened}
              aria-controls="console-sections"
            />
            <Title order={1} size="h4" visibleFrom="xs">
              {t('app.name')}
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Preferences />
            <Button variant="default" size="xs" onClick={() => void signOut()}>
              {t('shell.signOut')}
            </Button>
          </Group>
        </Group>
      </header>
      <div className="shell-body">
        <nav
          id="console-sections"
          className="shell-nav"
          data-open={opened || undefined}
          aria-label={t('shell.navigation')}
        >
          {me.data !== undefined && (
            <Text size="sm" c="dimmed" px="sm" py="xs">
              {t('shell.signedInAs', { name: me.data.username })}
            </Text>
          )}
          <NavLink component={RouterLink} to={SCREENS_BASE} end label={t('nav.home')} onClick={close} />
          {sectionsFor(me.data?.permissions ?? []).map((section) =>
            'screen' in section.to ? (
              <NavLink
                key={section.id}
                component={RouterLink}
                to={screenPath(section.to.screen)}
                label={t(section.label)}
                onClick={close}
              />
            ) : (
              <NavLink key={section.id} href={section.to.page} label={t(section.label)} />
            ),
          )}
        </nav>
        <main className="shell-main">
          <QueryState query={me}>
            {(value) => (
              <MeContext.Provider value={value}>
                <Outlet />
              </MeContext.Provider>
            )}
          </QueryState>
        </main>
      </div>
    </div>
  );
}
