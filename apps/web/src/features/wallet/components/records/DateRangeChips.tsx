import type { ReactElement } from 'react';
import { useWalletT } from '../../i18n/texts.ts';
import { DATE_RANGES, type DateRangeKey } from '../../model/dateRange.ts';
import { ChoiceChips } from '../ChoiceChips.tsx';

/** Today / Yesterday / This week / This month (calendar ranges, see dateRange.ts). */
export function DateRangeChips({
  value,
  onChange,
}: {
  value: DateRangeKey;
  onChange: (value: DateRangeKey) => void;
}): ReactElement {
  const { t } = useWalletT();
  return (
    <ChoiceChips
      legend={t('range.label')}
      options={DATE_RANGES.map((range) => ({ value: range, label: t(`range.${range}`) }))}
      value={value}
      onChange={onChange}
    />
  );
}
