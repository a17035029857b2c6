import { Alert, Anchor, Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import {
  type ExclusionState,
  OPS_EXCLUSION_LIFT_PATH,
  OPS_MEMBER_PROTECTION_PATH,
  type OpsExclusion,
  type PlayerLimit,
  opsExclusionLiftRequest,
  opsMemberProtectionValue,
} from '@openlobby/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsole } from '../app/ConsoleContext.tsx';
import { useMe } from '../app/MeContext.ts';
import { ReasonDialog } from '../members/ReasonDialog.tsx';
import { MemberVerificationSection } from './MemberVerificationSection.tsx';
import { PlainTable } from '../components/PlainTable.tsx';
import { formatAmount, formatDateTime } from '../i18n/format.ts';
import { isolate } from '../members/bidi.ts';
import { memberPath } from '../members/paths.ts';
import { QueryState } from '../screens/QueryState.tsx';

/** A limit's amount as the member set it: money in the currency, or minutes for a session limit. */
function amountText(
  kind: PlayerLimit['kind'],
  amount: string | null,
  currency: string,
  t: TFunction,
  language: string,
) {
  if (amount === null) return t('protection.none');
  return kind === 'SESSION'
    ? t('protection.minutes', { count: Number(amount) })
    : isolate(formatAmount(amount, language, { currency }));
}

const STATE_COLOR: Record<ExclusionState, string> = {
  IN_FORCE: 'red',
  AWAITING_LIFT: 'orange',
  ENDED: 'gray',
  LIFTED: 'gray',
};

/**
 * A member's player protection (compliance.read): the limits in force with what is used and left,
 * raises waiting their 24 hours, every change with who made it, and every time-out and
 * self-exclusion; a self-exclusion whose period has ended is lifted here (compliance.manage).
 */
export function MemberProtectionPanel({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const me = useMe();
  const queryClient = useQueryClient();
  const manage = me.permissions.includes('compliance.manage');
  const [lifting, setLifting] = useState<OpsExclusion | null>(null);
  const [lifted, setLifted] = useState(false);
  const key = ['member', memberId, 'protection'];
  const protection = useQuery({
    queryKey: key,
    queryFn: () =>
      api.call('GET', OPS_MEMBER_PROTECTION_PATH, opsMemberProtectionValue, { params: { memberId } }),
  });
  const language = i18n.language;
  return (
    <QueryState query={protection}>
      {(value) => {
        const shown = (kind: PlayerLimit['kind'], amount: string | null) =>
          amountText(kind, amount, value.currency, t, language);
        const limitName = (kind: PlayerLimit['kind'], period: PlayerLimit['period']) =>
          t('protection.limitName', {
            kind: t(`protection.kind.${kind}`),
            period: t(`protection.period.${period}`),
          });
        return (
          <Stack gap="md">
            <Title order={3} size="h4">
              {t('protection.limits')}
            </Title>
            {value.limits.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('protection.noLimits')}
              </Text>
            ) : (
              <PlainTable
                caption={t('protection.limits')}
                minWidth={720}
                headers={[
                  t('protection.col.limit'),
                  t('protection.col.amount'),
                  t('protection.col.used'),
                  t('protection.col.left'),
                  t('protection.col.pending'),
                ]}
              >
                {value.limits.map((limit) => (
                  <Table.Tr key={`${limit.kind}-${limit.period}`}>
                    <Table.Td>{limitName(limit.kind, limit.period)}</Table.Td>
                    <Table.Td>{shown(limit.kind, limit.amount)}</Table.Td>
                    <Table.Td>{shown(limit.kind, limit.used)}</Table.Td>
                    <Table.Td>{limit.left === null ? '—' : shown(limit.kind, limit.left)}</Table.Td>
                    <Table.Td>
                      {limit.pending === null ? (
                        '—'
                      ) : (
                        <Badge variant="light" color="yellow">
                          {t('protection.pending', {
                            amount: shown(limit.kind, limit.pending.amount),
                            at: formatDateTime(limit.pending.appliesAt, language),
                          })}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </PlainTable>
            )}
            <MemberVerificationSection memberId={memberId} />
            <Title order={3} size="h4">
              {t('protection.exclusions')}
            </Title>
            {lifted && (
              <Alert color="green" role="status" withCloseButton onClose={() => setLifted(false)}>
                {t('protection.liftedDone')}
              </Alert>
            )}
            {value.exclusions.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('protection.noExclusions')}
              </Text>
            ) : (
              <PlainTable
                caption={t('protection.exclusions')}
                minWidth={720}
                headers={[
                  t('protection.col.kind'),
                  t('protection.col.from'),
                  t('protection.col.until'),
                  t('protection.col.state'),
                  '',
                ]}
              >
                {value.exclusions.map((exclusion) => (
                  <Table.Tr key={exclusion.exclusionId}>
                    <Table.Td>
                      {t(`protection.exclusion.${exclusion.kind}`)} ·{' '}
                      {t(`protection.duration.${exclusion.duration}`)}
                    </Table.Td>
                    <Table.Td>{formatDateTime(exclusion.startsAt, language)}</Table.Td>
                    <Table.Td>
                      {exclusion.endsAt === null
                        ? t('protection.indefinite')
                        : formatDateTime(exclusion.endsAt, language)}
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={2} align="flex-start">
                        <Badge variant="light" color={STATE_COLOR[exclusion.state]}>
                          {t(`protection.state.${exclusion.state}`)}
                        </Badge>
                        {exclusion.viaMember !== null && (
                          <Anchor component={Link} to={memberPath(exclusion.viaMember.memberId)} size="xs">
                            {t('protection.carriedFrom', { member: isolate(exclusion.viaMember.username) })}
                          </Anchor>
                        )}
                        {exclusion.liftedBy !== null && (
                          <Text size="xs" c="dimmed">
                            {t('protection.liftedBy', {
                              by: isolate(exclusion.liftedBy),
                              at: formatDateTime(exclusion.liftedAt ?? '', language),
                              reason: isolate(exclusion.liftReason ?? ''),
                            })}
                          </Text>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      {manage && exclusion.state === 'AWAITING_LIFT' && (
                        <Button size="xs" variant="light" onClick={() => setLifting(exclusion)}>
                          {t('protection.lift')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </PlainTable>
            )}
            {lifting !== null && (
              <ReasonDialog
                title={t('protection.liftTitle')}
                description={t('protection.liftExplain')}
                confirm={t('protection.lift')}
                schema={opsExclusionLiftRequest}
                send={(reason) =>
                  api.call('POST', OPS_EXCLUSION_LIFT_PATH, opsMemberProtectionValue, {
                    params: { memberId, exclusionId: lifting.exclusionId },
                    body: { reason },
                  })
                }
                onDone={(next) => {
                  queryClient.setQueryData(key, next);
                  setLifted(true);
                }}
                onClose={() => setLifting(null)}
              />
            )}
            <Title order={3} size="h4">
              {t('protection.changes')}
            </Title>
            {value.changes.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('protection.noChanges')}
              </Text>
            ) : (
              <PlainTable
                caption={t('protection.changes')}
                minWidth={720}
                headers={[
                  t('protection.col.at'),
                  t('protection.col.limit'),
                  t('protection.col.change'),
                  t('protection.col.applies'),
                  t('protection.col.by'),
                ]}
              >
                {value.changes.map((change, index) => (
                  <Table.Tr key={`${change.at}-${index}`}>
                    <Table.Td>{formatDateTime(change.at, language)}</Table.Td>
                    <Table.Td>{limitName(change.kind, change.period)}</Table.Td>
                    <Table.Td>
                      {t('protection.change', {
                        before: shown(change.kind, change.before),
                        after: shown(change.kind, change.after),
                      })}
                    </Table.Td>
                    <Table.Td>{formatDateTime(change.appliesAt, language)}</Table.Td>
                    <Table.Td>
                      {change.changedBy === 'MEMBER' ? t('protection.byMember') : isolate(change.changedBy)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </PlainTable>
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}
