import {
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  Pagination,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  GAME_HOLDING_CATEGORIES,
  GAME_ICON_SYMBOLS,
  OPS_GAMES_PATHS,
  type OpsGame,
  type OpsGameUpdate,
  opsGame,
  opsGamesValue,
  opsVendorsValue,
} from '@openlobby/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ColumnDef, type PaginationState } from '@tanstack/react-table';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { QueryState, failureText } from '../screens/QueryState.tsx';
import { EMPTY_GAMES_FILTER, type GamesFilterForm, gamesQuery } from './gamesQuery.ts';
import { useServerPagedTable } from '../components/useServerPagedTable.ts';
import { IconPictureDialog } from './IconPictureDialog.tsx';

const PAGE_SIZE = 50;

/** The name an operator reads: Urdu when the console is in Urdu and the game has one. */
const nameOf = (game: OpsGame, language: string) =>
  language === 'UR' && game.nameUr !== null ? game.nameUr : game.nameEn;

/**
 * The icon the lobby shows: the game's own picture, or its drawn emblem (served only while the game
 * is shown) when it has none or the picture does not load here.
 */
function IconThumb({ game }: { game: OpsGame }) {
  const drawn = game.enabled && game.vendorEnabled ? game.iconUrl : null;
  const [failed, setFailed] = useState<string | null>(null);
  const picture = game.iconPicture !== null && game.iconPicture !== failed ? game.iconPicture : null;
  const src = picture ?? drawn;
  if (src === null) return null;
  return (
    <img
      src={src}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      className="game-icon-thumb"
      onError={() => setFailed(picture)}
    />
  );
}

