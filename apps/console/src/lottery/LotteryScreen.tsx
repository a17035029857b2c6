import { Alert, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../app/MeContext.ts';
import { NotFoundScreen } from '../screens/NotFoundScreen.tsx';
import { GamesPanel } from './GamesPanel.tsx';
import { IssuePanel } from './IssuePanel.tsx';
import { IssuesPanel } from './IssuesPanel.tsx';
import './lottery.css';

/**
 * The house lottery (lottery.read), read only: its games, every issue with its committed seed hash
 * (and the revealed seed and result once drawn, checked in this browser), and the bets on an issue.
 * There is nothing here to press that could choose or change a result, and no server route for it.
 */
export function LotteryScreen() {
  const { t } = useTranslation();
  const me = useMe();
  const [game, setGame] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  if (!me.permissions.includes('lottery.read')) return <NotFoundScreen />;
  return (
    <Stack>
      <Title order={2}>{t('lottery.title')}</Title>
      <Alert color="blue" variant="light">
        {t('lottery.readOnly')}
      </Alert>
      <GamesPanel onShowIssues={setGame} onOpenIssue={setOpen} />
      <IssuesPanel game={game} onGame={setGame} onOpen={setOpen} />
      {open !== null && <IssuePanel id={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
