import { Alert, Button, Group, Modal, Radio, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { OPS_VIP_PATHS, type OpsVipLevel, opsVipLevel, opsVipLevelsValue } from '@openlobby/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useConsole } from '../app/ConsoleContext.tsx';
import { DialogActions } from '../components/DialogActions.tsx';
import { PlainTable } from '../components/PlainTable.tsx';
import { DoneNotice, EditDeleteActions } from '../content/PanelParts.tsx';
import { QueryState, failureText } from '../screens/QueryState.tsx';
import { type VipFormValues, emptyVipForm, vipFormErrors, vipFormOf, vipRequestOf } from './vipForm.ts';

export const VIP_LEVELS_KEY = ['ops-vip-levels'] as const;

function useVipLevels() {
  const { api } = useConsole();
  return useQuery({
    queryKey: VIP_LEVELS_KEY,
    queryFn: () => api.call('GET', OPS_VIP_PATHS.levels, opsVipLevelsValue),
  });
}

function Thresholds({ level }: { level: OpsVipLevel }) {
  const { t } = useTranslation();
  const parts: string[] = [];
  if (/[1-9]/.test(level.minValidBet)) parts.push(t('vip.threshold.bet', { amount: level.minValidBet }));
  if (/[1-9]/.test(level.minDeposit)) parts.push(t('vip.threshold.deposit', { amount: level.minDeposit }));
  if (parts.length === 0) return <>{t('vip.none')}</>;
  const period =
    level.periodDays === null ? t('vip.period.lifetime') : t('vip.period.days', { count: level.periodDays });
  return (
    <>
      <bdi>{parts.join(' + ')}</bdi> ({period})
    </>
  );
}

function LevelForm({
  editing,
  taken,
  onDone,
  onClose,
}: {
  editing: OpsVipLevel | null;
  taken: readonly number[];
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const nextLevel = taken.length === 0 ? 0 : Math.min(50, Math.max(...taken) + 1);
  const form = useForm<VipFormValues>({
    initialValues: editing === null ? emptyVipForm(nextLevel) : vipFormOf(editing),
    validate: (values) => {
      const errors = vipFormErrors(values, editing === null ? taken : []);
      return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(key)]));
    },
  });
  const save = useMutation({
    mutationFn: (values: VipFormValues) =>
      api.call('PUT', OPS_VIP_PATHS.level, opsVipLevel, {
        params: { level: Number(values.level) },
        body: vipRequestOf(values),
      }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: VIP_LEVELS_KEY });
      onDone(t('vip.saved', { level: saved.level }));
    },
  });
  const base = form.values.level.trim() === '0';
  const field = (name: keyof VipFormValues, label: string, extra: { dir?: 'ltr' | 'rtl' } = {}) => (
    <TextInput label={label} {...extra} {...form.getInputProps(name)} />
  );
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={editing === null ? t('vip.form.titleNew') : t('vip.form.titleEdit', { level: editing.level })}
    >
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack>
          {save.isError && (
            <Alert color="red" role="alert">
              {failureText(save.error, t('error.unexpected'))}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('vip.form.level')}
              inputMode="numeric"
              dir="ltr"
              readOnly={editing !== null}
              {...form.getInputProps('level')}
            />
            <TextInput
              label={t('vip.form.cashbackBps')}
              inputMode="numeric"
              dir="ltr"
              {...form.getInputProps('cashbackBps')}
            />
            {field('nameEn', t('vip.form.nameEn'), { dir: 'ltr' })}
            {field('nameUr', t('vip.form.nameUr'), { dir: 'rtl' })}
            {field('perksEn', t('vip.form.perksEn'), { dir: 'ltr' })}
            {field('perksUr', t('vip.form.perksUr'), { dir: 'rtl' })}
          </SimpleGrid>
          {base ? (
            <Text size="sm" c="dimmed">
              {t('vip.form.baseHint')}
            </Text>
          ) : (
            <>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  label={t('vip.form.minValidBet')}
                  inputMode="decimal"
                  dir="ltr"
                  {...form.getInputProps('minValidBet')}
                />
                <TextInput
                  label={t('vip.form.minDeposit')}
                  inputMode="decimal"
                  dir="ltr"
                  {...form.getInputProps('minDeposit')}
                />
                <TextInput
                  label={t('vip.form.upgradeBonus')}
                  inputMode="decimal"
                  dir="ltr"
                  {...form.getInputProps('upgradeBonus')}
                />
              </SimpleGrid>
              <Radio.Group
                label={t('vip.form.period')}
                value={form.values.lifetime ? 'lifetime' : 'days'}
                onChange={(value) => form.setFieldValue('lifetime', value === 'lifetime')}
              >
                <Group mt="xs">
                  <Radio value="lifetime" label={t('vip.form.lifetime')} />
                  <Radio value="days" label={t('vip.form.lastDays')} />
                </Group>
              </Radio.Group>
              {!form.values.lifetime && (
                <TextInput
                  label={t('vip.form.periodDays')}
                  inputMode="numeric"
                  dir="ltr"
                  w={160}
                  {...form.getInputProps('periodDays')}
                />
              )}
            </>
          )}
          <DialogActions
            cancelLabel={t('vip.form.cancel')}
            onCancel={onClose}
            confirmLabel={t('vip.form.save')}
            pending={save.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}

function DeleteLevel({
  level,
  onDone,
  onClose,
}: {
  level: number;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () =>
      api.call('DELETE', OPS_VIP_PATHS.level, z.object({ level: z.number() }), { params: { level } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: VIP_LEVELS_KEY });
      onDone(t('vip.deleted', { level }));
    },
  });
  return (
    <Modal opened onClose={onClose} title={t('vip.deleteTitle', { level })}>
      <Stack>
        {remove.isError && (
          <Alert color="red" role="alert">
            {failureText(remove.error, t('error.unexpected'))}
          </Alert>
        )}
        <Text>{t('vip.deleteBody')}</Text>
        <DialogActions
          cancelLabel={t('vip.form.cancel')}
          onCancel={onClose}
          confirmLabel={t('vip.delete')}
          pending={remove.isPending}
          color="red"
          onConfirm={() => remove.mutate()}
        />
      </Stack>
    </Modal>
  );
}

