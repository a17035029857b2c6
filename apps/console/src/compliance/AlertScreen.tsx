import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type AmlAlertStatus,
  type AmlAlertView,
  type AmlCaseEntry,
  OPS_AML_PATHS,
  amlAlertView,
} from '@openlobby/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useConsole } from '../app/ConsoleContext.tsx';
import { useMe } from '../app/MeContext.ts';
import { screenPath } from '../app/navigation.ts';
import { useCsvExport } from '../components/useCsvExport.tsx';
import { formatDateTime } from '../i18n/format.ts';
import { isolate } from '../members/bidi.ts';
import { memberPath } from '../members/paths.ts';
import { NotFoundScreen } from '../screens/NotFoundScreen.tsx';
import { QueryState, failureText } from '../screens/QueryState.tsx';
import { STATUS_COLOR } from './AlertsPanel.tsx';
import { StatusDialog } from './StatusDialog.tsx';
import { factsText } from './facts.ts';
import { AML_ALERTS_KEY, COMPLIANCE_SCREEN, amlAlertKey } from './keys.ts';

function LogEntry({ entry }: { entry: AmlCaseEntry }) {
  const { t, i18n } = useTranslation();
  const head =
    entry.kind === 'STATUS' && entry.status !== null
      ? t('aml.entry.STATUS', { status: t(`aml.status.${entry.status}`) })
      : t(`aml.entry.${entry.kind}`);
  return (
    <List.Item>
      <Text size="sm" fw={600}>
        {head}
        {entry.outcome !== null &&
          ` · ${t('aml.entry.outcome', { outcome: t(`aml.outcome.${entry.outcome}`) })}`}
      </Text>
      {entry.body !== '' && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {entry.body}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('aml.entry.by', { actor: isolate(entry.actor), at: formatDateTime(entry.at, i18n.language) })}
      </Text>
    </List.Item>
  );
}

