import { Alert, Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { OpsMemberView } from '@openlobby/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '../i18n/format.ts';
import { StateBadge } from './MembersScreen.tsx';
import { birthDateText } from './birthDate.ts';
import { isolate } from './bidi.ts';
import { memberTypeName } from './memberType.ts';
import { memberPath } from './paths.ts';
import { Link } from 'react-router';

/** Who the member is, whether they may log in, and what they hold. */
export function MemberHeader({ view }: { view: OpsMemberView }) {
  const { t, i18n } = useTranslation();
  const { profile, state, balance } = view;
  const at = (iso: string | null) => (iso === null ? t('members.never') : formatDateTime(iso, i18n.language));
  const money = (amount: string) => formatAmount(amount, i18n.language, { currency: balance.currency });
  const typeName = memberTypeName(profile.type);
  const { upline } = view.team;
  const ltr = (text: string | null) => (text === null ? '—' : <span className="ltr-text">{text}</span>);

  const facts: [string, ReactNode][] = [
    [t('member.fact.id'), profile.id],
    [t('member.fact.nickname'), profile.nickname ?? '—'],
    [t('member.fact.mobile'), ltr(profile.mobile)],
    [t('member.fact.email'), ltr(profile.email)],
    [t('member.fact.payeeName'), profile.payeeName ?? '—'],
    [t('member.fact.birthDate'), birthDateText(t, profile.birthDate, i18n.language)],
    [t('member.fact.invitationCode'), ltr(profile.invitationCode)],
    [t('member.fact.registeredCode'), ltr(profile.registeredInvitationCode)],
    [
      t('member.fact.upline'),
      upline === null ? (
        t('member.team.top')
      ) : (
        <Anchor component={Link} to={memberPath(upline.id)} className="ltr-text">
          {upline.username}
        </Anchor>
      ),
    ],
    [t('member.fact.team'), t('member.team.size', { members: view.team.members, direct: view.team.direct })],
    [t('member.fact.registered'), at(profile.createdAt)],
    [t('member.fact.registeredFrom'), ltr(profile.createdIp)],
    [t('member.fact.registerDomain'), ltr(profile.registerDomain)],
    [t('member.fact.lastLogin'), at(profile.lastLoginAt)],
    [t('member.fact.lastLoginIp'), ltr(profile.lastLoginIp)],
    [
      t('member.fact.bankCards'),
      view.bankCards.filter((card) => card.deletedAt === null).length === 0
        ? '—'
        : view.bankCards
            .filter((card) => card.deletedAt === null)
            .map((card) => (
              <div key={card.id}>
                {card.bankName} <span className="ltr-text">{card.maskedNumber}</span>
              </div>
            )),
    ],
  ];

  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4}>
            <Group gap="xs">
              <Title order={2} className="ltr-text">
                {profile.username}
              </Title>
              <StateBadge state={state.locked ? 'locked' : 'active'} />
              {typeName !== undefined && <Badge variant="light">{t(`member.type.${typeName}`)}</Badge>}
              {profile.mustChangePassword && (
                <Badge variant="light" color="orange">
                  {t('member.mustChangePassword')}
                </Badge>
              )}
            </Group>
          </Stack>
          <div className="member-balances">
            <Balance label={t('member.available')} value={money(balance.available)} />
            <Balance label={t('member.held')} value={money(balance.held)} />
          </div>
        </Group>
        {state.locked && (
          <Alert color="red" title={t('member.lockedTitle')}>
            <Stack gap={4}>
              <Text size="sm">
                <bdi>{state.reason ?? ''}</bdi>
              </Text>
              <Text size="xs">
                {t('member.lockedBy', {
                  by: isolate(state.lockedBy ?? ''),
                  at: isolate(state.lockedAt === null ? '' : formatDateTime(state.lockedAt, i18n.language)),
                })}
              </Text>
            </Stack>
          </Alert>
        )}
        {view.pendingApprovals > 0 && (
          <Alert color="yellow">{t('member.pendingApprovals', { count: view.pendingApprovals })}</Alert>
        )}
        <dl className="member-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Stack>
    </Paper>
  );
}

function Balance({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="xs" radius="sm" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" aria-hidden="true">
        {label}
      </Text>
      <Text fw={700} size="lg" className="ltr-text">
        {value}
      </Text>
    </Paper>
  );
}
