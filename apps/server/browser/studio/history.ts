/** "Your rounds": the session's recent rounds, each with a link to verify it on the verify page. */
import type { StudioRound } from '@openlobby/contract/client';
import { byId, ltr, node } from '../shared/dom.ts';
import type { Money } from '../shared/money.ts';
import type { StudioPageConfig } from './config.ts';
import { isGain } from './round.ts';

function verifyLink(round: StudioRound, cfg: StudioPageConfig): string {
  let query =
    `engine=${round.engine}&serverSeed=${round.serverSeed}&serverSeedHash=${round.serverSeedHash}` +
    `&clientSeed=${encodeURIComponent(round.clientSeed)}&nonce=${round.nonce}&lang=${cfg.lang}&cssName=${cfg.theme}`;
  if (round.outcome.engine === 'dice') {
    query += `&chance=${round.outcome.dice.chance / 100}&direction=${round.outcome.dice.direction}`;
  }
  return `${cfg.verifyPath}?${query}`;
}

export function drawHistory(list: readonly StudioRound[], money: Money, cfg: StudioPageConfig): void {
  const T = cfg.text;
  const history = byId('history');
  history.textContent = '';
  if (list.length === 0) {
    history.appendChild(node('li', 'empty', T.noRounds));
    return;
  }
  for (const round of list) {
    const item = node('li');
    item.appendChild(
      node(
        'span',
        `nums${isGain(round) ? ' up' : ''}`,
        `${ltr(`#${round.nonce}`)} ${T.stake} ${ltr(money.showDecimal(round.stake))} · ` +
          `${T.win} ${ltr(money.showDecimal(round.win))} · ${T.net} ${ltr(money.showDecimal(round.net))}`,
      ),
    );
    const link = node('a', '', T.verify);
    link.href = verifyLink(round, cfg);
    link.target = '_blank';
    link.rel = 'noopener';
    link.setAttribute('aria-label', `${T.verifyRound} #${round.nonce}`);
    item.appendChild(link);
    history.appendChild(item);
  }
}
