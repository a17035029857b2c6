import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { useHelpCenter } from '../api/getHelpCenter.ts';
import { findHelpArticle, parseIndex } from './helpArticle.ts';
import { HelpChildLinks } from './HelpChildLinks.tsx';
import { SanitizedHtml } from '../../../shared/ui/SanitizedHtml.tsx';
import './help.css';

/** One help article; opened directly by URL it waits for the list and then shows the article. */
export default function HelpDetailScreen(): ReactElement {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const help = useHelpCenter(language);

  if (!help.data) return <LoadState query={help} failedTitle={t('help.loadError')} />;
  const article = findHelpArticle(help.data, parseIndex(params.get('p')), parseIndex(params.get('c')));
  if (!article) {
    return (
      <div className="empty-state">
        <p className="empty-state__title">{t('help.notFound')}</p>
        <Link className="button button--primary" to="/m/help">
          {t('help.allTopics')}
        </Link>
      </div>
    );
  }
  const p = parseIndex(params.get('p'));
  // A topic's own page lists its questions too, so tapping a topic never ends on its summary alone.
  const topic = p !== null && params.get('c') === null ? help.data[p] : undefined;
  return (
    <>
      <article className="help-article card">
        <h2 className="help-article__title">{article.title}</h2>
        <SanitizedHtml className="rich-text" html={article.content} />
      </article>
      {topic && p !== null && (
        <nav className="help-list help-list--topic" aria-label={article.title}>
          <section className="help-topic card">
            <HelpChildLinks topic={topic} p={p} />
          </section>
        </nav>
      )}
    </>
  );
}
