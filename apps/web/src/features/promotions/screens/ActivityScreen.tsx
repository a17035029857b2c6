import type { PromotionCategory, PromotionItem } from '@openlobby/contract/client';
import { type ReactElement, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSessionViewer } from '../../../shared/session/viewer.ts';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { usePromotionList } from '../api/promotions.ts';
import { ApplySheet } from '../components/ApplySheet.tsx';
import { MyApplications } from '../components/MyApplications.tsx';
import { PromotionCard } from '../components/PromotionCard.tsx';
import '../components/promotions.css';
import { usePromotionsT } from '../i18n/texts.ts';

const CATEGORY_PARAM = 'category';

/** "All" and the categories that have promotions; the chosen one stays in the address. */
function CategoryChips({
  categories,
  current,
  onPick,
}: {
  categories: readonly PromotionCategory[];
  current: PromotionCategory | null;
  onPick: (category: PromotionCategory | null) => void;
}): ReactElement {
  const { t } = usePromotionsT();
  const all: (PromotionCategory | null)[] = [null, ...categories];
  return (
    <div className="promos__chips" role="group" aria-label={t('categories.label')}>
      {all.map((category) => (
        <button
          key={category ?? 'ALL'}
          type="button"
          className="promos__chip"
          aria-pressed={category === current}
          onClick={() => onPick(category)}
        >
          {t(`categories.${category ?? 'ALL'}`)}
        </button>
      ))}
    </div>
  );
}

/**
 * Promotions (/m/activity): category chips, one card per promotion (banner, title, period, rules,
 * and claim / apply / deposit / log in), the apply sheet, and the member's applications.
 */
export default function ActivityScreen(): ReactElement {
  const { t } = usePromotionsT();
  const { loggedIn } = useSessionViewer();
  const [params, setParams] = useSearchParams();
  const category = (params.get(CATEGORY_PARAM) as PromotionCategory | null) ?? null;
  const promotions = usePromotionList(category);
  const everything = usePromotionList(null);
  const [applying, setApplying] = useState<PromotionItem | null>(null);

  function pick(next: PromotionCategory | null): void {
    setParams(next === null ? {} : { [CATEGORY_PARAM]: next }, { replace: true });
  }

  return (
    <div className="promos">
      <CategoryChips categories={everything.data?.categories ?? []} current={category} onPick={pick} />
      <LoadState query={promotions} isEmpty={(data) => data.list.length === 0} empty={{ title: t('empty') }}>
        {({ list }) => (
          <ul className="promos__list">
            {list.map((item) => (
              <PromotionCard key={item.promoId} item={item} onApply={setApplying} />
            ))}
          </ul>
        )}
      </LoadState>
      {loggedIn && <MyApplications />}
      {applying !== null && <ApplySheet item={applying} onClose={() => setApplying(null)} />}
    </div>
  );
}
