import { Alert, Button, Group } from '@mantine/core';
import {
  OPS_MEMBER_PATHS,
  type OpsMemberView,
  opsEndSessionsRequest,
  opsLockRequest,
  opsMemberStateValue,
  opsUnlockRequest,
} from '@openlobby/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { useMe } from '../app/MeContext.ts';
import { formatAmount } from '../i18n/format.ts';
import { type AdjustOutcome, AdjustDialog } from './AdjustDialog.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';
import { isolate } from './bidi.ts';
import { ResetLinkDialog } from './ResetLinkDialog.tsx';
import { MoveUplineDialog } from './MoveUplineDialog.tsx';

type Dialog = 'lock' | 'unlock' | 'endSessions' | 'resetLink' | 'moveUpline' | 'adjust' | null;

/**
 * What the operator may do to this member: only the actions their roles allow are shown
 * (members.manage: lock, unlock, end sessions, reset link, move to another upline; balance.adjust:
 * adjust). The server
 * checks every call all the same.
 */
export function MemberActions({ view }: { view: OpsMemberView }) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const me = useMe();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [done, setDone] = useState<string | null>(null);
  const canManage = me.permissions.includes('members.manage');
  const canAdjust = me.permissions.includes('balance.adjust');
  const memberId = view.profile.id;
  const name = view.profile.username;
  if (!canManage && !canAdjust) return null;

  const close = () => setDialog(null);
  const open = (next: Dialog) => {
    setDone(null);
    setDialog(next);
  };
  const stateCall = (path: string) => (reason: string | undefined) =>
    api.call('POST', path, opsMemberStateValue, {
      params: { memberId },
      body: reason === undefined ? {} : { reason },
    });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['member', memberId] });
  const adjusted = (outcome: AdjustOutcome) =>
    setDone(
      outcome.status === 'pending'
        ? t('member.adjust.pending', {
            id: outcome.approval.id,
            amount: isolate(
              formatAmount(outcome.approval.amount, i18n.language, {
                currency: view.balance.currency,
                signed: true,
              }),
            ),
          })
        : t('member.adjust.done', {
            balance: isolate(
              formatAmount(outcome.sumBalance, i18n.language, { currency: view.balance.currency }),
            ),
          }),
    );

  return (
    <>
      {done !== null && (
        <Alert color="green" role="status" withCloseButton onClose={() => setDone(null)}>
          {done}
        </Alert>
      )}
      <Group gap="xs">
        {canManage &&
          (view.state.locked ? (
            <Button variant="light" onClick={() => open('unlock')}>
              {t('member.unlock')}
            </Button>
          ) : (
            <Button variant="light" color="red" onClick={() => open('lock')}>
              {t('member.lock')}
            </Button>
          ))}
        {canManage && (
          <Button variant="light" onClick={() => open('endSessions')}>
            {t('member.endSessions')}
          </Button>
        )}
        {canManage && (
          <Button variant="light" onClick={() => open('resetLink')}>
            {t('member.resetLink')}
          </Button>
        )}
        {canManage && (
          <Button variant="light" onClick={() => open('moveUpline')}>
            {t('member.moveUpline')}
          </Button>
        )}
        {canAdjust && (
          <Button variant="light" onClick={() => open('adjust')}>
            {t('member.adjust.open')}
          </Button>
        )}
      </Group>
      {dialog === 'lock' && (
        <ReasonDialog
          title={t('member.lockTitle', { name })}
          description={t('member.lockExplain')}
          confirm={t('member.lock')}
          schema={opsLockRequest}
          danger
          send={stateCall(OPS_MEMBER_PATHS.lock)}
          onDone={(value) => {
            setDone(t('member.locked', { count: value.sessionsEnded }));
            void refresh();
          }}
          onClose={close}
        />
      )}
      {dialog === 'unlock' && (
        <ReasonDialog
          title={t('member.unlockTitle', { name })}
          description={t('member.unlockExplain')}
          confirm={t('member.unlock')}
          schema={opsUnlockRequest}
          send={stateCall(OPS_MEMBER_PATHS.unlock)}
          onDone={() => {
            setDone(t('member.unlocked'));
            void refresh();
          }}
          onClose={close}
        />
      )}
      {dialog === 'endSessions' && (
        <ReasonDialog
          title={t('member.endSessionsTitle', { name })}
          description={t('member.endSessionsExplain')}
          confirm={t('member.endSessions')}
          schema={opsEndSessionsRequest}
          optional
          send={stateCall(OPS_MEMBER_PATHS.endSessions)}
          onDone={(value) => {
            setDone(t('member.sessionsEnded', { count: value.sessionsEnded }));
            void refresh();
          }}
          onClose={close}
        />
      )}
      {dialog === 'resetLink' && (
        <ResetLinkDialog
          view={view}
          onDone={(sentTo) => {
            setDone(t('member.resetLinkSent', { to: isolate(sentTo) }));
            void refresh();
          }}
          onClose={close}
        />
      )}
      {dialog === 'moveUpline' && (
        <MoveUplineDialog
          view={view}
          onDone={(value) => {
            setDone(t('member.moveUpline.done', { count: value.teamSize }));
            void refresh();
          }}
          onClose={close}
        />
      )}
      {dialog === 'adjust' && <AdjustDialog view={view} onDone={adjusted} onClose={close} />}
    </>
  );
}
