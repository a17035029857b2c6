import type { LotteryNearValue } from '@openlobby/contract/client';
import type { ReactElement } from 'react';
import { useLotteryT } from '../i18n/texts.ts';
import { lastResult } from '../model/lastResult.ts';

/**
 * The newest published numbers of a lottery, as balls; "drawing" while a closed issue awaits its draw.
 * The label and its value are a term and its definition, and the drawing state is a paragraph of its
 * own, drawn as a badge: they never run together, on screen or in a screen reader. A card whose
 * countdown already says "Drawing…" (no issue open) passes `showDrawing={false}`: said once, not twice.
 */
export function LastResult({
  near,
  showDrawing = true,
}: {
  near: LotteryNearValue;
  showDrawing?: boolean;
}): ReactElement {
  const { t } = useLotteryT();
  const { drawn, drawing } = lastResult(near);
  return (
    <div className="lottery-result">
      <dl className="lottery-result__last">
        <dt className="lottery-result__label">{t('lastResult')}</dt>
        <dd className="lottery-result__value">
          {drawn?.numbers ? (
            <span
              className="lottery-balls"
              role="img"
              dir="ltr"
              aria-label={t('resultOf', { numero: drawn.numero, numbers: drawn.numbers.join(' ') })}
            >
              {drawn.numbers.map((digit, i) => (
                <span className="lottery-ball" key={i}>
                  {digit}
                </span>
              ))}
            </span>
          ) : (
            <span className="lottery-result__none">{t('noResult')}</span>
          )}
        </dd>
      </dl>
      {drawing && showDrawing ? <p className="lottery-result__drawing">{t('drawing')}</p> : null}
    </div>
  );
}
