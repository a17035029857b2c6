import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanHtml } from './PhonePreview.tsx';

/**
 * A phone-sized sketch of a help entry as the lobby's help centre (/m/help) draws it, in one
 * language: the topic's title, and for an article its title and text beneath it. The same frame
 * and cleaning as the other items' PhonePreview.
 */
export function HelpPreview({
  topic,
  title,
  content,
  language,
}: {
  /** The topic an article is under; null for a topic itself. */
  topic: string | null;
  title: string;
  content: string;
  language: 'EN' | 'UR';
}) {
  const { t } = useTranslation();
  const html = useMemo(() => cleanHtml(content), [content]);
  const heading = title.trim() === '' ? t('content.preview.untitled') : title;
  return (
    <figure
      className="phone"
      aria-label={t('content.previewOf', {
        language: t(language === 'UR' ? 'content.form.urdu' : 'content.form.english'),
      })}
    >
      <div
        className="phone-screen"
        dir={language === 'UR' ? 'rtl' : 'ltr'}
        lang={language === 'UR' ? 'ur' : 'en'}
      >
        <div className="phone-bar" aria-hidden="true" />
        <div className="phone-page">
          <Text size="xs" c="dimmed">
            {t('helpc.preview.topics')}
          </Text>
          {topic !== null && (
            <Text fw={700} size="sm">
              {topic}
            </Text>
          )}
          <Text fw={700}>{heading}</Text>
          <div className="phone-html" dangerouslySetInnerHTML={{ __html: html }} />
        </div>
      </div>
    </figure>
  );
}
