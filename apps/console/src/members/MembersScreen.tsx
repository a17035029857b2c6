import { Anchor, Badge, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { OPS_MEMBER_PATHS, type OpsMemberSummary, opsMemberSearchValue } from '@openlobby/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useConsole } from '../app/ConsoleContext.tsx';
import { useMe } from '../app/MeContext.ts';
import { formatDateTime } from '../i18n/format.ts';
import { NotFoundScreen } from '../screens/NotFoundScreen.tsx';
import { InternalAccountDialog } from './InternalAccountDialog.tsx';
import { PagedTable } from './PagedTable.tsx';
import { memberPath } from './paths.ts';
import { SEARCH_CHOICES, type SearchChoice, fieldOf, isSearchChoice } from './searchField.ts';
import './members.css';

/**
 * Finding a member by one search box; with members.manage, making an internal (house) account. The search is kept in the address (?q=…&by=…), so a member's
 * page can be opened and Back returns to the same results.
 */
export function MembersScreen() {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const applied = params.get('q')?.trim() ?? '';
  const appliedBy = params.get('by');
  const appliedChoice: SearchChoice = isSearchChoice(appliedBy) ? appliedBy : 'auto';
  const [text, setText] = useState(applied);
  const [choice, setChoice] = useState<SearchChoice>(appliedChoice);
  const [makingInternal, setMakingInternal] = useState(false);
  const field = fieldOf(appliedChoice, applied);

  const columns = useMemo<ColumnDef<OpsMemberSummary>[]>(
    () => [
      {
        id: 'username',
        header: t('members.col.username'),
        cell: (info) => (
          <Anchor component={Link} to={memberPath(info.row.original.id)} className="ltr-text">
            {info.row.original.username}
          </Anchor>
        ),
      },
      { id: 'id', header: t('members.col.id'), cell: (info) => info.row.original.id },
      { id: 'nickname', header: t('members.col.nickname'), cell: (info) => info.row.original.nickname ?? '' },
      {
        id: 'mobile',
        header: t('members.col.mobile'),
        cell: (info) => <span className="ltr-text">{info.row.original.mobile ?? ''}</span>,
      },
      {
        id: 'email',
        header: t('members.col.email'),
        cell: (info) => <span className="ltr-text">{info.row.original.email ?? ''}</span>,
      },
      {
        id: 'invitationCode',
        header: t('members.col.invitationCode'),
        cell: (info) => <span className="ltr-text">{info.row.original.invitationCode ?? ''}</span>,
      },
      {
        id: 'state',
        header: t('members.col.state'),
        cell: (info) => <StateBadge state={info.row.original.state} />,
      },
      {
        id: 'createdAt',
        header: t('members.col.createdAt'),
        cell: (info) => formatDateTime(info.row.original.createdAt, i18n.language),
      },
      {
        id: 'lastLogin',
        header: t('members.col.lastLogin'),
        cell: (info) => {
          const { lastLoginAt, lastLoginIp } = info.row.original;
          if (lastLoginAt === null) return t('members.never');
          return (
            <Stack gap={0}>
              <span>{formatDateTime(lastLoginAt, i18n.language)}</span>
              <Text size="xs" c="dimmed" className="ltr-text">
                {lastLoginIp ?? ''}
              </Text>
            </Stack>
          );
        },
      },
    ],
    [t, i18n.language],
  );

  if (!me.permissions.includes('members.read')) return <NotFoundScreen />;

  const search = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    setParams(q === '' ? {} : choice === 'auto' ? { q } : { q, by: choice });
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('members.title')}</Title>
        {me.permissions.includes('members.manage') && (
          <Button variant="default" onClick={() => setMakingInternal(true)}>
            {t('members.internal.open')}
          </Button>
        )}
      </Group>
      {makingInternal && <InternalAccountDialog onClose={() => setMakingInternal(false)} />}
      <Paper withBorder p="md" component="form" role="search" onSubmit={search} noValidate>
        <div className="member-search">
          <TextInput
            label={t('members.search')}
            description={t('members.searchHelp')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={100}
            classNames={{ input: 'ltr-text' }}
            autoComplete="off"
          />
          <Select
            label={t('members.searchBy')}
            data={SEARCH_CHOICES.map((value) => ({ value, label: t(`members.by.${value}`) }))}
            value={choice}
            onChange={(value) => setChoice(isSearchChoice(value) ? value : 'auto')}
            allowDeselect={false}
          />
          <Button type="submit" className="member-search-submit">
            {t('members.find')}
          </Button>
        </div>
      </Paper>
      {applied === '' ? (
        <Text c="dimmed">{t('members.prompt')}</Text>
      ) : (
        <PagedTable
          key={`${field}:${applied}`}
          queryKey={['members', 'search', field, applied]}
          load={(pageNo, pageSize) =>
            api.call('GET', OPS_MEMBER_PATHS.search, opsMemberSearchValue, {
              query: { by: field, q: applied, pageNo, pageSize },
            })
          }
          columns={columns}
          caption={t('members.results')}
          empty={t('members.none')}
          rowId={(row) => String(row.id)}
          count={(page) =>
            page.totalCapped
              ? t('members.atLeast', { count: page.total })
              : t('members.found', { count: page.total, field: t(`members.by.${field}`) })
          }
        />
      )}
    </Stack>
  );
}

export function StateBadge({ state }: { state: OpsMemberSummary['state'] }) {
  const { t } = useTranslation();
  return state === 'locked' ? (
    <Badge color="red" className="state-badge">
      {t('members.state.locked')}
    </Badge>
  ) : (
    <Badge color="green" className="state-badge">
      {t('members.state.active')}
    </Badge>
  );
}
