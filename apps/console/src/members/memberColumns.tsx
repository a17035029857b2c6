/**
 * The columns of a member's lists. Amounts are the API's decimal strings formatted as they are
 * (never through a float); identifiers and addresses read left to right in Urdu too.
 */
import { Badge, Code, Stack, Text } from '@mantine/core';
import type {
  opsLedgerLine,
  opsMemberAddress,
  opsMemberDevice,
  opsMemberBet,
  opsMemberDepositsValue,
  opsMemberNote,
  opsMemberReward,
  opsMemberSession,
  opsMemberWithdrawalsValue,
} from '@openlobby/contract';
import { type OpsAuditEntry, TX_CODES } from '@openlobby/contract';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { formatAmount, formatDateTime } from '../i18n/format.ts';

export type LedgerLine = z.output<typeof opsLedgerLine>;
export type MemberBet = z.output<typeof opsMemberBet>;
export type MemberDeposit = z.output<typeof opsMemberDepositsValue>['content'][number];
export type MemberWithdrawal = z.output<typeof opsMemberWithdrawalsValue>['content'][number];
export type MemberReward = z.output<typeof opsMemberReward>;
export type MemberSession = z.output<typeof opsMemberSession>;
export type MemberAddress = z.output<typeof opsMemberAddress>;
export type MemberDevice = z.output<typeof opsMemberDevice>;
export type MemberNote = z.output<typeof opsMemberNote>;

interface Context {
  readonly t: TFunction;
  readonly language: string;
  readonly currency: string;
}

const ltr = (text: string | null) => <span className="ltr-text">{text ?? ''}</span>;
const KNOWN_TX_CODES = new Set<string>(TX_CODES);

/** A ledger line's kind in the console's language; a code the console does not know, as it is. */
export function txCodeLabel(code: string, t: TFunction): string {
  return KNOWN_TX_CODES.has(code) ? t(`member.tx.${code as (typeof TX_CODES)[number]}`) : code;
}

function statusBadge(status: string, t: TFunction) {
  const color = status === 'approved' ? 'green' : status === 'rejected' ? 'red' : 'yellow';
  const known = status === 'approved' || status === 'rejected' || status === 'pending';
  return (
    <Badge variant="light" color={color}>
      {known ? t(`member.status.${status}`) : status}
    </Badge>
  );
}

/** A bet's state as the betting record keeps it (open until settled; cancelled by a rollback). */
function betStatusBadge(status: string, t: TFunction) {
  const color = status === 'settled' ? 'green' : status === 'cancelled' ? 'gray' : 'yellow';
  const known = status === 'open' || status === 'settled' || status === 'cancelled';
  return (
    <Badge variant="light" color={color}>
      {known ? t(`member.betStatus.${status}`) : status}
    </Badge>
  );
}

