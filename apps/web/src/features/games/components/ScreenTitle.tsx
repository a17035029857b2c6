import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { LOBBY_PATH } from '../model/paths.ts';

/** Whether the router has an earlier entry of this visit to step back to. */
function hasHistory(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/**
 * The game list has no shell header (spec 2.2), so it carries its own back arrow and title; back
 * goes to the lobby when the list was opened directly. `children` sit at its far end (the balance).
 */
export function ScreenTitle({ title, children }: { title: string; children?: ReactNode }): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="screen-title">
      <button
        type="button"
        className="icon-button"
        aria-label={t('common.back')}
        onClick={() => void (hasHistory() ? navigate(-1) : navigate(LOBBY_PATH))}
      >
        <Icon name="back" />
      </button>
      <h1 className="screen-title__text">{title}</h1>
      {children}
    </div>
  );
}
