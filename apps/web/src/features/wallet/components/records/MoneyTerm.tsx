import type { ReactElement } from 'react';
import { formatMoney } from '../../../../shared/format/money.ts';
import { useCommonStore } from '../../../../shared/store/commonStore.ts';
import { moneyClass, signedMoney } from './format.ts';

/** One "label: amount" pair of a record card; `signed` colours and signs a movement. */
export function MoneyTerm({
  label,
  amount,
  signed = false,
}: {
  label: string;
  amount: string;
  signed?: boolean;
}): ReactElement {
  const currency = useCommonStore((state) => state.currency);
  return (
    <div>
      <dt>{label}</dt>
      <dd className={signed ? moneyClass(amount) : undefined}>
        <bdi>{signed ? signedMoney(amount, currency) : formatMoney(amount, currency)}</bdi>
      </dd>
    </div>
  );
}
