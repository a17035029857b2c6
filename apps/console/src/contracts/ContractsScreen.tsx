import {
  Alert,
  Anchor,
  Badge,
  Button,
  Divider,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  type ContractKind,
  type ContractStatus,
  OPS_CONTRACT_PATHS,
  type OpsContract,
  opsContract,
  opsContractReasonRequest,
  opsContractsValue,
} from '@openlobby/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsole } from '../app/ConsoleContext.tsx';
import { useMe } from '../app/MeContext.ts';
import { PageNumbers } from '../components/PageNumbers.tsx';
import { PlainTable } from '../components/PlainTable.tsx';
import { formatAmount, formatDateTime } from '../i18n/format.ts';
import { percentOf } from '../i18n/percent.ts';
import { ReasonDialog } from '../members/ReasonDialog.tsx';
import { isolate } from '../members/bidi.ts';
import { memberPath } from '../members/paths.ts';
import { PayoutsOverview } from '../payouts/PayoutsOverview.tsx';
import { NotFoundScreen } from '../screens/NotFoundScreen.tsx';
import { QueryState } from '../screens/QueryState.tsx';
import { OfferForm } from './OfferForm.tsx';
import { CONTRACTS_KEY } from './keys.ts';

/** Contracts an operator may suspend (they still settle periods); a suspended one may be resumed. */
const SUSPENDABLE: readonly ContractStatus[] = ['ACTIVE', 'END_REQUESTED', 'ENDED'];
const MEMBER_ID = /^[1-9]\d{0,9}$/;

const STATUS_COLOR: Record<ContractStatus, string> = {
  PENDING: 'yellow',
  ACTIVE: 'green',
  END_REQUESTED: 'orange',
  ENDED: 'gray',
  REJECTED: 'gray',
  CANCELLED: 'gray',
};

interface Filters {
  status: ContractStatus | null;
  kind: ContractKind | null;
  member: string;
}

type Dialog = { contract: OpsContract; suspend: boolean } | null;

