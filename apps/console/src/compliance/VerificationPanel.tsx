import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Image,
  Loader,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DOCUMENT_NUMBER_PATTERN,
  OPS_VERIFICATION_PATHS,
  VERIFICATION_NOTE_MAX,
  VERIFICATION_WITHDRAW_MODES,
  type QueuedDocument,
  type VerificationDecisionValue,
  type VerificationSettingsValue,
  type VerificationWithdrawMode,
  documentImageValue,
  verificationDecisionValue,
  verificationQueueValue,
  verificationSettingsValue,
} from '@openlobby/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsole } from '../app/ConsoleContext.tsx';
import { PlainTable } from '../components/PlainTable.tsx';
import { formatDateTime } from '../i18n/format.ts';
import { memberPath } from '../members/paths.ts';
import { QueryState, failureText } from '../screens/QueryState.tsx';
import { SaveOutcome } from '../settings/SaveOutcome.tsx';
import { carriesNumber, documentName } from './documentName.ts';

export const VERIFICATION_QUEUE_KEY = ['verification-queue'] as const;
const VERIFICATION_RULE_KEY = ['verification-rule'] as const;
const AMOUNT = /^\d{1,12}(\.\d{1,8})?$/;

/**
 * Identity verification: the pending documents oldest first; an officer opens one, sees its picture
 * (fetched with their session, shown from memory, never from a public address) and approves it,
 * rejects it with a reason or asks for another document with a note. Below, the withdrawal rule.
 */
