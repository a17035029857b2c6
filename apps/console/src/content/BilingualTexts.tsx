import { Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

type TextName = 'titleEn' | 'contentEn' | 'titleUr' | 'contentUr';

/**
 * A message's title and HTML content in English and Urdu side by side (Urdu right to left), as
 * content items and inbox messages both take them. English is required; Urdu falls back to it.
 */
export function BilingualTexts({
  field,
  rows,
}: {
  field: (name: TextName) => GetInputPropsReturnType;
  rows: number;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="content-languages">
        <Stack gap="xs">
          <Title order={4}>{t('content.form.english')}</Title>
          <TextInput label={t('content.form.titleEn')} dir="ltr" required {...field('titleEn')} />
          <Textarea
            label={t('content.form.contentEn')}
            dir="ltr"
            resize="vertical"
            rows={rows}
            {...field('contentEn')}
          />
        </Stack>
        <Stack gap="xs">
          <Title order={4}>{t('content.form.urdu')}</Title>
          <TextInput label={t('content.form.titleUr')} dir="rtl" {...field('titleUr')} />
          <Textarea
            label={t('content.form.contentUr')}
            dir="rtl"
            resize="vertical"
            rows={rows}
            {...field('contentUr')}
          />
          <Text size="xs" c="dimmed">
            {t('content.form.urduHelp')}
          </Text>
        </Stack>
      </div>
      <Text size="xs" c="dimmed">
        {t('content.form.htmlHelp')}
      </Text>
    </>
  );
}
