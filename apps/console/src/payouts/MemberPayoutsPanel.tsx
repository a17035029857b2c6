import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import {
  OPS_AGENT_PAYOUT_PATHS,
  opsAgentPayoutReasonRequest,
  opsAgentPayoutsValue,
} from '@openlobby/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { useMe } from '../app/MeContext.ts';
import { FigureTile } from '../components/FigureTile.tsx';
import { PlainTable } from '../components/PlainTable.tsx';
import { formatAmount, formatDateTime } from '../i18n/format.ts';
import { percentOf } from '../i18n/percent.ts';
import { ReasonDialog } from '../members/ReasonDialog.tsx';
import { isolate } from '../members/bidi.ts';
import { QueryState } from '../screens/QueryState.tsx';
import { PAYOUTS_KEY, memberPayoutsKey } from './keys.ts';

const RECEIVED_KINDS = ['salary', 'dividend', 'cashback', 'invite'] as const;

/**
 * A member's payouts: whether an operator holds them (hold or release with a reason, with
 * members.manage), what it received by kind, contract payouts waiting for funds either way, and
 * its cashback rates now.
 */
export function MemberPayoutsPanel({ memberId, username }: { memberId: number; username: string }) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const me = useMe();
  const queryClient = useQueryClient();
  const manage = me.permissions.includes('members.manage');
  const [dialog, setDialog] = useState<'hold' | 'release' | null>(null);
  const [done, setDone] = useState<'held' | 'released' | null>(null);
  const payouts = useQuery({
    queryKey: memberPayoutsKey(memberId),
    queryFn: () =>
      api.call('GET', OPS_AGENT_PAYOUT_PATHS.member, opsAgentPayoutsValue, { params: { memberId } }),
  });
  return (
    <QueryState query={payouts}>
      {(value) => {
        const money = (amount: string) => formatAmount(amount, i18n.language, { currency: value.currency });
        return (
          <Stack gap="md">
            {done !== null && (
              <Alert color="green" role="status" withCloseButton onClose={() => setDone(null)}>
                {t(done === 'held' ? 'payouts.heldDone' : 'payouts.releasedDone')}
              </Alert>
            )}
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={4}>
                {value.hold === null ? (
                  <Text size="sm">{t('payouts.member.normal')}</Text>
                ) : (
                  <>
                    <Badge color="red" variant="filled" w="fit-content">
                      {t('payouts.member.held')}
                    </Badge>
                    <Text size="sm">
                      {t('payouts.member.heldSince', {
                        by: isolate(value.hold.heldBy),
                        at: formatDateTime(value.hold.heldAt, i18n.language),
                        reason: isolate(value.hold.reason),
                      })}
                    </Text>
                  </>
                )}
                <Text size="xs" c="dimmed" maw={640}>
                  {t('payouts.member.holdExplain')}
                </Text>
              </Stack>
              {manage && (
                <Button
                  variant={value.hold === null ? 'light' : 'default'}
                  color={value.hold === null ? 'red' : undefined}
                  onClick={() => setDialog(value.hold === null ? 'hold' : 'release')}
                >
                  {t(value.hold === null ? 'payouts.hold' : 'payouts.release')}
                </Button>
              )}
            </Group>
            <div className="figure-tiles" role="group" aria-label={t('payouts.received')}>
              {RECEIVED_KINDS.map((kind) => (
                <FigureTile
                  key={kind}
                  label={t(`payouts.kind.${kind}`)}
                  value={money(value.received[kind])}
                  hint={t('payouts.received')}
                />
              ))}
            </div>
            <div className="figure-tiles">
              <FigureTile
                label={t('payouts.waiting')}
                value={money(value.waiting.amount)}
                hint={t('payouts.periods', { count: value.waiting.periods })}
              />
              <FigureTile
                label={t('payouts.owing')}
                value={money(value.owing.amount)}
                hint={t('payouts.periods', { count: value.owing.periods })}
              />
            </div>
            <Stack gap={4}>
              <Title order={4}>{t('payouts.rates')}</Title>
              <Text size="xs" c="dimmed">
                {t('payouts.ratesNote')}
              </Text>
              <PlainTable
                caption={t('payouts.rates')}
                minWidth={320}
                headers={[t('payouts.col.product'), t('payouts.col.rate')]}
              >
                {value.rates.map((rate) => (
                  <Table.Tr key={rate.product}>
                    <Table.Td>{t(`rebates.product.${rate.product}`)}</Table.Td>
                    <Table.Td>{t('payouts.rate', { percent: percentOf(rate.rateBps) })}</Table.Td>
                  </Table.Tr>
                ))}
              </PlainTable>
            </Stack>
            {dialog !== null && (
              <ReasonDialog
                title={t(dialog === 'hold' ? 'payouts.holdTitle' : 'payouts.releaseTitle', {
                  name: username,
                })}
                description={t(dialog === 'hold' ? 'payouts.member.holdExplain' : 'payouts.releaseExplain')}
                confirm={t(dialog === 'hold' ? 'payouts.hold' : 'payouts.release')}
                schema={opsAgentPayoutReasonRequest}
                danger={dialog === 'hold'}
                send={(reason) =>
                  api.call(
                    'POST',
                    dialog === 'hold' ? OPS_AGENT_PAYOUT_PATHS.hold : OPS_AGENT_PAYOUT_PATHS.release,
                    opsAgentPayoutsValue,
                    { params: { memberId }, body: { reason } },
                  )
                }
                onDone={(next) => {
                  queryClient.setQueryData(memberPayoutsKey(memberId), next);
                  void queryClient.invalidateQueries({ queryKey: PAYOUTS_KEY });
                  void queryClient.invalidateQueries({ queryKey: ['member', memberId, 'audit'] });
                  setDone(next.hold === null ? 'released' : 'held');
                }}
                onClose={() => setDialog(null)}
              />
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}
