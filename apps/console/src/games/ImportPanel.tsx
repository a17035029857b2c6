import { Alert, Button, FileInput, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { OPS_GAMES_PATHS, type OpsImportDiff, opsImportValue } from '@openlobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiFailure } from '../api/client.ts';
import { useConsole } from '../app/ConsoleContext.tsx';
import { failureText } from '../screens/QueryState.tsx';

interface Issue {
  readonly path: string;
  readonly message: string;
}

/** The problems the server listed for a file that is not a valid catalogue. */
function issuesOf(failure: unknown): Issue[] {
  if (!(failure instanceof ApiFailure) || !Array.isArray(failure.data.issues)) return [];
  return (failure.data.issues as unknown[]).flatMap((issue) => {
    const { path, message } = (issue ?? {}) as Partial<Issue>;
    return typeof path === 'string' && typeof message === 'string' ? [{ path, message }] : [];
  });
}

/** A catalogue file read in the browser, previewed as a diff by the server, then applied. */
export function ImportPanel() {
  const { t } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [catalogue, setCatalogue] = useState<unknown>(undefined);
  const [readError, setReadError] = useState<string | null>(null);

  const preview = useMutation({
    mutationFn: (content: unknown) =>
      api.call('POST', OPS_GAMES_PATHS.importPreview, opsImportValue, { body: { catalogue: content } }),
  });
  const apply = useMutation({
    mutationFn: (content: unknown) =>
      api.call('POST', OPS_GAMES_PATHS.importApply, opsImportValue, { body: { catalogue: content } }),
    onSuccess: async () => {
      preview.reset();
      setFile(null);
      setCatalogue(undefined);
      for (const key of ['ops-games', 'ops-vendors', 'ops-categories'])
        await queryClient.invalidateQueries({ queryKey: [key] });
    },
  });

  const choose = async (picked: File | null) => {
    setFile(picked);
    setReadError(null);
    setCatalogue(undefined);
    preview.reset();
    apply.reset();
    if (picked === null) return;
    let content: unknown;
    try {
      content = JSON.parse(await picked.text());
    } catch {
      return setReadError(t('import.notJson'));
    }
    setCatalogue(content);
    preview.mutate(content);
  };

  const diff = preview.data?.diff;
  const failure = preview.error ?? apply.error;
  const issues = issuesOf(failure);
  const applied = apply.data?.diff;

  return (
    <Stack maw={880}>
      <Text size="sm" c="dimmed">
        {t('import.note')}
      </Text>
      <FileInput
        label={t('import.file')}
        placeholder={t('import.pick')}
        accept="application/json,.json"
        value={file}
        onChange={(picked) => void choose(picked)}
        clearable
        maw={420}
      />
      {applied !== undefined && (
        <Alert color="green" role="status">
          {t('import.applied', {
            added: applied.counts.added,
            changed: applied.counts.changed,
            removed: applied.counts.removed,
          })}
        </Alert>
      )}
      {readError !== null && (
        <Alert color="red" role="alert">
          {readError}
        </Alert>
      )}
      {failure !== null && (
        <Alert color="red" role="alert">
          <Stack gap={4}>
            <Text size="sm">{failureText(failure, t('error.unexpected'))}</Text>
            {issues.length > 0 && (
              <List size="sm" aria-label={t('import.issues')}>
                {issues.map((issue) => (
                  <List.Item key={`${issue.path}:${issue.message}`}>
                    <span className="ltr-text">
                      {issue.path || '(file)'}: {issue.message}
                    </span>
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        </Alert>
      )}
      {diff !== undefined && (
        <DiffView
          diff={diff}
          applying={apply.isPending}
          onApply={() => apply.mutate(catalogue)}
          onDiscard={() => void choose(null)}
        />
      )}
    </Stack>
  );
}

function DiffView({
  diff,
  applying,
  onApply,
  onDiscard,
}: {
  diff: OpsImportDiff;
  applying: boolean;
  onApply: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const { counts } = diff;
  const nothing = counts.added + counts.changed + counts.removed === 0 && !diff.vendorCreated;
  const more = (shown: number, count: number) =>
    count > shown ? <Text size="xs">{t('import.more', { count: count - shown })}</Text> : null;
  return (
    <Paper withBorder p="md" component="section" aria-label={t('import.preview')}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('import.preview')}
        </Title>
        <Text>
          {t('import.vendor', { name: diff.vendorName, code: diff.vendorCode })}
          {diff.vendorCreated ? ` · ${t('import.newVendor')}` : ''}
        </Text>
        <Group gap="lg">
          <Text c="green">{t('import.added', { count: counts.added })}</Text>
          <Text c="blue">{t('import.changed', { count: counts.changed })}</Text>
          <Text c="red">{t('import.removed', { count: counts.removed })}</Text>
          <Text c="dimmed">{t('import.unchanged', { count: counts.unchanged })}</Text>
        </Group>
        {nothing && <Text>{t('import.nothing')}</Text>}
        <div className="import-diff">
          {diff.added.length > 0 && (
            <List size="sm" aria-label={t('import.added', { count: counts.added })}>
              {diff.added.map((game) => (
                <List.Item key={game.gameCode}>
                  <bdi>{game.name}</bdi> · <span className="ltr-text">{game.gameCode}</span>
                </List.Item>
              ))}
              {more(diff.added.length, counts.added)}
            </List>
          )}
          {diff.changed.length > 0 && (
            <List size="sm" aria-label={t('import.changed', { count: counts.changed })}>
              {diff.changed.map((game) => (
                <List.Item key={game.gameCode}>
                  <bdi>{game.name}</bdi> · <span className="ltr-text">{game.gameCode}</span>
                  <Text size="xs" c="dimmed">
                    {t('import.fields', { fields: game.fields.join(', ') })}
                  </Text>
                </List.Item>
              ))}
              {more(diff.changed.length, counts.changed)}
            </List>
          )}
          {diff.removed.length > 0 && (
            <List size="sm" aria-label={t('import.removed', { count: counts.removed })}>
              {diff.removed.map((game) => (
                <List.Item key={game.gameCode}>
                  <bdi>{game.name}</bdi> · <span className="ltr-text">{game.gameCode}</span>
                </List.Item>
              ))}
              {more(diff.removed.length, counts.removed)}
            </List>
          )}
        </div>
        <Group>
          <Button onClick={onApply} loading={applying} disabled={nothing}>
            {t('import.apply')}
          </Button>
          <Button variant="default" onClick={onDiscard}>
            {t('import.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