export function VerificationPanel({ manage }: { manage: boolean }) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<QueuedDocument | null>(null);
  const [decided, setDecided] = useState<VerificationDecisionValue | null>(null);
  const queue = useQuery({
    queryKey: VERIFICATION_QUEUE_KEY,
    queryFn: () => api.call('GET', OPS_VERIFICATION_PATHS.queue, verificationQueueValue),
    refetchInterval: 60_000,
  });
  return (
    <Stack>
      {decided !== null && (
        <Alert color="green" role="status">
          {t(`kyc.decided.${decided.document.status === 'PENDING' ? 'APPROVED' : decided.document.status}`, {
            id: decided.document.documentId,
            member: decided.member.username,
            status: t(`kyc.status.${decided.member.status}`),
          })}
        </Alert>
      )}
      {decided?.carriedExclusion != null && (
        <Alert color="orange" role="alert" title={t('kyc.carriedTitle')}>
          {t(decided.carriedExclusion.endsAt === null ? 'kyc.carriedIndefinite' : 'kyc.carried', {
            member: decided.member.username,
            from: decided.carriedExclusion.fromUsername,
            until: formatDateTime(decided.carriedExclusion.endsAt ?? '', i18n.language),
          })}{' '}
          <Anchor component={Link} to={memberPath(decided.member.memberId)}>
            {t('kyc.carriedOpen', { member: decided.member.username })}
          </Anchor>
        </Alert>
      )}
      <Title order={3}>{t('kyc.queue')}</Title>
      <Text size="sm" c="dimmed">
        {t('kyc.queueIntro')}
      </Text>
      <QueryState query={queue}>
        {({ list }) => (
          <PlainTable
            caption={t('kyc.queue')}
            minWidth={760}
            headers={[
              t('kyc.col.id'),
              t('kyc.col.member'),
              t('kyc.col.document'),
              t('kyc.col.sent'),
              t('kyc.col.action'),
            ]}
          >
            {list.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Text c="dimmed" size="sm">
                    {t('kyc.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {list.map((doc) => (
              <Table.Tr key={doc.documentId} aria-selected={open?.documentId === doc.documentId}>
                <Table.Td className="ltr-text">{doc.documentId}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={memberPath(doc.memberId)} className="ltr-text">
                    {doc.username}
                  </Anchor>
                </Table.Td>
                <Table.Td>{documentName(t, doc)}</Table.Td>
                <Table.Td>{formatDateTime(doc.createdAt, i18n.language)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={t('kyc.reviewOf', { id: doc.documentId })}
                    onClick={() => {
                      setDecided(null);
                      setOpen(doc);
                    }}
                  >
                    {t('kyc.review')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </PlainTable>
        )}
      </QueryState>
      {open !== null && (
        <DocumentReview
          key={open.documentId}
          doc={open}
          manage={manage}
          onDecided={(value) => {
            setDecided(value);
            setOpen(null);
            void queryClient.invalidateQueries({ queryKey: VERIFICATION_QUEUE_KEY });
          }}
          onClose={() => setOpen(null)}
        />
      )}
      <RulePanel manage={manage} />
    </Stack>
  );
}

function DocumentReview({
  doc,
  manage,
  onDecided,
  onClose,
}: {
  doc: QueuedDocument;
  manage: boolean;
  onDecided: (value: VerificationDecisionValue) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const [asking, setAsking] = useState<'REJECT' | 'REQUEST_MORE' | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [number, setNumber] = useState('');
  const [numberError, setNumberError] = useState<string | null>(null);
  const needsNumber = carriesNumber(doc);
  const name = documentName(t, doc);
  const image = useQuery({
    queryKey: ['verification-image', doc.documentId],
    queryFn: () =>
      api.call('GET', OPS_VERIFICATION_PATHS.image, documentImageValue, {
        params: { documentId: doc.documentId },
      }),
    staleTime: Infinity,
    gcTime: 0,
  });
  const decide = useMutation({
    mutationFn: (body: {
      decision: 'APPROVE' | 'REJECT' | 'REQUEST_MORE';
      note?: string;
      documentNumber?: string;
    }) =>
      api.call('POST', OPS_VERIFICATION_PATHS.decision, verificationDecisionValue, {
        params: { documentId: doc.documentId },
        body,
      }),
    onSuccess: onDecided,
  });
  const approve = () => {
    const typed = number.trim();
    if (!needsNumber) decide.mutate({ decision: 'APPROVE' });
    else if (DOCUMENT_NUMBER_PATTERN.test(typed))
      decide.mutate({ decision: 'APPROVE', documentNumber: typed });
    else setNumberError(t('kyc.documentNumberInvalid'));
  };
  const confirm = () => {
    const text = note.trim();
    if (text === '' || text.length > VERIFICATION_NOTE_MAX) {
      setNoteError(t('kyc.noteRequired'));
      return;
    }
    if (asking !== null) decide.mutate({ decision: asking, note: text });
  };
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-label={t('kyc.documentTitle', { id: doc.documentId, name })}
    >
      <Stack>
        <Title order={3}>{t('kyc.documentTitle', { id: doc.documentId, name })}</Title>
        <Text size="sm" c="dimmed">
          {t('kyc.sentBy', { member: doc.username, at: formatDateTime(doc.createdAt, i18n.language) })}
        </Text>
        {decide.isError && (
          <Alert color="red" role="alert">
            {failureText(decide.error, t('error.unexpected'))}
          </Alert>
        )}
        <QueryState query={image}>
          {(picture) => (
            <Image
              src={`data:${picture.contentType};base64,${picture.data}`}
              alt={t('kyc.imageAlt', { name, member: doc.username })}
              fit="contain"
              mah={480}
              w="auto"
              maw="100%"
              radius="sm"
            />
          )}
        </QueryState>
        {image.isPending && <Loader size="sm" aria-label={t('kyc.imageLoading')} />}
        {!manage && (
          <Text size="sm" c="dimmed">
            {t('kyc.readOnlyNote')}
          </Text>
        )}
        {manage && asking === null && needsNumber && (
          <TextInput
            label={t('kyc.documentNumber')}
            description={t('kyc.documentNumberHint')}
            dir="ltr"
            autoComplete="off"
            maw={360}
            value={number}
            error={numberError}
            onChange={(event) => {
              setNumber(event.currentTarget.value);
              setNumberError(null);
            }}
          />
        )}
        {manage && asking === null && (
          <Group>
            <Button color="green" loading={decide.isPending} onClick={approve}>
              {t('kyc.approve')}
            </Button>
            <Button color="red" variant="light" onClick={() => setAsking('REJECT')}>
              {t('kyc.reject')}
            </Button>
            <Button variant="light" onClick={() => setAsking('REQUEST_MORE')}>
              {t('kyc.requestMore')}
            </Button>
            <Button variant="default" onClick={onClose}>
              {t('kyc.cancel')}
            </Button>
          </Group>
        )}
        {manage && asking !== null && (
          <Stack>
            <Textarea
              label={t(asking === 'REJECT' ? 'kyc.reason' : 'kyc.note')}
              rows={3}
              withAsterisk
              value={note}
              error={noteError}
              onChange={(event) => {
                setNote(event.currentTarget.value);
                setNoteError(null);
              }}
            />
            <Group>
              <Button
                color={asking === 'REJECT' ? 'red' : undefined}
                loading={decide.isPending}
                onClick={confirm}
              >
                {t(asking === 'REJECT' ? 'kyc.confirmReject' : 'kyc.confirmRequest')}
              </Button>
              <Button variant="default" onClick={() => setAsking(null)}>
                {t('kyc.cancel')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

interface RuleValues {
  mode: VerificationWithdrawMode;
  threshold: string;
  requireProofOfAddress: boolean;
}

function RulePanel({ manage }: { manage: boolean }) {
  const { api } = useConsole();
  const rule = useQuery({
    queryKey: VERIFICATION_RULE_KEY,
    queryFn: () => api.call('GET', OPS_VERIFICATION_PATHS.settings, verificationSettingsValue),
  });
  return <QueryState query={rule}>{(value) => <RuleForm value={value} manage={manage} />}</QueryState>;
}

function RuleForm({ value, manage }: { value: VerificationSettingsValue; manage: boolean }) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const valuesOf = (v: VerificationSettingsValue): RuleValues => ({
    mode: v.mode,
    threshold: v.threshold,
    requireProofOfAddress: v.requireProofOfAddress,
  });
  const form = useForm<RuleValues>({
    initialValues: valuesOf(value),
    validate: {
      threshold: (text) => (AMOUNT.test(text.trim()) ? null : t('kyc.rule.thresholdInvalid')),
    },
  });
  const save = useMutation({
    mutationFn: (v: RuleValues) =>
      api.call('PUT', OPS_VERIFICATION_PATHS.settings, verificationSettingsValue, {
        body: { ...v, threshold: v.threshold.trim() },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(VERIFICATION_RULE_KEY, saved);
      form.setValues(valuesOf(saved));
      form.resetDirty(valuesOf(saved));
    },
  });
  return (
    <Paper withBorder p="md" radius="md">
      <form noValidate onSubmit={form.onSubmit((v) => save.mutate(v))} aria-label={t('kyc.rule')}>
        <Stack>
          <Title order={3}>{t('kyc.rule')}</Title>
          <Text size="xs" c="dimmed">
            {value.updatedBy === null || value.updatedAt === null
              ? t('kyc.rule.defaults')
              : t('kyc.rule.lastSaved', {
                  by: value.updatedBy,
                  at: formatDateTime(value.updatedAt, i18n.language),
                })}
          </Text>
          <SaveOutcome save={save} saved={t('kyc.rule.saved')} showSaved={!form.isDirty()} />
          <Group align="flex-start">
            <Select
              label={t('kyc.rule.mode')}
              data={VERIFICATION_WITHDRAW_MODES.map((mode) => ({
                value: mode,
                label: t(`kyc.rule.${mode}`),
              }))}
              allowDeselect={false}
              disabled={!manage}
              w={260}
              {...form.getInputProps('mode')}
            />
            {form.values.mode === 'ABOVE' && (
              <TextInput
                label={t('kyc.rule.threshold', { currency: value.currency })}
                inputMode="decimal"
                dir="ltr"
                disabled={!manage}
                w={200}
                {...form.getInputProps('threshold')}
              />
            )}
          </Group>
          <Checkbox
            label={t('kyc.rule.proofOfAddress')}
            disabled={!manage}
            {...form.getInputProps('requireProofOfAddress', { type: 'checkbox' })}
          />
          {manage && (
            <Group>
              <Button type="submit" loading={save.isPending}>
                {t('kyc.rule.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
