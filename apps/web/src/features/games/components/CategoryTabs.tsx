import type { ReactElement } from 'react';
import { useGamesT } from '../i18n/texts.ts';

export interface CategoryTab {
  code: string;
  label: string;
}

/**
 * A row (home) or column (lobby) of category tabs. Arrow keys move between tabs; in Urdu the row
 * scrolls from the right because the document is right to left.
 */
export function CategoryTabs({
  tabs,
  selected,
  onSelect,
  orientation = 'horizontal',
  controls,
}: {
  tabs: readonly CategoryTab[];
  selected: string;
  onSelect: (code: string) => void;
  orientation?: 'horizontal' | 'vertical';
  controls: string;
}): ReactElement {
  const { t } = useGamesT();
  const move = (from: number, step: number): void => {
    const next = tabs[(from + step + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.code);
    document.getElementById(`game-tab-${next.code}`)?.focus();
  };
  const backKey =
    orientation === 'vertical' ? 'ArrowUp' : document.dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  const forwardKey =
    orientation === 'vertical' ? 'ArrowDown' : document.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  return (
    <div
      className={`game-tabs game-tabs--${orientation}`}
      role="tablist"
      aria-label={t('tabs.label')}
      aria-orientation={orientation}
    >
      {tabs.map((tab, index) => (
        <button
          key={tab.code}
          id={`game-tab-${tab.code}`}
          type="button"
          role="tab"
          className="game-tabs__tab"
          aria-selected={tab.code === selected}
          aria-controls={controls}
          tabIndex={tab.code === selected ? 0 : -1}
          onClick={() => onSelect(tab.code)}
          onKeyDown={(event) => {
            if (event.key === backKey) move(index, -1);
            else if (event.key === forwardKey) move(index, 1);
          }}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
