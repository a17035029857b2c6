import type { HelpItem } from '@openlobby/contract/client';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { useHelpCenter } from '../api/getHelpCenter.ts';
import { helpDetailHref } from './helpArticle.ts';
import { HelpChildLinks } from './HelpChildLinks.tsx';
import './help.css';

/** Help centre (spec 2.12): main topics by title, each followed by its numbered child topics. */
export default function HelpListScreen(): ReactElement {
  const { t } = useTranslation();
  const language = useLanguage();
  const help = useHelpCenter(language);
  return (
    <LoadState
      query={help}
      failedTitle={t('help.loadError')}
      isEmpty={(items) => items.length === 0}
      empty={{ icon: 'help', title: t('help.emptyTitle'), hint: t('help.emptyBody') }}
    >
      {(items) => <HelpTopics items={items} />}
    </LoadState>
  );
}

function HelpTopics({ items }: { items: readonly HelpItem[] }): ReactElement {
  const { t } = useTranslation();
  return (
    <nav className="help-list" aria-label={t('help.listLabel')}>
      {items.map((item, p) => (
        <section className="help-topic card" key={`${p}-${item.title}`}>
          <h2 className="help-topic__title">
            <Link className="help-topic__link" to={helpDetailHref(p)}>
              <span>{item.title}</span>
              <Icon name="chevron" size={18} />
            </Link>
          </h2>
          <HelpChildLinks topic={item} p={p} />
        </section>
      ))}
    </nav>
  );
}
