import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Page numbers under a list, each control named in the console's language; nothing for one page. */
export function PageNumbers({
  total,
  value,
  onChange,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      getControlProps={(control) => ({ 'aria-label': t(`paging.${control}`) })}
      getItemProps={(n) => ({ 'aria-label': t('paging.page', { page: n }) })}
      siblings={1}
      boundaries={1}
    />
  );
}