type Dialog = { kind: 'new' } | { kind: 'edit'; level: OpsVipLevel } | { kind: 'delete'; level: number };

/** The merchant's VIP levels: a table, with add, edit and delete when the operator may. */
export function VipLevelsPanel({ manage }: { manage: boolean }) {
  const { t, i18n } = useTranslation();
  const levels = useVipLevels();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const urdu = i18n.language === 'UR';
  const finish = (text: string) => {
    setDialog(null);
    setDone(text);
  };
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('vip.intro')}
      </Text>
      <DoneNotice notice={done} onClose={() => setDone(null)} />
      {manage && (
        <Group>
          <Button
            onClick={() => {
              setDone(null);
              setDialog({ kind: 'new' });
            }}
          >
            {t('vip.add')}
          </Button>
        </Group>
      )}
      <QueryState query={levels}>
        {({ content }) =>
          content.length === 0 ? (
            <Text>{t('vip.empty')}</Text>
          ) : (
            <PlainTable
              caption={t('vipSignIn.tab.vip')}
              minWidth={760}
              bordered
              headers={[
                t('vip.col.level'),
                t('vip.col.name'),
                t('vip.col.thresholds'),
                t('vip.col.bonus'),
                t('vip.col.cashback'),
                t('vip.col.perks'),
                ...(manage ? [t('vip.col.actions')] : []),
              ]}
            >
              {content.map((level) => (
                <Table.Tr key={level.level}>
                  <Table.Td>{level.level}</Table.Td>
                  <Table.Td>
                    <bdi>{urdu ? level.name.UR : level.name.EN}</bdi>
                  </Table.Td>
                  <Table.Td>
                    <Thresholds level={level} />
                  </Table.Td>
                  <Table.Td>
                    <bdi>{level.upgradeBonus}</bdi>
                  </Table.Td>
                  <Table.Td>
                    <bdi>{`${level.cashbackBps / 100} %`}</bdi>
                  </Table.Td>
                  <Table.Td>
                    <bdi>{urdu ? level.perks.UR : level.perks.EN}</bdi>
                  </Table.Td>
                  {manage && (
                    <Table.Td>
                      <EditDeleteActions
                        editLabel={t('vip.editNamed', { level: level.level })}
                        deleteLabel={t('vip.deleteNamed', { level: level.level })}
                        onEdit={() => {
                          setDone(null);
                          setDialog({ kind: 'edit', level });
                        }}
                        onDelete={() => {
                          setDone(null);
                          setDialog({ kind: 'delete', level: level.level });
                        }}
                      />
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </PlainTable>
          )
        }
      </QueryState>
      {dialog?.kind === 'new' && (
        <LevelForm
          editing={null}
          taken={levels.data?.content.map((level) => level.level) ?? []}
          onDone={finish}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'edit' && (
        <LevelForm editing={dialog.level} taken={[]} onDone={finish} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteLevel level={dialog.level} onDone={finish} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
}
