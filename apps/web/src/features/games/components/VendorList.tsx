import type { VendorName } from '@openlobby/contract/client';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { useGamesT } from '../i18n/texts.ts';
import { vendorListPath } from '../model/paths.ts';

/**
 * The third-party game list of a category: one link per vendor to its games, or an empty state. A
 * vendor that is not connected says so in words (the server lists those last).
 */
export function VendorList({
  gameType,
  vendors,
}: {
  gameType: string;
  vendors: readonly VendorName[];
}): ReactElement {
  const { t } = useGamesT();
  if (vendors.length === 0) {
    return (
      <p className="games-empty" role="status">
        {t('vendors.empty')}
      </p>
    );
  }
  return (
    <ul className="vendor-list" aria-label={t('vendors.title')}>
      {vendors.map((vendor) => (
        <li key={vendor.vendor}>
          <Link
            className={vendor.playable === false ? 'vendor-card vendor-card--soon' : 'vendor-card'}
            to={vendorListPath(gameType, vendor.vendor)}
            aria-label={t(vendor.playable === false ? 'vendors.openSoon' : 'vendors.open', {
              vendor: vendor.displayName,
            })}
          >
            <span className="vendor-card__badge" aria-hidden="true">
              {vendor.vendor.slice(0, 3)}
            </span>
            <span className="vendor-card__name">{vendor.displayName}</span>
            {vendor.playable === false && <span className="vendor-card__soon">{t('tile.soon')}</span>}
            <Icon name="chevron" size={18} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