function NoteForm({ alertId, onDone }: { alertId: number; onDone: (view: AmlAlertView) => void }) {
  const { t } = useTranslation();
  const { api } = useConsole();
  const form = useForm<{ body: string }>({
    initialValues: { body: '' },
    validate: { body: (v) => (v.trim() === '' || v.trim().length > 2000 ? t('aml.noteRequired') : null) },
  });
  const send = useMutation({
    mutationFn: (body: string) =>
      api.call('POST', OPS_AML_PATHS.note, amlAlertView, { params: { alertId }, body: { body } }),
    onSuccess: (view) => {
      form.reset();
      onDone(view);
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => send.mutate(values.body.trim()))}>
      <Stack gap="xs">
        {send.isError && (
          <Alert color="red" role="alert">
            {failureText(send.error, t('error.unexpected'))}
          </Alert>
        )}
        {send.isSuccess && !form.isDirty() && (
          <Alert color="green" role="status">
            {t('aml.noteAdded')}
          </Alert>
        )}
        <Textarea label={t('aml.note')} rows={2} {...form.getInputProps('body')} />
        <Group>
          <Button type="submit" variant="default" loading={send.isPending}>
            {t('aml.addNote')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AlertView({ view, manage }: { view: AmlAlertView; manage: boolean }) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState<AmlAlertStatus | null>(null);
  const [moved, setMoved] = useState<AmlAlertStatus | null>(null);
  const { exporting, exportCsv, notice } = useCsvExport('aml.exported');
  const refresh = (next: AmlAlertView) => {
    queryClient.setQueryData(amlAlertKey(view.alertId), next);
    void queryClient.invalidateQueries({ queryKey: AML_ALERTS_KEY, refetchType: 'none' });
  };
  const open = view.status !== 'CLOSED';
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2}>
            {t('aml.alertTitle', { id: view.alertId, rule: t(`aml.rule.${view.rule}`) })}
          </Title>
          <Group gap="xs">
            <Badge variant="light" color={STATUS_COLOR[view.status]}>
              {t(`aml.status.${view.status}`)}
            </Badge>
            {view.outcome !== null && <Badge variant="outline">{t(`aml.outcome.${view.outcome}`)}</Badge>}
            <Text size="sm" c="dimmed">
              {t('aml.raised', { at: formatDateTime(view.createdAt, i18n.language) })}
            </Text>
          </Group>
        </Stack>
        <Button
          variant="default"
          loading={exporting}
          onClick={() =>
            void exportCsv(() =>
              api.download(OPS_AML_PATHS.export.replace(':alertId', String(view.alertId)), {}),
            )
          }
        >
          {t('aml.export')}
        </Button>
      </Group>
      {notice}
      {moved !== null && (
        <Alert color="green" role="status" withCloseButton onClose={() => setMoved(null)}>
          {t('aml.statusDone', { id: view.alertId, status: t(`aml.status.${moved}`) })}
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Text fw={600}>{factsText(view, t, i18n.language)}</Text>
          {view.member !== null && (
            <Anchor
              component={Link}
              to={memberPath(view.member.memberId)}
              className="ltr-text"
              w="fit-content"
            >
              {view.member.username}
            </Anchor>
          )}
          {(view.facts.members?.length ?? 0) > 0 && (
            <>
              <Text size="sm" c="dimmed">
                {t('aml.members')}
              </Text>
              <Group gap="xs">
                {view.facts.members?.map((m) => (
                  <Anchor
                    key={m.memberId}
                    component={Link}
                    to={memberPath(m.memberId)}
                    size="sm"
                    className="ltr-text"
                  >
                    {m.username}
                  </Anchor>
                ))}
              </Group>
            </>
          )}
        </Stack>
      </Paper>
      {manage && open && (
        <Group>
          {view.status === 'OPEN' ? (
            <Button onClick={() => setMoving('REVIEWING')}>{t('aml.startReview')}</Button>
          ) : (
            <Button variant="default" onClick={() => setMoving('OPEN')}>
              {t('aml.reopen')}
            </Button>
          )}
          <Button color="red" variant="light" onClick={() => setMoving('CLOSED')}>
            {t('aml.close')}
          </Button>
        </Group>
      )}
      <Title order={3} size="h4">
        {t('aml.log')}
      </Title>
      <List spacing="sm" aria-label={t('aml.log')}>
        {view.log.map((entry) => (
          <LogEntry key={entry.id} entry={entry} />
        ))}
      </List>
      {manage && open && <NoteForm alertId={view.alertId} onDone={refresh} />}
      {!open && (
        <Text size="sm" c="dimmed">
          {t('aml.closedNote')}
        </Text>
      )}
      {moving !== null && (
        <StatusDialog
          alertId={view.alertId}
          to={moving}
          onDone={(next) => {
            refresh(next);
            setMoved(next.status);
          }}
          onClose={() => setMoving(null)}
        />
      )}
    </Stack>
  );
}

/** One AML alert: what fired it, its member, the case log, and (compliance.manage) working it. */
export function AlertScreen() {
  const { t } = useTranslation();
  const { api } = useConsole();
  const me = useMe();
  const param = useParams().alertId ?? '';
  const alertId = /^[1-9]\d{0,9}$/.test(param) && Number(param) <= 2_147_483_647 ? Number(param) : null;
  const readable = me.permissions.includes('compliance.read');
  const alert = useQuery({
    queryKey: amlAlertKey(alertId ?? 0),
    queryFn: () => api.call('GET', OPS_AML_PATHS.alert, amlAlertView, { params: { alertId: alertId ?? 0 } }),
    enabled: readable && alertId !== null,
  });
  if (!readable || alertId === null) return <NotFoundScreen />;
  return (
    <Stack>
      <Anchor component={Link} to={screenPath(COMPLIANCE_SCREEN)} size="sm">
        {t('aml.back')}
      </Anchor>
      <QueryState query={alert}>
        {(view) => <AlertView view={view} manage={me.permissions.includes('compliance.manage')} />}
      </QueryState>
    </Stack>
  );
}
