import DOMPurify from 'dompurify';
import { type ReactElement, useMemo } from 'react';

// Links in operator-written HTML open outside the lobby without handing it the opener.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node instanceof HTMLAnchorElement && node.target === '_blank') node.rel = 'noopener noreferrer';
});

/**
 * Operator HTML (help articles, popups) made safe with DOMPurify; only lazy chunks import this
 * module, so DOMPurify stays out of first load.
 */
export function SanitizedHtml({
  html,
  className,
  dir,
}: {
  html: string;
  className?: string;
  /** "auto" for text that may be in another language than the page (a popup without Urdu text). */
  dir?: 'auto';
}): ReactElement {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={className} dir={dir} dangerouslySetInnerHTML={{ __html: clean }} />;
}
