import type { RebateProductLine } from '@openlobby/contract/client';
import type { ReactElement } from 'react';
import { formatMoney } from '../../../shared/format/money.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { useRewardsT } from '../i18n/texts.ts';

/** Basis points as a percentage in the UI language (100 -> 1%). */
export function useRate(): (bps: number) => string {
  const language = useLanguage();
  const format = new Intl.NumberFormat(language === 'UR' ? 'ur-PK' : 'en-US', {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  return (bps) => format.format(bps / 10_000);
}

/** One period's products: valid bet, rate and cashback per product, then the total. */
export function CashbackLines({
  lines,
  total,
  caption,
}: {
  lines: readonly RebateProductLine[];
  total: string;
  caption: string;
}): ReactElement {
  const { t } = useRewardsT();
  const currency = useCommonStore((state) => state.currency);
  const rate = useRate();
  return (
    <table className="cashback-lines">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('cashback.product')}</th>
          <th scope="col">{t('cashback.validBet')}</th>
          <th scope="col">{t('cashback.rate')}</th>
          <th scope="col">{t('cashback.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.product}>
            <th scope="row">{t(`cashback.products.${line.product}`)}</th>
            <td>
              <bdi>{formatMoney(line.validBet, currency)}</bdi>
            </td>
            <td>
              <bdi>{rate(line.rateBps)}</bdi>
            </td>
            <td>
              <bdi>{formatMoney(line.amount, currency)}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            {t('cashback.total')}
          </th>
          <td className="cashback-lines__total">
            <bdi>{formatMoney(total, currency)}</bdi>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
