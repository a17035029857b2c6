import { Alert, Button, Group, Paper, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { OPS_MEMBER_PATHS, opsAddNoteRequest, opsMemberNote } from '@openlobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { failureText } from '../screens/QueryState.tsx';
import { contractRules, translatedField } from './formRules.ts';

interface NoteValues extends Record<string, unknown> {
  body: string;
}

const NOTE_MAX = 2000;
const noteRules = contractRules<NoteValues>(opsAddNoteRequest, { body: 'member.note.invalid' });

/** A note for the other operators, kept with the member (and in its audit history). */
export function NoteForm({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const [added, setAdded] = useState(false);
  const form = useForm<NoteValues>({ initialValues: { body: '' }, validate: noteRules });
  const add = useMutation({
    mutationFn: (values: NoteValues) =>
      api.call('POST', OPS_MEMBER_PATHS.notes, opsMemberNote, {
        params: { memberId },
        body: { body: values.body.trim() },
      }),
    onSuccess: async () => {
      form.reset();
      setAdded(true);
      await queryClient.invalidateQueries({ queryKey: ['member', memberId] });
    },
  });

  return (
    <Paper withBorder p="md">
      <form
        noValidate
        aria-label={t('member.note.add')}
        onSubmit={form.onSubmit((values) => {
          setAdded(false);
          add.mutate(values);
        })}
      >
        <Stack gap="sm">
          {add.isError && (
            <Alert color="red" role="alert">
              {failureText(add.error, t('error.unexpected'))}
            </Alert>
          )}
          {added && (
            <Alert color="green" role="status">
              {t('member.note.added')}
            </Alert>
          )}
          <Textarea
            label={t('member.note.label')}
            description={t('member.note.help', { max: NOTE_MAX })}
            rows={3}
            maxLength={NOTE_MAX}
            {...translatedField(form, 'body', t)}
          />
          <Group>
            <Button type="submit" loading={add.isPending}>
              {t('member.note.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