function ContractsList({ manage }: { manage: boolean }) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<Filters>({ status: null, kind: null, member: '' });
  const [pageNum, setPageNum] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  /** The last suspension or resumption, said in the language shown now. */
  const [done, setDone] = useState<{ id: number; suspended: boolean } | null>(null);
  const member = filters.member.trim();
  const memberValid = member === '' || (MEMBER_ID.test(member) && Number(member) <= 2_147_483_647);
  const query = {
    status: filters.status ?? undefined,
    kind: filters.kind ?? undefined,
    memberId: member !== '' && memberValid ? Number(member) : undefined,
    pageNum,
  };
  const list = useQuery({
    queryKey: [...CONTRACTS_KEY, query],
    queryFn: () => api.call('GET', OPS_CONTRACT_PATHS.list, opsContractsValue, { query }),
    placeholderData: keepPreviousData,
    enabled: memberValid,
  });
  const filter = (next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPageNum(1);
  };
  const any = { value: '', label: t('contracts.filter.any') };
  const minOf = (min: string) => formatAmount(min, i18n.language);
  return (
    <Stack>
      <Group align="flex-start" role="search" aria-label={t('contracts.filters')}>
        <Select
          label={t('contracts.filter.status')}
          data={[any, ...CONTRACT_STATUSES.map((s) => ({ value: s, label: t(`contracts.status.${s}`) }))]}
          value={filters.status ?? ''}
          onChange={(value) => filter({ status: value ? (value as ContractStatus) : null })}
          allowDeselect={false}
          w={180}
        />
        <Select
          label={t('contracts.filter.kind')}
          data={[any, ...CONTRACT_KINDS.map((k) => ({ value: k, label: t(`contracts.kind.${k}`) }))]}
          value={filters.kind ?? ''}
          onChange={(value) => filter({ kind: value ? (value as ContractKind) : null })}
          allowDeselect={false}
          w={180}
        />
        <TextInput
          label={t('contracts.filter.member')}
          inputMode="numeric"
          dir="ltr"
          w={220}
          value={filters.member}
          onChange={(event) => filter({ member: event.currentTarget.value })}
          error={memberValid ? undefined : t('contracts.filter.memberInvalid')}
        />
      </Group>
      {done !== null && (
        <Alert color="green" role="status" withCloseButton onClose={() => setDone(null)}>
          {t(done.suspended ? 'contracts.suspendedDone' : 'contracts.resumedDone', { id: done.id })}
        </Alert>
      )}
      <QueryState query={list}>
        {(page) => (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('contracts.count', { count: page.total })}
            </Text>
            <PlainTable
              caption={t('contracts.table')}
              minWidth={960}
              headers={[
                t('contracts.col.id'),
                t('contracts.col.kind'),
                t('contracts.col.upline'),
                t('contracts.col.downline'),
                t('contracts.col.status'),
                t('contracts.col.period'),
                t('contracts.col.tiers'),
                t('contracts.col.offered'),
                ...(manage ? [''] : []),
              ]}
            >
              {page.content.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={manage ? 9 : 8}>
                    <Text c="dimmed" size="sm">
                      {t('contracts.empty')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {page.content.map((c) => (
                <Table.Tr key={c.contractId}>
                  <Table.Td className="ltr-text">{c.contractId}</Table.Td>
                  <Table.Td>{t(`contracts.kind.${c.kind}`)}</Table.Td>
                  <Table.Td>
                    {c.upline === null ? (
                      <Text size="sm" fw={600} c="violet">
                        {t('contracts.house')}
                      </Text>
                    ) : (
                      <Anchor component={Link} to={memberPath(c.upline.memberId)} className="ltr-text">
                        {c.upline.username}
                      </Anchor>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={memberPath(c.downline.memberId)} className="ltr-text">
                      {c.downline.username}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={4} align="flex-start">
                      <Badge variant="light" color={STATUS_COLOR[c.status]}>
                        {t(`contracts.status.${c.status}`)}
                      </Badge>
                      {c.suspended && (
                        <Badge variant="filled" color="red" title={c.suspendReason ?? undefined}>
                          {t('contracts.suspended')}
                        </Badge>
                      )}
                      {c.suspended && c.suspendReason !== null && (
                        <Text size="xs" c="dimmed" maw={200}>
                          {t('contracts.suspendedBecause', { reason: isolate(c.suspendReason) })}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td>{t(`contracts.period.${c.period}`)}</Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      {c.tiers.map((tier) => (
                        <Text key={tier.min} size="sm" style={{ whiteSpace: 'nowrap' }}>
                          {t('contracts.tier', {
                            min: isolate(minOf(tier.min)),
                            percent: percentOf(tier.bps),
                          })}
                        </Text>
                      ))}
                    </Stack>
                  </Table.Td>
                  <Table.Td>{formatDateTime(c.offeredAt, i18n.language)}</Table.Td>
                  {manage && (
                    <Table.Td>
                      {c.suspended ? (
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={t('contracts.resumeNamed', { id: c.contractId })}
                          onClick={() => setDialog({ contract: c, suspend: false })}
                        >
                          {t('contracts.resume')}
                        </Button>
                      ) : (
                        SUSPENDABLE.includes(c.status) && (
                          <Button
                            size="xs"
                            variant="light"
                            color="red"
                            aria-label={t('contracts.suspendNamed', { id: c.contractId })}
                            onClick={() => setDialog({ contract: c, suspend: true })}
                          >
                            {t('contracts.suspend')}
                          </Button>
                        )
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </PlainTable>
            <PageNumbers total={page.totalPages} value={pageNum} onChange={setPageNum} />
          </Stack>
        )}
      </QueryState>
      {dialog !== null && (
        <ReasonDialog
          title={t(dialog.suspend ? 'contracts.suspendTitle' : 'contracts.resumeTitle', {
            id: dialog.contract.contractId,
            name: dialog.contract.downline.username,
          })}
          description={t(dialog.suspend ? 'contracts.suspendExplain' : 'contracts.resumeExplain')}
          confirm={t(dialog.suspend ? 'contracts.suspend' : 'contracts.resume')}
          schema={opsContractReasonRequest}
          danger={dialog.suspend}
          send={(reason) =>
            api.call(
              'POST',
              (dialog.suspend ? OPS_CONTRACT_PATHS.suspend : OPS_CONTRACT_PATHS.resume).replace(
                ':contractId',
                String(dialog.contract.contractId),
              ),
              opsContract,
              { body: { reason } },
            )
          }
          onDone={(value) => {
            setDone({ id: value.contractId, suspended: value.suspended });
            void queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY });
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}

/**
 * Agent contracts of the operator's merchant (salaries and dividends): every contract with its
 * parties, status, period and tiers, filtered by status, kind or a member on either side. Seen with
 * members.read; with members.manage the operator also suspends and resumes a contract with a reason
 * and offers a top agent a contract from the house (the server audits each).
 */
export function ContractsScreen() {
  const { t } = useTranslation();
  const me = useMe();
  if (!me.permissions.includes('members.read')) return <NotFoundScreen />;
  const manage = me.permissions.includes('members.manage');
  return (
    <Stack>
      <Title order={2}>{t('contracts.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('contracts.intro')}
      </Text>
      {!manage && (
        <Alert color="blue" role="note">
          {t('contracts.readOnly')}
        </Alert>
      )}
      <PayoutsOverview />
      <Divider />
      <ContractsList manage={manage} />
      {manage && (
        <>
          <Divider />
          <OfferForm />
        </>
      )}
    </Stack>
  );
}