export function memberColumns({ t, language, currency }: Context) {
  const at = (iso: string | null) => (iso === null ? '' : formatDateTime(iso, language));
  const money = (amount: string, signed = false) => (
    <span className="ltr-text">{formatAmount(amount, language, { currency, signed })}</span>
  );

  const ledger: ColumnDef<LedgerLine>[] = [
    { id: 'createdAt', header: t('member.col.time'), cell: (i) => at(i.row.original.createdAt) },
    { id: 'code', header: t('member.col.kind'), cell: (i) => txCodeLabel(i.row.original.code, t) },
    { id: 'amount', header: t('member.col.amount'), cell: (i) => money(i.row.original.amount, true) },
    {
      id: 'balanceAfter',
      header: t('member.col.balanceAfter'),
      cell: (i) => money(i.row.original.balanceAfter),
    },
    { id: 'reference', header: t('member.col.reference'), cell: (i) => ltr(i.row.original.reference) },
    { id: 'remark', header: t('member.col.remark'), cell: (i) => i.row.original.remark ?? '' },
    { id: 'transferId', header: t('member.col.transferId'), cell: (i) => ltr(i.row.original.transferId) },
  ];

  const bets: ColumnDef<MemberBet>[] = [
    { id: 'placedAt', header: t('member.col.placedAt'), cell: (i) => at(i.row.original.placedAt) },
    {
      id: 'game',
      header: t('member.col.game'),
      cell: (i) => (
        <Stack gap={0}>
          <span>{i.row.original.gameName}</span>
          <Text size="xs" c="dimmed" className="ltr-text">
            {`${i.row.original.vendorCode} · ${i.row.original.gameType}`}
          </Text>
        </Stack>
      ),
    },
    { id: 'bet', header: t('member.col.bet'), cell: (i) => money(i.row.original.bet) },
    { id: 'validBet', header: t('member.col.validBet'), cell: (i) => money(i.row.original.validBet) },
    { id: 'win', header: t('member.col.win'), cell: (i) => money(i.row.original.win) },
    { id: 'status', header: t('member.col.status'), cell: (i) => betStatusBadge(i.row.original.status, t) },
    { id: 'settledAt', header: t('member.col.settledAt'), cell: (i) => at(i.row.original.settledAt) },
    { id: 'id', header: t('member.col.betId'), cell: (i) => ltr(i.row.original.id) },
  ];

  const deposits: ColumnDef<MemberDeposit>[] = [
    { id: 'createdAt', header: t('member.col.time'), cell: (i) => at(i.row.original.createdAt) },
    { id: 'depositId', header: t('member.col.depositId'), cell: (i) => ltr(i.row.original.depositId) },
    { id: 'channel', header: t('member.col.channel'), cell: (i) => i.row.original.channelName },
    { id: 'status', header: t('member.col.status'), cell: (i) => statusBadge(i.row.original.status, t) },
    { id: 'amount', header: t('member.col.amount'), cell: (i) => money(i.row.original.amount) },
    { id: 'credited', header: t('member.col.credited'), cell: (i) => money(i.row.original.credited) },
    { id: 'bonus', header: t('member.col.bonus'), cell: (i) => money(i.row.original.bonus) },
    { id: 'reference', header: t('member.col.reference'), cell: (i) => ltr(i.row.original.reference) },
    { id: 'decidedAt', header: t('member.col.decidedAt'), cell: (i) => at(i.row.original.decidedAt) },
  ];

  const withdrawals: ColumnDef<MemberWithdrawal>[] = [
    { id: 'createdAt', header: t('member.col.time'), cell: (i) => at(i.row.original.createdAt) },
    { id: 'withdrawId', header: t('member.col.withdrawId'), cell: (i) => ltr(i.row.original.withdrawId) },
    { id: 'status', header: t('member.col.status'), cell: (i) => statusBadge(i.row.original.status, t) },
    { id: 'amount', header: t('member.col.amount'), cell: (i) => money(i.row.original.amount) },
    { id: 'fee', header: t('member.col.fee'), cell: (i) => money(i.row.original.fee) },
    {
      id: 'card',
      header: t('member.col.card'),
      cell: (i) => (
        <Stack gap={0}>
          <span>{i.row.original.bankName}</span>
          <Text size="xs" c="dimmed" className="ltr-text">
            {i.row.original.maskedNumber}
          </Text>
        </Stack>
      ),
    },
    { id: 'remark', header: t('member.col.remark'), cell: (i) => i.row.original.remark ?? '' },
    { id: 'decidedAt', header: t('member.col.decidedAt'), cell: (i) => at(i.row.original.decidedAt) },
  ];

  const rewards: ColumnDef<MemberReward>[] = [
    { id: 'issuedAt', header: t('member.col.issuedAt'), cell: (i) => at(i.row.original.issuedAt) },
    {
      id: 'title',
      header: t('member.col.title'),
      cell: (i) => (language === 'UR' ? i.row.original.titleUr : i.row.original.titleEn),
    },
    { id: 'amount', header: t('member.col.amount'), cell: (i) => money(i.row.original.amount) },
    { id: 'issuedBy', header: t('member.col.issuedBy'), cell: (i) => ltr(i.row.original.issuedBy) },
    { id: 'expiresAt', header: t('member.col.expiresAt'), cell: (i) => at(i.row.original.expiresAt) },
    {
      id: 'claimedAt',
      header: t('member.col.claimedAt'),
      cell: (i) =>
        i.row.original.claimedAt === null ? t('member.notClaimed') : at(i.row.original.claimedAt),
    },
  ];

  const sessions: ColumnDef<MemberSession>[] = [
    { id: 'createdAt', header: t('member.col.started'), cell: (i) => at(i.row.original.createdAt) },
    { id: 'ip', header: t('member.col.ip'), cell: (i) => ltr(i.row.original.ip) },
    { id: 'lastSeenAt', header: t('member.col.lastSeen'), cell: (i) => at(i.row.original.lastSeenAt) },
    { id: 'endedAt', header: t('member.col.ended'), cell: (i) => at(i.row.original.endedAt) },
    {
      id: 'live',
      header: t('member.col.state'),
      cell: (i) =>
        i.row.original.live ? (
          <Badge color="green">{t('member.session.live')}</Badge>
        ) : (
          <Badge color="gray">{t('member.session.over')}</Badge>
        ),
    },
  ];

  const addresses: ColumnDef<MemberAddress>[] = [
    { id: 'ip', header: t('member.col.ip'), cell: (i) => ltr(i.row.original.ip) },
    { id: 'firstSeenAt', header: t('member.col.firstSeen'), cell: (i) => at(i.row.original.firstSeenAt) },
    { id: 'lastSeenAt', header: t('member.col.lastSeen'), cell: (i) => at(i.row.original.lastSeenAt) },
    { id: 'logins', header: t('member.col.logins'), cell: (i) => i.row.original.logins },
    {
      id: 'registeredFrom',
      header: t('member.col.registeredFrom'),
      cell: (i) => (i.row.original.registeredFrom ? t('member.yes') : ''),
    },
  ];

  const devices: ColumnDef<MemberDevice>[] = [
    {
      id: 'kind',
      header: t('member.col.device'),
      cell: (i) => t(`member.device.${i.row.original.kind}`),
    },
    { id: 'browser', header: t('member.col.browser'), cell: (i) => ltr(i.row.original.browser) },
    { id: 'system', header: t('member.col.system'), cell: (i) => ltr(i.row.original.system) },
    { id: 'firstSeenAt', header: t('member.col.firstSeen'), cell: (i) => at(i.row.original.firstSeenAt) },
    { id: 'lastSeenAt', header: t('member.col.lastSeen'), cell: (i) => at(i.row.original.lastSeenAt) },
    { id: 'logins', header: t('member.col.logins'), cell: (i) => i.row.original.logins },
    {
      id: 'userAgent',
      header: t('member.col.userAgent'),
      cell: (i) => <Code className="ltr-text member-change">{i.row.original.userAgent}</Code>,
    },
  ];

  const notes: ColumnDef<MemberNote>[] = [
    { id: 'createdAt', header: t('member.col.time'), cell: (i) => at(i.row.original.createdAt) },
    { id: 'author', header: t('member.col.author'), cell: (i) => ltr(i.row.original.author) },
    {
      id: 'body',
      header: t('member.col.note'),
      cell: (i) => <Text className="member-note">{i.row.original.body}</Text>,
    },
  ];

  const audit: ColumnDef<OpsAuditEntry>[] = [
    { id: 'occurredAt', header: t('member.col.time'), cell: (i) => at(i.row.original.occurredAt) },
    { id: 'actor', header: t('member.col.actor'), cell: (i) => ltr(i.row.original.actor) },
    { id: 'action', header: t('member.col.action'), cell: (i) => ltr(i.row.original.action) },
    {
      id: 'change',
      header: t('member.col.change'),
      cell: (i) => (
        <Code className="ltr-text member-change">
          {JSON.stringify({ before: i.row.original.before, after: i.row.original.after })}
        </Code>
      ),
    },
    { id: 'address', header: t('member.col.address'), cell: (i) => ltr(i.row.original.address) },
  ];

  return { ledger, bets, deposits, withdrawals, rewards, sessions, addresses, devices, notes, audit };
}
