import { ActionIcon, Alert, Badge, Button, Group, Stack, Switch, Table, Text } from '@mantine/core';
import {
  OPS_PROMOTION_PATHS,
  type OpsPromotion,
  opsPromotionValue,
  opsPromotionsValue,
} from '@openlobby/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { formatAmount, formatDateTime } from '../i18n/format.ts';
import { PlainTable } from '../components/PlainTable.tsx';
import { QueryState, failureText } from '../screens/QueryState.tsx';
import { PROMOTIONS_KEY, PromotionEditor } from './PromotionEditor.tsx';

/** Whether a picture may be drawn under the console's CSP (this server's own). */
export const isOwnPicture = (address: string) => address.startsWith('/') && !address.startsWith('//');

/** The promotions in the lobby's order: switch, move up and down, edit, and New promotion. */
export function PromotionsPanel({ manage }: { manage: boolean }) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<OpsPromotion | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const promotions = useQuery({
    queryKey: PROMOTIONS_KEY,
    queryFn: () => api.call('GET', OPS_PROMOTION_PATHS.promotions, opsPromotionsValue),
  });
  const toggle = useMutation({
    mutationFn: ({ promotion, enabled }: { promotion: OpsPromotion; enabled: boolean }) =>
      api.call('PUT', OPS_PROMOTION_PATHS.promotionEnabled, opsPromotionValue, {
        params: { promoId: promotion.promoId },
        body: { enabled },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
  });
  const reorder = useMutation({
    mutationFn: (promoIds: string[]) =>
      api.call('PUT', OPS_PROMOTION_PATHS.promotionOrder, opsPromotionsValue, { body: { promoIds } }),
    onSuccess: (value) => queryClient.setQueryData(PROMOTIONS_KEY, value),
  });
  const failure = toggle.error ?? reorder.error;

  const period = (promotion: OpsPromotion) => {
    const from = promotion.startsAt === null ? null : formatDateTime(promotion.startsAt, i18n.language);
    const until = promotion.endsAt === null ? null : formatDateTime(promotion.endsAt, i18n.language);
    if (from === null && until === null) return t('promotions.always');
    if (until === null) return t('promotions.from', { from });
    if (from === null) return t('promotions.until', { until });
    return t('promotions.between', { from, until });
  };
  const bonus = (promotion: OpsPromotion) => {
    const formula = promotion.bonus;
    const money = (amount: string) => formatAmount(amount, i18n.language);
    const text =
      formula.type === 'NONE'
        ? t('promotions.bonus.none')
        : formula.type === 'FIXED'
          ? t('promotions.bonus.fixed', { amount: money(formula.amount) })
          : Number(formula.cap) > 0
            ? t('promotions.bonus.percent', { percent: formula.percent, cap: money(formula.cap) })
            : t('promotions.bonus.percentNoCap', { percent: formula.percent });
    return (
      <Stack gap={0}>
        <Text size="sm">{text}</Text>
        {formula.type !== 'NONE' && (
          <Text size="xs" c="dimmed">
            {t('promotions.wagerSummary', { multiple: promotion.wagering.multiple })}
          </Text>
        )}
      </Stack>
    );
  };

  const move = (list: OpsPromotion[], index: number, by: -1 | 1) => {
    const ids = list.map((item) => item.promoId);
    const other = index + by;
    const here = ids[index];
    const there = ids[other];
    if (here === undefined || there === undefined) return;
    ids[index] = there;
    ids[other] = here;
    reorder.mutate(ids);
  };

  return (
    <Stack>
      {!manage && (
        <Text size="sm" c="dimmed">
          {t('promotions.readOnly')}
        </Text>
      )}
      {manage && (
        <Group>
          <Button onClick={() => setEditing('new')}>{t('promotions.new')}</Button>
        </Group>
      )}
      {notice !== null && (
        <Alert color="green" role="status" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {failure !== null && (
        <Alert color="red" role="alert">
          {failureText(failure, t('error.unexpected'))}
        </Alert>
      )}
      <QueryState query={promotions}>
        {({ content }) =>
          content.length === 0 ? (
            <Text c="dimmed">{t('promotions.empty')}</Text>
          ) : (
            <PlainTable
              caption={t('promotions.tab.promotions')}
              minWidth={900}
              headers={[
                ...(manage ? [t('promotions.col.order')] : []),
                t('promotions.col.title'),
                t('promotions.col.kind'),
                t('promotions.col.period'),
                t('promotions.col.bonus'),
                t('promotions.col.waiting'),
                t('promotions.col.enabled'),
                ...(manage ? [t('promotions.col.actions')] : []),
              ]}
            >
              {content.map((promotion, index) => {
                const title = i18n.language === 'UR' ? promotion.titleUr : promotion.titleEn;
                return (
                  <Table.Tr key={promotion.promoId}>
                    {manage && (
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <ActionIcon
                            variant="default"
                            aria-label={t('promotions.up', { title })}
                            disabled={index === 0 || reorder.isPending}
                            onClick={() => move(content, index, -1)}
                          >
                            ↑
                          </ActionIcon>
                          <ActionIcon
                            variant="default"
                            aria-label={t('promotions.down', { title })}
                            disabled={index === content.length - 1 || reorder.isPending}
                            onClick={() => move(content, index, 1)}
                          >
                            ↓
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    )}
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        {promotion.bannerUrl !== null && isOwnPicture(promotion.bannerUrl) && (
                          <img className="promo-banner" src={promotion.bannerUrl} alt="" />
                        )}
                        <Stack gap={0}>
                          <Text size="sm" fw={600}>
                            {title}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {t(`promotions.category.${promotion.category}`)}
                            {promotion.promoCode === null ? '' : ` · ${promotion.promoCode}`}
                          </Text>
                        </Stack>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" className="promo-badge">
                        {t(`promotions.kind.${promotion.kind}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{period(promotion)}</Text>
                    </Table.Td>
                    <Table.Td>{bonus(promotion)}</Table.Td>
                    <Table.Td>
                      {promotion.pendingApplications > 0 ? (
                        <Badge color="orange" className="promo-badge">
                          {promotion.pendingApplications}
                        </Badge>
                      ) : (
                        <Text size="sm" c="dimmed">
                          0
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        checked={promotion.enabled}
                        disabled={!manage || toggle.isPending}
                        aria-label={t('promotions.enabledOf', { title })}
                        onChange={(event) =>
                          toggle.mutate({ promotion, enabled: event.currentTarget.checked })
                        }
                      />
                    </Table.Td>
                    {manage && (
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={t('promotions.editOf', { title })}
                          onClick={() => setEditing(promotion)}
                        >
                          {t('promotions.edit')}
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </PlainTable>
          )
        }
      </QueryState>
      {editing !== null && (
        <PromotionEditor
          promotion={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={(text) => {
            setEditing(null);
            setNotice(text);
          }}
        />
      )}
    </Stack>
  );
}
