import { Button, Group, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  OPS_REBATE_PATHS,
  type OpsRebateSettingsValue,
  REBATE_MAX_BPS,
  REBATE_PRODUCTS,
  type RebateProduct,
  opsRebateSettingsValue,
} from '@openlobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { SaveOutcome } from '../settings/SaveOutcome.tsx';
import { AMOUNT } from '../rewards/vipForm.ts';
import { LIABILITY_KEY, SETTINGS_KEY } from './keys.ts';

interface RatesValues {
  enabled: boolean;
  minimum: string;
  /** `${product}:${level}` → basis points as typed; '' uses the level's VIP cashback. */
  rates: Record<string, string>;
}

const cellKey = (product: RebateProduct, level: number) => `${product}:${level}`;

function valuesOf(value: OpsRebateSettingsValue): RatesValues {
  return {
    enabled: value.enabled,
    minimum: value.minimum,
    rates: Object.fromEntries(
      value.rates.map((r) => [cellKey(r.product, r.vipLevel), r.set ? String(r.rateBps) : '']),
    ),
  };
}

const BPS = /^\d{1,5}$/;

/** The operator's cashback: open or closed, the minimum claim, a rate per VIP level and product. */
export function RatesPanel({ value, manage }: { value: OpsRebateSettingsValue; manage: boolean }) {
  const { t, i18n } = useTranslation();
  const urdu = i18n.language === 'UR';
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const form = useForm<RatesValues>({ initialValues: valuesOf(value) });
  const defaults = new Map(value.rates.map((r) => [cellKey(r.product, r.vipLevel), r.rateBps]));
  const vipDefault = new Map(value.levels.map((l) => [l.level, Math.min(l.cashbackBps, REBATE_MAX_BPS)]));
  const save = useMutation({
    mutationFn: (values: RatesValues) =>
      api.call('PUT', OPS_REBATE_PATHS.settings, opsRebateSettingsValue, {
        body: {
          enabled: values.enabled,
          minimum: values.minimum.trim(),
          rates: value.levels.flatMap((l) =>
            REBATE_PRODUCTS.flatMap((product) => {
              const text = (values.rates[cellKey(product, l.level)] ?? '').trim();
              return text === '' ? [] : [{ product, vipLevel: l.level, rateBps: Number(text) }];
            }),
          ),
        },
      }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      const next = valuesOf(saved);
      form.setValues(next);
      form.resetDirty(next);
      await queryClient.invalidateQueries({ queryKey: LIABILITY_KEY });
    },
  });
  const submit = form.onSubmit((values) => {
    let wrong = false;
    if (!AMOUNT.test(values.minimum.trim())) {
      form.setFieldError('minimum', t('rebates.minimumInvalid'));
      wrong = true;
    }
    for (const [key, text] of Object.entries(values.rates)) {
      const trimmed = text.trim();
      if (trimmed !== '' && (!BPS.test(trimmed) || Number(trimmed) > REBATE_MAX_BPS)) {
        form.setFieldError(`rates.${key}`, t('rebates.bpsInvalid', { max: REBATE_MAX_BPS }));
        wrong = true;
      }
    }
    if (!wrong) save.mutate(values);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('rebates.intro', { zone: value.timeZone })}
        </Text>
        <SaveOutcome save={save} saved={t('rebates.saved')} showSaved={!form.isDirty()} />
        <Group align="flex-end">
          <Switch
            label={t('rebates.enabled')}
            disabled={!manage}
            {...form.getInputProps('enabled', { type: 'checkbox' })}
          />
          <TextInput
            label={t('rebates.minimum')}
            inputMode="decimal"
            dir="ltr"
            w={160}
            readOnly={!manage}
            {...form.getInputProps('minimum')}
          />
        </Group>
        <Text size="xs" c="dimmed">
          {t('rebates.bpsHint', { max: REBATE_MAX_BPS })}
        </Text>
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="xs">
            <caption className="visually-hidden">{t('rebates.table')}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rebates.level')}</Table.Th>
                {REBATE_PRODUCTS.map((product) => (
                  <Table.Th key={product}>{t(`rebates.product.${product}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {value.levels.map((l) => (
                <Table.Tr key={l.level}>
                  <Table.Th scope="row">
                    <bdi>
                      {l.level} · {urdu ? l.name.UR : l.name.EN}
                    </bdi>
                  </Table.Th>
                  {REBATE_PRODUCTS.map((product) => {
                    const key = cellKey(product, l.level);
                    return (
                      <Table.Td key={product}>
                        <TextInput
                          aria-label={t('rebates.cell', {
                            product: t(`rebates.product.${product}`),
                            level: l.level,
                          })}
                          placeholder={String(vipDefault.get(l.level) ?? defaults.get(key) ?? 0)}
                          inputMode="numeric"
                          dir="ltr"
                          size="xs"
                          w={80}
                          readOnly={!manage}
                          {...form.getInputProps(`rates.${key}`)}
                        />
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {manage && (
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('rebates.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
