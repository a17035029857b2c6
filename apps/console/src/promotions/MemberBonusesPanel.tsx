import { Alert, Badge, Button, Modal, Progress, Stack, Table, Text, Textarea } from '@mantine/core';
import {
  OPS_PROMOTION_PATHS,
  type OpsBonusState,
  type OpsMemberBonus,
  opsCancelBonusValue,
  opsMemberBonusesValue,
} from '@openlobby/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { useMe } from '../app/MeContext.ts';
import { DialogActions } from '../components/DialogActions.tsx';
import { formatAmount, formatDateTime } from '../i18n/format.ts';
import { PlainTable } from '../components/PlainTable.tsx';
import { DoneNotice } from '../content/PanelParts.tsx';
import { QueryState, failureText } from '../screens/QueryState.tsx';
import { LIABILITY_KEY } from './LiabilityTiles.tsx';
import './promotions.css';

const stateColor: Record<OpsBonusState, string> = {
  active: 'blue',
  converted: 'green',
  forfeited: 'gray',
  cancelled: 'red',
  expired: 'gray',
  spent: 'gray',
};

/** Percent of the wagering done, from the API's decimal strings (display only). */
export function progressOf(bonus: Pick<OpsMemberBonus, 'wagered' | 'wagerRequired'>): number {
  const required = Number(bonus.wagerRequired);
  if (!(required > 0)) return 100;
  return Math.min(100, Math.max(0, (Number(bonus.wagered) / required) * 100));
}

/** A member's bonuses with their wagering progress; an active one can be cancelled with a reason. */
export function MemberBonusesPanel({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const me = useMe();
  const [cancelling, setCancelling] = useState<OpsMemberBonus | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const canRead = me.permissions.includes('promotions.read');
  const manage = me.permissions.includes('promotions.write');
  const bonuses = useQuery({
    queryKey: ['member', memberId, 'bonuses'],
    queryFn: () =>
      api.call('GET', OPS_PROMOTION_PATHS.memberBonuses, opsMemberBonusesValue, { params: { memberId } }),
    enabled: canRead,
  });
  if (!canRead) return <Text c="dimmed">{t('bonuses.noPermission')}</Text>;
  const money = (amount: string, currency: string) => formatAmount(amount, i18n.language, { currency });

  return (
    <Stack>
      <DoneNotice notice={notice} onClose={() => setNotice(null)} />
      <QueryState query={bonuses}>
        {({ content }) =>
          content.length === 0 ? (
            <Text c="dimmed">{t('bonuses.empty')}</Text>
          ) : (
            <PlainTable
              caption={t('member.tab.bonuses')}
              minWidth={900}
              headers={[
                t('bonuses.col.title'),
                t('bonuses.col.state'),
                t('bonuses.col.amount'),
                t('bonuses.col.progress'),
                t('bonuses.col.balance'),
                t('bonuses.col.granted'),
                t('bonuses.col.expires'),
                ...(manage ? [''] : []),
              ]}
            >
              {content.map((bonus) => {
                const title = i18n.language === 'UR' ? bonus.titleUr : bonus.titleEn;
                return (
                  <Table.Tr key={bonus.bonusId}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {title}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={stateColor[bonus.state]} className="promo-badge">
                        {t(`bonuses.state.${bonus.state}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{money(bonus.bonus, bonus.currency)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={2} className="promo-progress">
                        <Progress
                          value={progressOf(bonus)}
                          aria-label={t('bonuses.col.progress')}
                          color={stateColor[bonus.state]}
                        />
                        <Text size="xs" c="dimmed">
                          {t('bonuses.progress', {
                            wagered: money(bonus.wagered, bonus.currency),
                            required: money(bonus.wagerRequired, bonus.currency),
                          })}
                        </Text>
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {bonus.balance === null ? '—' : money(bonus.balance, bonus.currency)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDateTime(bonus.grantedAt, i18n.language)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {bonus.endedAt === null
                          ? formatDateTime(bonus.expiresAt, i18n.language)
                          : t('bonuses.ended', { at: formatDateTime(bonus.endedAt, i18n.language) })}
                      </Text>
                    </Table.Td>
                    {manage && (
                      <Table.Td>
                        {bonus.state === 'active' && (
                          <Button size="xs" color="red" variant="light" onClick={() => setCancelling(bonus)}>
                            {t('bonuses.cancel')}
                          </Button>
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </PlainTable>
          )
        }
      </QueryState>
      {cancelling !== null && (
        <CancelBonusDialog
          memberId={memberId}
          bonus={cancelling}
          onClose={() => setCancelling(null)}
          onDone={() => {
            setCancelling(null);
            setNotice(t('bonuses.cancelled'));
          }}
        />
      )}
    </Stack>
  );
}

function CancelBonusDialog({
  memberId,
  bonus,
  onClose,
  onDone,
}: {
  memberId: number;
  bonus: OpsMemberBonus;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const cancel = useMutation({
    mutationFn: () =>
      api.call('POST', OPS_PROMOTION_PATHS.cancelBonus, opsCancelBonusValue, {
        params: { memberId, bonusId: bonus.bonusId },
        body: { reason: reason.trim() },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['member', memberId] });
      await queryClient.invalidateQueries({ queryKey: LIABILITY_KEY });
      onDone();
    },
  });
  const title = i18n.language === 'UR' ? bonus.titleUr : bonus.titleEn;
  return (
    <Modal opened onClose={onClose} title={t('bonuses.cancelOf', { title })}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim() === '') setMissing(true);
          else cancel.mutate();
        }}
      >
        <Stack>
          {cancel.isError && (
            <Alert color="red" role="alert">
              {failureText(cancel.error, t('error.unexpected'))}
            </Alert>
          )}
          <Text size="sm">
            {t('bonuses.cancelNote', {
              amount: formatAmount(bonus.balance ?? bonus.bonus, i18n.language, { currency: bonus.currency }),
            })}
          </Text>
          <Textarea
            label={t('bonuses.reason')}
            required
            maxLength={255}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setMissing(false);
            }}
            error={missing ? t('promotions.error.required') : undefined}
          />
          <DialogActions
            cancelLabel={t('bonuses.keep')}
            onCancel={onClose}
            confirmLabel={t('bonuses.confirmCancel')}
            pending={cancel.isPending}
            color="red"
          />
        </Stack>
      </form>
    </Modal>
  );
}
