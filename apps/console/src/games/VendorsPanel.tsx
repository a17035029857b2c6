import { Alert, Badge, Stack, Switch, Table, Text } from '@mantine/core';
import { OPS_GAMES_PATHS, type OpsVendor, opsVendorsValue } from '@openlobby/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { QueryState, failureText } from '../screens/QueryState.tsx';

/** Vendors with whether their games can open (connection state) and their on/off switch. */
export function VendorsPanel({ manage }: { manage: boolean }) {
  const { t } = useTranslation();
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

  const connection = (vendor: OpsVendor) => {
    if (vendor.house) return <Badge color="blue">{t('vendors.house')}</Badge>;
    if (vendor.connected) return <Badge color="green">{t('vendors.connected')}</Badge>;
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
      </Stack>
    );
  };

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('vendors.note')}
      </Text>
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
            <Table.ScrollContainer minWidth={720}>
              <Table striped verticalSpacing="xs">
                <caption className="visually-hidden">{t('games.tab.vendors')}</caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('vendors.col.vendor')}</Table.Th>
                    <Table.Th>{t('vendors.col.connection')}</Table.Th>
                    <Table.Th>{t('vendors.col.games')}</Table.Th>
                    <Table.Th>{t('vendors.col.categories')}</Table.Th>
                    <Table.Th>{t('vendors.col.enabled')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
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
                          onChange={(event) =>
                            toggle.mutate({ vendor, enabled: event.currentTarget.checked })
                          }
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
    </Stack>
  );
}
