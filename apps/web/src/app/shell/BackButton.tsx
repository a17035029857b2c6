import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Icon } from '../../shared/ui/Icon.tsx';
import { headerBackTarget, lobbyHistoryDepth } from '../layout/layoutRules.ts';

/** Back arrow with the spec 2.2 rules; the arrow flips in right-to-left layouts. */
export function BackButton(): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const goBack = (): void => {
    const target = headerBackTarget(pathname, lobbyHistoryDepth(window.history.state));
    if (target === -1) void navigate(-1);
    else void navigate(target);
  };
  return (
    <button type="button" className="icon-button" aria-label={t('common.back')} onClick={goBack}>
      <Icon name="back" />
    </button>
  );
}
