import { type ReactElement, type ReactNode, useEffect, useRef } from 'react';
import { Icon, type IconName } from '../../../shared/ui/Icon.tsx';

const MARK: Record<'success' | 'pending' | 'failure', IconName> = {
  success: 'check',
  pending: 'clock',
  failure: 'close',
};

/**
 * The outcome of a money movement: a heading that takes focus when it appears (the form the player
 * was in is gone), what happens next, and actions.
 */
export function ResultPanel({
  tone,
  title,
  children,
}: {
  tone: 'success' | 'pending' | 'failure';
  title: string;
  children: ReactNode;
}): ReactElement {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={`result card result--${tone}`} aria-labelledby="wallet-result-title">
      <span className="result__mark" aria-hidden="true">
        <Icon name={MARK[tone]} size={28} />
      </span>
      <h2 id="wallet-result-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
