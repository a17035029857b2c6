import { Alert, Badge, Button, Stack, Switch, Table, Text } from '@mantine/core';
import {
  OPS_GAMES_PATHS,
  type OpsVendor,
  type OpsVendorProbe,
  opsVendorProbe,
  opsVendorsValue,
} from '@openlobby/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { formatDateTime } from '../i18n/format.ts';
import { PlainTable } from '../components/PlainTable.tsx';
import { QueryState, failureText } from '../screens/QueryState.tsx';

/**
 * Vendors with whether their games can open (connection state), a reachability check of each
 * configured vendor's launch URL (asked by the server, the last answer kept by it) and their on/off
 * switch.
 */
export function VendorsPanel({ manage }: { manage: boolean }) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const vendors = useQuery({
    queryKey: ['ops-vendors'],
    queryFn: () => api.call('GET', OPS_GAMES_PATHS.vendors, opsVendorsValue),
  });
  const toggle = useMutation({
    mutationFn: ({ vendor, enabled }: { vendor: OpsVendor; enabled: boolean }) =>
      api.call('PUT', OPS_GAMES_PATHS.vendorEnabled, opsVendorsValue, {
        params: { vendorCode: vendor.code },
        body: { enabled },
      }),
    onSuccess: async (value) => {
      queryClient.setQueryData(['ops-vendors'], value);
      await queryClient.invalidateQueries({ queryKey: ['ops-games'] });
    },
  });

  const probe = useMutation({
    mutationFn: (vendor: OpsVendor) =>
      api.call('POST', OPS_GAMES_PATHS.vendorProbe, opsVendorProbe, { params: { vendorCode: vendor.code } }),
    onSuccess: (lastProbe, vendor) => {
      queryClient.setQueryData(['ops-vendors'], (old: { content: OpsVendor[] } | undefined) =>
        old === undefined
          ? old
          : {
              content: old.content.map((item) => (item.code === vendor.code ? { ...item, lastProbe } : item)),
            },
      );
    },
  });

  const probeResult = (result: OpsVendorProbe) => (
    <Stack gap={0} role="status">
      <Text size="xs" fw={600} c={result.reachable ? 'green' : 'red'}>
        {result.reachable
          ? t('vendors.reachable', { millis: result.millis })
          : t('vendors.unreachable', {
              reason: t(`vendors.reason.${result.reason}`, { status: result.status ?? '' }),
            })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('vendors.checkedAt', { at: formatDateTime(result.checkedAt, i18n.language) })}
      </Text>
    </Stack>
  );

  const check = (vendor: OpsVendor) =>
    vendor.house || !vendor.launchUrlConfigured ? null : (
      <Stack gap={4} align="flex-start">
        <Button
          size="xs"
          variant="light"
          loading={probe.isPending && probe.variables.code === vendor.code}
          disabled={probe.isPending && probe.variables.code !== vendor.code}
          aria-label={t('vendors.checkOf', { name: vendor.name })}
          onClick={() => probe.mutate(vendor)}
        >
          {t('vendors.check')}
        </Button>
        {vendor.lastProbe !== null && probeResult(vendor.lastProbe)}
      </Stack>
    );

  const connection = (vendor: OpsVendor) => {
    if (vendor.house) return <Badge color="blue">{t('vendors.house')}</Badge>;
    if (vendor.connected)
      return (
        <Stack gap={4} align="flex-start">
          <Badge color="green">{t('vendors.connected')}</Badge>
          {check(vendor)}
        </Stack>
      );
    const missing = [
      ...(vendor.secretConfigured ? [] : [t('vendors.secret')]),
      ...(vendor.launchUrlConfigured ? [] : [t('vendors.launchUrl')]),
    ];
    return (
      <Stack gap={2}>
        <Badge color="yellow">{t('vendors.notConnected')}</Badge>
        <Text size="xs" c="dimmed">
          {t('vendors.missing', { settings: missing.join(', ') })}
        </Text>
        {check(vendor)}
      </Stack>
    );
  };

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('vendors.note')}
      </Text>
      {probe.isError && (
        <Alert color="red" role="alert">
          {failureText(probe.error, t('error.unexpected'))}
        </Alert>
      )}
      {toggle.isError && (
        <Alert color="red" role="alert">
          {failureText(toggle.error, t('error.unexpected'))}
        </Alert>
      )}
      <QueryState query={vendors}>
        {(value) =>
          value.content.length === 0 ? (
            <Text c="dimmed">{t('vendors.empty')}</Text>
          ) : (
            <PlainTable
              caption={t('games.tab.vendors')}
              minWidth={720}
              headers={[
                t('vendors.col.vendor'),
                t('vendors.col.connection'),
                t('vendors.col.games'),
                t('vendors.col.categories'),
                t('vendors.col.enabled'),
              ]}
            >
              {value.content.map((vendor) => (
                <Table.Tr key={vendor.code}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {vendor.name}
                    </Text>
                    <Text size="xs" c="dimmed" className="ltr-text">
                      {vendor.code}
                    </Text>
                  </Table.Td>
                  <Table.Td>{connection(vendor)}</Table.Td>
                  <Table.Td>
                    <span className="ltr-text">
                      {vendor.enabledGames} / {vendor.games}
                    </span>
                  </Table.Td>
                  <Table.Td>
                    <span className="ltr-text">{vendor.categories.join(', ')}</span>
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      checked={vendor.enabled}
                      disabled={!manage}
                      aria-label={t('vendors.enabledOf', { name: vendor.name })}
                      onChange={(event) => toggle.mutate({ vendor, enabled: event.currentTarget.checked })}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </PlainTable>
          )
        }
      </QueryState>
    </Stack>
  );
}