/** Games paged and filtered on the server, with their lobby switches (shown, hot, order). */
export function GamesPanel({ manage }: { manage: boolean }) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<GamesFilterForm>(EMPTY_GAMES_FILTER);
  const [applied, setApplied] = useState<GamesFilterForm>(EMPTY_GAMES_FILTER);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: PAGE_SIZE });
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [picturing, setPicturing] = useState<OpsGame | null>(null);

  const games = useQuery({
    queryKey: ['ops-games', applied, pagination.pageIndex, pagination.pageSize],
    queryFn: () =>
      api.call('GET', OPS_GAMES_PATHS.games, opsGamesValue, {
        query: gamesQuery(applied, pagination.pageIndex, pagination.pageSize),
      }),
    placeholderData: keepPreviousData,
  });
  const vendors = useQuery({
    queryKey: ['ops-vendors'],
    queryFn: () => api.call('GET', OPS_GAMES_PATHS.vendors, opsVendorsValue),
  });

  const update = useMutation({
    mutationFn: ({ game, change }: { game: OpsGame; change: OpsGameUpdate }) =>
      api.call('PUT', OPS_GAMES_PATHS.game, opsGame, { params: { gameId: game.id }, body: change }),
    onSuccess: async (game) => {
      setNotice({ ok: true, text: t('games.saved', { name: nameOf(game, i18n.language) }) });
      await queryClient.invalidateQueries({ queryKey: ['ops-games'] });
      await queryClient.invalidateQueries({ queryKey: ['ops-vendors'] });
    },
    onError: (failure) => setNotice({ ok: false, text: failureText(failure, t('error.unexpected')) }),
  });

  const columns = useMemo<ColumnDef<OpsGame>[]>(
    () => [
      {
        id: 'name',
        header: t('games.col.name'),
        cell: ({ row: { original: game } }) => (
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {nameOf(game, i18n.language)}
            </Text>
            <Text size="xs" c="dimmed" className="ltr-text">
              {game.gameCode}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'vendor',
        header: t('games.col.vendor'),
        cell: ({ row: { original: game } }) => <span className="ltr-text">{game.vendorCode}</span>,
      },
      {
        id: 'category',
        header: t('games.col.category'),
        cell: ({ row: { original: game } }) => <span className="ltr-text">{game.category}</span>,
      },
      {
        id: 'opens',
        header: t('games.col.opens'),
        cell: ({ row: { original: game } }) =>
          !game.vendorEnabled ? (
            <Badge color="gray">{t('games.vendorOff')}</Badge>
          ) : game.playable ? (
            <Badge color="green">{t('games.opens')}</Badge>
          ) : (
            <Badge color="yellow">{t('games.notConnected')}</Badge>
          ),
      },
      {
        id: 'enabled',
        header: t('games.col.enabled'),
        cell: ({ row: { original: game } }) => (
          <Switch
            checked={game.enabled}
            disabled={!manage}
            aria-label={t('games.enabledOf', { name: nameOf(game, i18n.language) })}
            onChange={(event) => update.mutate({ game, change: { enabled: event.currentTarget.checked } })}
          />
        ),
      },
      {
        id: 'hot',
        header: t('games.col.hot'),
        cell: ({ row: { original: game } }) => (
          <Switch
            checked={game.hot}
            disabled={!manage}
            color="orange"
            aria-label={t('games.hotOf', { name: nameOf(game, i18n.language) })}
            onChange={(event) => update.mutate({ game, change: { hot: event.currentTarget.checked } })}
          />
        ),
      },
      {
        id: 'icon',
        header: t('games.col.icon'),
        cell: ({ row: { original: game } }) => (
          <Group gap="xs" wrap="nowrap">
            <IconThumb key={`${game.id}:${game.iconPicture ?? ''}`} game={game} />
            <Stack gap={4} w={130}>
              <Select
                size="xs"
                disabled={!manage}
                aria-label={t('games.iconOf', { name: nameOf(game, i18n.language) })}
                data={[
                  { value: '', label: t('games.iconTitle') },
                  ...GAME_ICON_SYMBOLS.map((symbol) => ({ value: symbol, label: symbol })),
                ]}
                value={game.iconSymbol ?? ''}
                allowDeselect={false}
                onChange={(value) =>
                  update.mutate({
                    game,
                    change: { iconSymbol: value === null || value === '' ? null : value },
                  })
                }
              />
              <Button
                size="xs"
                variant={game.iconPicture === null ? 'default' : 'light'}
                disabled={!manage}
                aria-label={t('games.pictureOf', { name: nameOf(game, i18n.language) })}
                onClick={() => setPicturing(game)}
              >
                {t(game.iconPicture === null ? 'games.picture.add' : 'games.picture.change')}
              </Button>
            </Stack>
          </Group>
        ),
      },
      {
        id: 'order',
        header: t('games.col.order'),
        cell: ({ row: { original: game } }) => (
          <NumberInput
            key={`${game.id}:${game.sortOrder}`}
            w={100}
            size="xs"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            disabled={!manage}
            defaultValue={game.sortOrder}
            aria-label={t('games.orderOf', { name: nameOf(game, i18n.language) })}
            onBlur={(event) => {
              const value = Number(event.currentTarget.value);
              if (Number.isSafeInteger(value) && value >= 0 && value !== game.sortOrder)
                update.mutate({ game, change: { sortOrder: value } });
            }}
          />
        ),
      },
    ],
    [t, i18n.language, manage, update],
  );

  const total = games.data?.total ?? 0;
  const table = useServerPagedTable({
    rows: games.data?.content ?? [],
    total,
    columns,
    pagination,
    onPaginationChange: setPagination,
    rowId: (row) => String(row.id),
  });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setApplied(form);
    setPagination((page) => ({ ...page, pageIndex: 0 }));
  };
  const clear = () => {
    setForm(EMPTY_GAMES_FILTER);
    setApplied(EMPTY_GAMES_FILTER);
    setPagination((page) => ({ ...page, pageIndex: 0 }));
  };
  const choose = (name: keyof GamesFilterForm) => (value: string | null) =>
    setForm((current) => ({ ...current, [name]: value ?? '' }));

  return (
    <Stack>
      <Paper withBorder p="md" component="form" onSubmit={apply} aria-label={t('games.filters')} noValidate>
        <Stack gap="sm">
          <div className="filter-grid">
            <TextInput
              label={t('games.name')}
              value={form.name}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setForm((current) => ({ ...current, name: value }));
              }}
            />
            <Select
              label={t('games.category')}
              data={[{ value: '', label: t('games.any') }, ...GAME_HOLDING_CATEGORIES.map((code) => code)]}
              value={form.category}
              onChange={choose('category')}
              allowDeselect={false}
            />
            <Select
              label={t('games.vendor')}
              data={[
                { value: '', label: t('games.any') },
                ...(vendors.data?.content ?? []).map((vendor) => ({
                  value: vendor.code,
                  label: `${vendor.name} (${vendor.code})`,
                })),
              ]}
              value={form.vendor}
              onChange={choose('vendor')}
              searchable
              allowDeselect={false}
            />
            <Select
              label={t('games.state')}
              data={[
                { value: '', label: t('games.any') },
                { value: 'true', label: t('games.stateOn') },
                { value: 'false', label: t('games.stateOff') },
              ]}
              value={form.enabled}
              onChange={choose('enabled')}
              allowDeselect={false}
            />
          </div>
          <Group gap="xs">
            <Button type="submit">{t('games.apply')}</Button>
            <Button variant="subtle" onClick={clear}>
              {t('games.clear')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {picturing !== null && (
        <IconPictureDialog
          game={picturing}
          name={nameOf(picturing, i18n.language)}
          onClose={() => setPicturing(null)}
          onSaved={(game) => {
            setPicturing(null);
            setNotice({ ok: true, text: t('games.saved', { name: nameOf(game, i18n.language) }) });
          }}
        />
      )}
      {notice !== null && (
        <Alert color={notice.ok ? 'green' : 'red'} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </Alert>
      )}
      <QueryState query={games}>
        {() => (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('games.total', { count: total })}
            </Text>
            <DataTable table={table} caption={t('games.title')} empty={t('games.empty')} />
            <Pagination
              total={Math.max(1, table.getPageCount())}
              value={pagination.pageIndex + 1}
              onChange={(page) => table.setPageIndex(page - 1)}
              getControlProps={(control) => ({ 'aria-label': `${t('games.page')} ${control}` })}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
