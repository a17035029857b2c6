import type { ReactElement } from 'react';
import './tabs.css';

export interface Tab<T extends string> {
  code: T;
  label: string;
}

/**
 * A row of tabs over one panel (`controls`), as the ARIA tabs pattern has it: only the selected tab
 * is in the focus order, arrow keys move between tabs (mirrored in Urdu, where the row reads from
 * the right). Each tab's id is `${idPrefix}-${code}`, for the panel's aria-labelledby.
 */
export function Tabs<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  idPrefix,
  controls,
  small = false,
}: {
  tabs: readonly Tab<T>[];
  selected: T;
  onSelect: (code: T) => void;
  label: string;
  idPrefix: string;
  controls?: string;
  /** A quieter row for a filter inside a panel. */
  small?: boolean;
}): ReactElement {
  const move = (from: number, step: number): void => {
    const next = tabs[(from + step + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.code);
    document.getElementById(`${idPrefix}-${next.code}`)?.focus();
  };
  return (
    <div className={small ? 'tabs tabs--small' : 'tabs'} role="tablist" aria-label={label}>
      {tabs.map((tab, index) => (
        <button
          key={tab.code}
          id={`${idPrefix}-${tab.code}`}
          type="button"
          role="tab"
          className="tabs__tab"
          aria-selected={tab.code === selected}
          aria-controls={controls}
          tabIndex={tab.code === selected ? 0 : -1}
          onClick={() => onSelect(tab.code)}
          onKeyDown={(event) => {
            const rtl = document.dir === 'rtl';
            if (event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')) move(index, -1);
            if (event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) move(index, 1);
          }}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
