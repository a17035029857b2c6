import { Badge, Text } from '@mantine/core';
import type { ContentType } from '@openlobby/contract';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * This module's own DOMPurify: the console's page allows no inline styles and only its own images
 * (CSP), so the preview drops style attributes and pictures from other sites instead of tripping
 * the policy. The server sanitises again on save; the lobby sanitises once more when it shows it.
 */
const purify = DOMPurify(window);
purify.addHook('uponSanitizeAttribute', (node, data) => {
  if (node.nodeName === 'IMG' && data.attrName === 'src' && !isOwnImage(data.attrValue))
    data.keepAttr = false;
});
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node instanceof HTMLAnchorElement) {
    node.target = '_blank';
    node.rel = 'noopener noreferrer';
  }
});

/** Pictures of this server (or inline data) load under the console's CSP; others do not. */
export function isOwnImage(address: string): boolean {
  const value = address.trim();
  return (value.startsWith('/') && !value.startsWith('//')) || value.startsWith('data:image/');
}

/**
 * Handler and style attributes are cut out of the text before DOMPurify parses it: Chrome reports
 * them as CSP refusals even in DOMPurify's inert document (cure53/DOMPurify#900). DOMPurify still
 * does the cleaning; this only keeps the page's console free of false alarms.
 */
const HANDLER_OR_STYLE = /\s(?:on[a-z]+|style)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

export function cleanHtml(html: string): string {
  return purify.sanitize(html.replace(HANDLER_OR_STYLE, ''), {
    USE_PROFILES: { html: true },
    FORBID_ATTR: ['style'],
  });
}

export interface PreviewItem {
  readonly type: ContentType;
  readonly title: string;
  readonly content: string;
  readonly imageUrl: string;
  readonly link: string;
}

/**
 * A phone-sized sketch of the item as the lobby draws it, in one language: a banner is its
 * picture in the home carousel, a popup a dialog over the lobby, a notice or promotion a page.
 */
export function PhonePreview({ item, language }: { item: PreviewItem; language: 'EN' | 'UR' }) {
  const { t } = useTranslation();
  const html = useMemo(() => cleanHtml(item.content), [item.content]);
  const dir = language === 'UR' ? 'rtl' : 'ltr';
  const title = item.title.trim() === '' ? t('content.preview.untitled') : item.title;
  const picture =
    item.imageUrl.trim() === '' ? null : isOwnImage(item.imageUrl) ? (
      <img className="phone-picture" src={item.imageUrl.trim()} alt={item.title} />
    ) : (
      <Text size="xs" c="dimmed" className="phone-picture-missing">
        {t('content.preview.external')}
      </Text>
    );
  return (
    <figure
      className="phone"
      aria-label={t('content.previewOf', {
        language: t(language === 'UR' ? 'content.form.urdu' : 'content.form.english'),
      })}
    >
      <div className="phone-screen" dir={dir} lang={language === 'UR' ? 'ur' : 'en'}>
        <div className="phone-bar" aria-hidden="true" />
        {item.type === 'B' ? (
          <div className="phone-banner">
            {picture}
            <Text fw={700} size="sm">
              {title}
            </Text>
          </div>
        ) : item.type === 'PU' ? (
          <div className="phone-dim">
            <div className="phone-popup">
              <Text fw={700}>{title}</Text>
              {picture}
              <div className="phone-html" dangerouslySetInnerHTML={{ __html: html }} />
              <span className="phone-close">{t('content.preview.close')}</span>
            </div>
          </div>
        ) : (
          <div className="phone-page">
            <Badge size="sm" variant="light">
              {t('content.preview.notice')}
            </Badge>
            <Text fw={700}>{title}</Text>
            {picture}
            <div className="phone-html" dangerouslySetInnerHTML={{ __html: html }} />
          </div>
        )}
        {item.link.trim() !== '' && (
          <Text size="xs" c="dimmed" className="ltr-text phone-link">
            → {item.link.trim()}
          </Text>
        )}
      </div>
    </figure>
  );
}
