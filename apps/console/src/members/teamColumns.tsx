/** The columns of a member's direct downlines: each opens its own page, so the tree can be walked. */
import { Anchor, Badge, Group } from '@mantine/core';
import type { OpsTeamMember } from '@openlobby/contract';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../i18n/format.ts';
import { memberTypeName } from './memberType.ts';
import { memberPath } from './paths.ts';

export function teamColumns(t: TFunction, language: string): ColumnDef<OpsTeamMember>[] {
  return [
    {
      id: 'username',
      header: t('member.team.col.username'),
      cell: ({ row }) => (
        <Group gap="xs" wrap="nowrap">
          <Anchor component={Link} to={memberPath(row.original.id)} className="ltr-text">
            {row.original.username}
          </Anchor>
          {row.original.locked && (
            <Badge variant="light" color="red" size="sm">
              {t('member.team.locked')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      id: 'type',
      header: t('member.team.col.type'),
      cell: ({ row }) => {
        const name = memberTypeName(row.original.type);
        return name === undefined ? row.original.type : t(`member.type.${name}`);
      },
    },
    {
      id: 'teamMembers',
      header: t('member.team.col.teamMembers'),
      cell: ({ row }) => row.original.teamMembers,
    },
    {
      id: 'registered',
      header: t('member.team.col.registered'),
      cell: ({ row }) => formatDateTime(row.original.createdAt, language),
    },
  ];
}
