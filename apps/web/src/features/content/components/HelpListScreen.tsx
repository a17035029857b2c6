import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/errorText.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { useHelpCenter } from '../api/getHelpCenter.ts';
import { helpDetailHref } from './helpArticle.ts';
import { HelpEmptyState } from './HelpEmptyState.tsx';
import './help.css';

/** Help centre (spec 2.12): main topics by title, each followed by its numbered child topics. */
export default function HelpListScreen(): ReactElement {
  const { t } = useTranslation();
  const language = useLanguage();
  const help = useHelpCenter(language);

  if (help.isPending) return <Spinner />;
  if (help.isError) {
    return (
      <div className="empty-state" role="alert">
        <p className="empty-state__title">{t('help.loadError')}</p>
        <p>{errorText(help.error, language, t)}</p>
        <button type="button" className="button button--primary" onClick={() => void help.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (help.data.length === 0) return <HelpEmptyState />;

  return (
    <nav className="help-list" aria-label={t('help.listLabel')}>
      {help.data.map((item, p) => (
        <section className="help-topic card" key={`${p}-${item.title}`}>
          <h2 className="help-topic__title">
            <Link className="help-topic__link" to={helpDetailHref(p)}>
              <span>{item.title}</span>
              <Icon name="chevron" size={18} />
            </Link>
          </h2>
          {item.children.length > 0 && (
            <ol className="help-topic__children">
              {item.children.map((child, c) => (
                <li key={`${c}-${child.title}`}>
                  <Link className="help-topic__child" to={helpDetailHref(p, c)}>
                    <span className="help-topic__number">{`${c + 1}.`}</span> <span>{child.title}</span>
                  </Link>
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
    </nav>
  );
}
