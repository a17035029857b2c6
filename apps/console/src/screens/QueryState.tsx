import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiFailure } from '../api/client.ts';

/** The message to show for a failed call, already in the console's language. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiFailure ? error.message : fallback;
}

/** A query's loading, failure (with a retry) or value. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (value: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <Center p="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  if (query.isError)
    return (
      <Stack align="flex-start">
        <Alert color="red" role="alert">
          {failureText(query.error, t('error.unexpected'))}
        </Alert>
        <Button variant="default" onClick={() => void query.refetch()}>
          {t('app.retry')}
        </Button>
      </Stack>
    );
  return children(query.data);
}
