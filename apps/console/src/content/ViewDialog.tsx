import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { OpsAnnouncement } from '@openlobby/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { titleOf } from './contentForm.ts';
import { PhonePreview } from './PhonePreview.tsx';
import { PreviewLanguage } from './BilingualEditor.tsx';

/**
 * One item as players see it, for an operator who may read content but not change it
 * (content.read without content.manage): the phone preview in either language, nothing to save.
 */
export function ViewDialog({ item, onClose }: { item: OpsAnnouncement; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState<'EN' | 'UR'>(i18n.language === 'UR' ? 'UR' : 'EN');
  // The lobby falls back to English when an item has no Urdu text; so does the preview.
  const texts = (language === 'UR' ? item.texts.UR : null) ?? item.texts.EN;
  const own = texts?.imageUrl ?? '';
  return (
    <Modal opened onClose={onClose} title={t('content.view.title', { title: titleOf(item, i18n.language) })}>
      <Stack align="center" gap="xs">
        <PreviewLanguage value={language} onChange={setLanguage} />
        {language === 'UR' && item.texts.UR === null && (
          <Text size="xs" c="dimmed">
            {t('content.noUrdu')}
          </Text>
        )}
        <PhonePreview
          language={language}
          item={{
            type: item.type,
            title: texts?.title ?? '',
            content: texts?.content ?? '',
            imageUrl: own === '' ? item.imageUrl : own,
            link: item.link,
          }}
        />
        <Group justify="flex-end" w="100%">
          <Button variant="default" onClick={onClose}>
            {t('content.preview.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
