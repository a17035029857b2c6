import { ActionIcon, Alert, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { OPS_GAMES_PATHS, type OpsCategory, opsCategoriesValue } from '@openlobby/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { QueryState, failureText } from '../screens/QueryState.tsx';

/** `codes` with the entry at `from` moved one place up (-1) or down (+1). */
export function moved<T>(codes: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  const next = [...codes];
  const a = next[from];
  const b = next[to];
  if (a === undefined || b === undefined) return next;
  next[from] = b;
  next[to] = a;
  return next;
}

/** The lobby's category tabs in order; each moves one place up or down at a time. */
export function CategoriesPanel({ manage }: { manage: boolean }) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const categories = useQuery({
    queryKey: ['ops-categories'],
    queryFn: () => api.call('GET', OPS_GAMES_PATHS.categories, opsCategoriesValue),
  });
  const reorder = useMutation({
    mutationFn: (codes: string[]) =>
      api.call('PUT', OPS_GAMES_PATHS.categoryOrder, opsCategoriesValue, { body: { codes } }),
    onSuccess: (value) => queryClient.setQueryData(['ops-categories'], value),
  });
  const nameOf = (category: OpsCategory) => (i18n.language === 'UR' ? category.nameUr : category.nameEn);

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('categories.note')}
      </Text>
      {reorder.isError && (
        <Alert color="red" role="alert">
          {failureText(reorder.error, t('error.unexpected'))}
        </Alert>
      )}
      {reorder.isSuccess && (
        <Alert color="green" role="status">
          {t('categories.saved')}
        </Alert>
      )}
      <QueryState query={categories}>
        {(value) => {
          const codes = value.content.map((category) => category.code);
          return (
            <Stack gap="xs" component="ol" className="category-list" maw={560}>
              {value.content.map((category, index) => (
                <Paper key={category.code} withBorder p="xs" component="li">
                  <Group justify="space-between" wrap="nowrap">
                    <Group gap="sm">
                      <Text fw={600}>{nameOf(category)}</Text>
                      <Text size="xs" c="dimmed" className="ltr-text">
                        {category.code}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('categories.games', { count: category.games })}
                      </Text>
                      {!category.enabled && <Badge color="gray">{t('categories.off')}</Badge>}
                    </Group>
                    {manage && (
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="default"
                          disabled={index === 0 || reorder.isPending}
                          aria-label={t('categories.moveUp', { name: nameOf(category) })}
                          onClick={() => reorder.mutate(moved(codes, index, -1))}
                        >
                          <span aria-hidden="true">↑</span>
                        </ActionIcon>
                        <ActionIcon
                          variant="default"
                          disabled={index === codes.length - 1 || reorder.isPending}
                          aria-label={t('categories.moveDown', { name: nameOf(category) })}
                          onClick={() => reorder.mutate(moved(codes, index, 1))}
                        >
                          <span aria-hidden="true">↓</span>
                        </ActionIcon>
                      </Group>
                    )}
                  </Group>
                </Paper>
              ))}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
