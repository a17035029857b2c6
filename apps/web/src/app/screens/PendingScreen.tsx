import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Icon } from '../../shared/ui/Icon.tsx';
import { headerBackTarget, lobbyHistoryDepth, layoutFor } from '../layout/layoutRules.ts';
import { HOME_PATH, type RouteMeta } from '../routing/routeMeta.ts';
import './pending.css';

/**
 * An honest stand-in for a screen a later release owns: it names the screen and the release that
 * brings it. Headerless screens get their own back button so nobody is stuck.
 */
export default function PendingScreen({ meta }: { meta: RouteMeta }): ReactElement {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const layout = layoutFor(pathname);
  const title = t(`title.${meta.title}`);
  const goBack = (): void => {
    const target = headerBackTarget(pathname, lobbyHistoryDepth(window.history.state));
    if (target === -1) void navigate(-1);
    else void navigate(target);
  };
  return (
    <section className="pending" aria-labelledby="pending-title">
      {layout.header === 'none' && (
        <div className="pending__bar">
          <button type="button" className="icon-button" aria-label={t('common.back')} onClick={goBack}>
            <Icon name="back" />
          </button>
          <h1 id="pending-title" className="pending__bar-title">
            {title}
          </h1>
        </div>
      )}
      <div className="pending__card card">
        <span className="pending__badge" aria-hidden="true">
          <Icon name="dice" size={36} />
        </span>
        {layout.header !== 'none' && (
          <h2 id="pending-title" className="pending__title">
            {title}
          </h2>
        )}
        <p className="pending__text">{t(`pending.${meta.release ?? 'lobby'}`, { title })}</p>
        <p className="pending__hint">{t('pending.meanwhile')}</p>
        <div className="pending__actions">
          <Link className="button button--primary" to={HOME_PATH}>
            {t('common.backHome')}
          </Link>
          <Link className="button button--ghost" to="/m/help">
            {t('title.help')}
          </Link>
        </div>
      </div>
    </section>
  );
}
