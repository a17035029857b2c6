import { Anchor, Badge, Group, Select, Stack, Table, Text } from '@mantine/core';
import {
  AML_ALERT_STATUSES,
  AML_RULES,
  type AmlAlertStatus,
  type AmlRule,
  OPS_AML_PATHS,
  amlAlertsValue,
} from '@openlobby/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsole } from '../app/ConsoleContext.tsx';
import { screenPath } from '../app/navigation.ts';
import { PageNumbers } from '../components/PageNumbers.tsx';
import { PlainTable } from '../components/PlainTable.tsx';
import { formatDateTime } from '../i18n/format.ts';
import { memberPath } from '../members/paths.ts';
import { QueryState } from '../screens/QueryState.tsx';
import { factsText } from './facts.ts';
import { AML_ALERTS_KEY, COMPLIANCE_SCREEN } from './keys.ts';

export const STATUS_COLOR: Record<AmlAlertStatus, string> = {
  OPEN: 'red',
  REVIEWING: 'yellow',
  CLOSED: 'gray',
};
export const alertPath = (alertId: number) => screenPath(`${COMPLIANCE_SCREEN}/alerts/${alertId}`);

/** The AML alerts, newest first, filtered by status and rule; not closed ones first by default. */
export function AlertsPanel() {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const [status, setStatus] = useState<AmlAlertStatus | null>(null);
  const [rule, setRule] = useState<AmlRule | null>(null);
  const [pageNum, setPageNum] = useState(1);
  const query = { status: status ?? undefined, rule: rule ?? undefined, pageNum };
  const alerts = useQuery({
    queryKey: [...AML_ALERTS_KEY, query],
    queryFn: () => api.call('GET', OPS_AML_PATHS.alerts, amlAlertsValue, { query }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
  const any = { value: '', label: t('aml.filter.any') };
  return (
    <Stack>
      <Group align="flex-start" role="search" aria-label={t('aml.filters')}>
        <Select
          label={t('aml.filter.status')}
          data={[any, ...AML_ALERT_STATUSES.map((s) => ({ value: s, label: t(`aml.status.${s}`) }))]}
          value={status ?? ''}
          onChange={(value) => {
            setStatus(value ? (value as AmlAlertStatus) : null);
            setPageNum(1);
          }}
          allowDeselect={false}
          w={180}
        />
        <Select
          label={t('aml.filter.rule')}
          data={[any, ...AML_RULES.map((r) => ({ value: r, label: t(`aml.rule.${r}`) }))]}
          value={rule ?? ''}
          onChange={(value) => {
            setRule(value ? (value as AmlRule) : null);
            setPageNum(1);
          }}
          allowDeselect={false}
          w={320}
        />
      </Group>
      <QueryState query={alerts}>
        {(page) => (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('aml.openCount', { count: page.open })} · {t('aml.count', { count: page.total })}
            </Text>
            <PlainTable
              caption={t('aml.table')}
              minWidth={960}
              headers={[
                t('aml.col.id'),
                t('aml.col.rule'),
                t('aml.col.member'),
                t('aml.col.facts'),
                t('aml.col.status'),
                t('aml.col.created'),
              ]}
            >
              {page.content.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Text c="dimmed" size="sm">
                      {t('aml.empty')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {page.content.map((alert) => (
                <Table.Tr key={alert.alertId}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={alertPath(alert.alertId)}
                      aria-label={t('aml.open', { id: alert.alertId })}
                      className="ltr-text"
                    >
                      {alert.alertId}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t(`aml.rule.${alert.rule}`)}</Table.Td>
                  <Table.Td>
                    {alert.member === null ? (
                      <Text size="sm" c="dimmed">
                        {t('aml.noMember')}
                      </Text>
                    ) : (
                      <Anchor component={Link} to={memberPath(alert.member.memberId)} className="ltr-text">
                        {alert.member.username}
                      </Anchor>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{factsText(alert, t, i18n.language)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_COLOR[alert.status]}>
                      {t(`aml.status.${alert.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDateTime(alert.createdAt, i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </PlainTable>
            <PageNumbers total={page.totalPages} value={pageNum} onChange={setPageNum} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
