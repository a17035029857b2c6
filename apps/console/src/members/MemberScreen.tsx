import { Anchor, Stack, Tabs } from '@mantine/core';
import { OPS_MEMBER_PATHS, opsMemberView } from '@openlobby/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useConsole } from '../app/ConsoleContext.tsx';
import { useMe } from '../app/MeContext.ts';
import { screenPath } from '../app/navigation.ts';
import { NotFoundScreen } from '../screens/NotFoundScreen.tsx';
import { QueryState } from '../screens/QueryState.tsx';
import { MemberActions } from './MemberActions.tsx';
import { MemberHeader } from './MemberHeader.tsx';
import { MemberTab } from './MemberTab.tsx';
import { type MemberTabId, isMemberTab, memberTabsFor } from './memberTabs.ts';
import { MEMBERS_SCREEN } from './paths.ts';
import './members.css';

/** The member id of an address like /ops/console/members/42, or null for anything else. */
export function memberIdOf(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}

/** One member: who they are, their state and balance, what the operator may do, and their lists. */
export function MemberScreen() {
  const { t } = useTranslation();
  const { api } = useConsole();
  const me = useMe();
  const memberId = memberIdOf(useParams().memberId);
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tabs = memberTabsFor(me.permissions);
  const tab: MemberTabId = isMemberTab(tabParam) && tabs.includes(tabParam) ? tabParam : 'ledger';
  const canRead = me.permissions.includes('members.read');
  const member = useQuery({
    queryKey: ['member', memberId],
    queryFn: () =>
      api.call('GET', OPS_MEMBER_PATHS.member, opsMemberView, { params: { memberId: memberId ?? 0 } }),
    enabled: canRead && memberId !== null,
  });

  if (!canRead || memberId === null) return <NotFoundScreen />;
  return (
    <Stack>
      <Anchor component={Link} to={screenPath(MEMBERS_SCREEN)} size="sm">
        {t('member.back')}
      </Anchor>
      <QueryState query={member}>
        {(view) => (
          <Stack>
            <MemberHeader view={view} />
            <MemberActions view={view} />
            <Tabs
              value={tab}
              onChange={(value) => {
                if (isMemberTab(value)) setParams({ tab: value }, { replace: true });
              }}
              keepMounted={false}
            >
              <Tabs.List className="member-tabs-list">
                {tabs.map((id) => (
                  <Tabs.Tab key={id} value={id}>
                    {t(`member.tab.${id}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {tabs.map((id) => (
                <Tabs.Panel key={id} value={id} pt="md">
                  <MemberTab tab={id} view={view} />
                </Tabs.Panel>
              ))}
            </Tabs>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
