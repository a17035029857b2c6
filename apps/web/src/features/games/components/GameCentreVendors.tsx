import type { VendorName } from '@openlobby/contract/client';
import type { ReactElement } from 'react';
import { useGamesT } from '../i18n/texts.ts';

/**
 * The providers of a centre's category as a row of chips: All, then each vendor (connected ones
 * first, as the server orders them). One is pressed; pressing another narrows the grid to it.
 */
export function GameCentreVendors({
  vendors,
  selected,
  onSelect,
}: {
  vendors: readonly VendorName[];
  selected: string | undefined;
  onSelect: (vendor: string | undefined) => void;
}): ReactElement {
  const { t } = useGamesT();
  return (
    <div className="centre-vendors" role="group" aria-label={t('centre.vendors')}>
      <button
        type="button"
        className="centre-vendors__chip"
        aria-pressed={selected === undefined}
        onClick={() => onSelect(undefined)}
      >
        {t('centre.allVendors')}
      </button>
      {vendors.map((vendor) => (
        <button
          key={vendor.vendor}
          type="button"
          className={
            vendor.playable === false
              ? 'centre-vendors__chip centre-vendors__chip--soon'
              : 'centre-vendors__chip'
          }
          aria-pressed={selected === vendor.vendor}
          onClick={() => onSelect(vendor.vendor)}
        >
          <span className="centre-vendors__badge" aria-hidden="true">
            {vendor.vendor.slice(0, 3)}
          </span>
          <bdi dir="auto">{vendor.displayName}</bdi>
          {vendor.playable === false && <span className="visually-hidden">{t('tile.soon')}</span>}
        </button>
      ))}
    </div>
  );
}
