import type { GameItem } from '@openlobby/contract/client';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactElement, useLayoutEffect, useRef, useState } from 'react';
import { GameGrid } from './GameGrid.tsx';
import { GameTile, type TileActions } from './GameTile.tsx';

/** Past this many games only the rows near the screen are in the page (low-end phones stay smooth). */
export const VIRTUALISE_FROM = 60;
const COLUMNS = 3;
/** Tile name block and row gap (px), as in games.css. */
const NAME_HEIGHT = 44;
const ROW_GAP = 12;

function rowsOf(games: readonly GameItem[]): GameItem[][] {
  const rows: GameItem[][] = [];
  for (let index = 0; index < games.length; index += COLUMNS) rows.push(games.slice(index, index + COLUMNS));
  return rows;
}

/** The long game list: rows of three, virtualised against the window's scroll. */
export function VirtualGameGrid({
  games,
  actions,
  label,
}: {
  games: readonly GameItem[];
  actions: TileActions;
  label: string;
}): ReactElement {
  const listRef = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);
  const [width, setWidth] = useState(360);
  const virtualised = games.length >= VIRTUALISE_FROM;
  // Measured once the long list is in the page: where it starts, and how wide its rows are.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    setOffset(list.getBoundingClientRect().top + window.scrollY);
    setWidth(list.clientWidth);
  }, [virtualised]);
  const rows = rowsOf(games);
  const tile = (width - ROW_GAP * (COLUMNS - 1)) / COLUMNS;
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => tile + NAME_HEIGHT + ROW_GAP,
    overscan: 4,
    scrollMargin: offset,
  });
  if (!virtualised) return <GameGrid games={games} actions={actions} label={label} eagerCount={6} />;
  return (
    <ul ref={listRef} className="game-rows" aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => (
        <li
          key={item.key}
          className="game-rows__row"
          data-index={item.index}
          ref={virtualizer.measureElement}
          style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
        >
          {rows[item.index]?.map((game) => (
            <GameTile key={`${game.vassalage}:${game.nodeId}`} game={game} actions={actions} />
          ))}
        </li>
      ))}
    </ul>
  );
}
