import { Stack } from '@mantine/core';
import {
  OPS_MEMBER_PATHS,
  type OpsMemberView,
  opsLedgerLinesValue,
  opsMemberAddressesValue,
  opsMemberDevicesValue,
  opsMemberAuditValue,
  opsMemberBetsValue,
  opsMemberDepositsValue,
  opsMemberNotesValue,
  opsMemberRewardsValue,
  opsMemberSessionsValue,
  opsMemberWithdrawalsValue,
  opsTeamValue,
} from '@openlobby/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useConsole } from '../app/ConsoleContext.tsx';
import { useMe } from '../app/MeContext.ts';
import { MemberProtectionPanel } from '../compliance/MemberProtectionPanel.tsx';
import { MemberPayoutsPanel } from '../payouts/MemberPayoutsPanel.tsx';
import { MemberBonusesPanel } from '../promotions/MemberBonusesPanel.tsx';
import { NoteForm } from './NoteForm.tsx';
import { type Page, PagedTable } from './PagedTable.tsx';
import { memberColumns } from './memberColumns.tsx';
import { teamColumns } from './teamColumns.tsx';
import type { MemberTabId } from './memberTabs.ts';

/**
 * One tab of a member's page: its list, paged on the server (addresses and devices come whole and
 * are paged here).
 */
export function MemberTab({ tab, view }: { tab: MemberTabId; view: OpsMemberView }) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const me = useMe();
  const memberId = view.profile.id;
  const currency = view.balance.currency;
  const columns = useMemo(
    () => memberColumns({ t, language: i18n.language, currency }),
    [t, i18n.language, currency],
  );

  const pageOf =
    <S extends z.ZodType<Page<unknown>>>(path: string, schema: S) =>
    (pageNo: number, pageSize: number): Promise<z.output<S>> =>
      api.call('GET', path, schema, { params: { memberId }, query: { pageNo, pageSize } });
  /** A list the server sends whole (it is short), paged here. */
  const pagedHere =
    <Row,>(path: string, schema: z.ZodType<{ content: Row[] }>) =>
    async (pageNo: number, pageSize: number): Promise<Page<Row>> => {
      const { content } = await api.call('GET', path, schema, { params: { memberId } });
      const from = (pageNo - 1) * pageSize;
      return { content: content.slice(from, from + pageSize), total: content.length };
    };
  const common = {
    queryKey: ['member', memberId, tab],
    caption: t(`member.tab.${tab}`),
    empty: t('member.empty'),
  };

  switch (tab) {
    case 'ledger':
      return (
        <PagedTable
          {...common}
          load={pageOf(OPS_MEMBER_PATHS.ledger, opsLedgerLinesValue)}
          columns={columns.ledger}
          rowId={(row) => row.transferId}
        />
      );
    case 'bets':
      return (
        <PagedTable
          {...common}
          load={pageOf(OPS_MEMBER_PATHS.bets, opsMemberBetsValue)}
          columns={columns.bets}
          rowId={(row) => row.id}
        />
      );
    case 'deposits':
      return (
        <PagedTable
          {...common}
          load={pageOf(OPS_MEMBER_PATHS.deposits, opsMemberDepositsValue)}
          columns={columns.deposits}
          rowId={(row) => row.depositId}
        />
      );
    case 'withdrawals':
      return (
        <PagedTable
          {...common}
          load={pageOf(OPS_MEMBER_PATHS.withdrawals, opsMemberWithdrawalsValue)}
          columns={columns.withdrawals}
          rowId={(row) => row.withdrawId}
        />
      );
    case 'rewards':
      return (
        <PagedTable
          {...common}
          load={pageOf(OPS_MEMBER_PATHS.rewards, opsMemberRewardsValue)}
          columns={columns.rewards}
          rowId={(row) => String(row.id)}
        />
      );
    case 'bonuses':
      return <MemberBonusesPanel memberId={memberId} />;
    case 'team':
      return (
        <PagedTable
          {...common}
          load={pageOf(OPS_MEMBER_PATHS.team, opsTeamValue)}
          columns={teamColumns(t, i18n.language)}
          rowId={(row) => String(row.id)}
        />
      );
    case 'protection':
      return <MemberProtectionPanel memberId={memberId} />;
    case 'payouts':
      return <MemberPayoutsPanel memberId={memberId} username={view.profile.username} />;
    case 'sessions':
      return (
        <PagedTable
          {...common}
          load={pageOf(OPS_MEMBER_PATHS.sessions, opsMemberSessionsValue)}
          columns={columns.sessions}
          rowId={(row) => String(row.id)}
        />
      );
    case 'addresses':
      return (
        <PagedTable
          {...common}
          load={pagedHere(OPS_MEMBER_PATHS.addresses, opsMemberAddressesValue)}
          columns={columns.addresses}
          rowId={(row) => row.ip}
        />
      );
    case 'devices':
      return (
        <PagedTable
          {...common}
          load={pagedHere(OPS_MEMBER_PATHS.devices, opsMemberDevicesValue)}
          columns={columns.devices}
          rowId={(row) => `${row.userAgent}|${row.firstSeenAt}`}
        />
      );
    case 'notes':
      return (
        <Stack>
          {me.permissions.includes('members.manage') && <NoteForm memberId={memberId} />}
          <PagedTable
            {...common}
            load={pageOf(OPS_MEMBER_PATHS.notes, opsMemberNotesValue)}
            columns={columns.notes}
            rowId={(row) => String(row.id)}
          />
        </Stack>
      );
    case 'audit':
      return (
        <PagedTable
          {...common}
          load={pageOf(OPS_MEMBER_PATHS.audit, opsMemberAuditValue)}
          columns={columns.audit}
          rowId={(row) => String(row.id)}
        />
      );
  }
}
