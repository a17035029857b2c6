import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { useGamesT } from '../i18n/texts.ts';

/** A block's title with its "more" link (spec 2.4: both home blocks lead to the full list). */
export function BlockHeading({
  id,
  title,
  moreTo,
  moreLabel,
}: {
  id: string;
  title: string;
  moreTo?: string;
  moreLabel?: string;
}): ReactElement {
  const { t } = useGamesT();
  return (
    <div className="games-block__head">
      <h2 id={id} className="games-block__title">
        {title}
      </h2>
      {moreTo && (
        <Link className="games-block__more" to={moreTo} aria-label={moreLabel}>
          {t('home.more')}
          <Icon name="chevron" size={16} />
        </Link>
      )}
    </div>
  );
}
