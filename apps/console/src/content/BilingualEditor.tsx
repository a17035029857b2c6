import { Alert, Modal, SegmentedControl, Stack, Title } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../components/DialogActions.tsx';
import { failureText } from '../screens/QueryState.tsx';
import { BilingualTexts } from './BilingualTexts.tsx';

type TextName = 'titleEn' | 'contentEn' | 'titleUr' | 'contentUr';

/** What the phone preview shows: the language picked, and the texts in it (Urdu falls back to English). */
export interface PreviewTexts {
  readonly language: 'EN' | 'UR';
  /** The Urdu texts are shown (Urdu is picked and has a title or content). */
  readonly urdu: boolean;
  readonly title: string;
  readonly content: string;
}

/**
 * The dialog that creates or edits a bilingual entry (content items, help topics and articles):
 * the failure of the last save, English and Urdu side by side, the entry's own `fields`, any
 * `notes`, Cancel and Create/Save; beside it a phone-sized preview in either language as it is typed.
 */
export function BilingualEditor({
  heading,
  isNew,
  texts,
  field,
  rows,
  onSubmit,
  onClose,
  saving,
  failure,
  fields,
  notes,
  preview,
}: {
  heading: string;
  isNew: boolean;
  texts: Readonly<Record<TextName, string>>;
  field: (name: TextName) => GetInputPropsReturnType;
  rows: number;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  saving: boolean;
  /** The last save's error; null when it did not fail. */
  failure: Error | null;
  fields: ReactNode;
  notes?: ReactNode;
  preview: (shown: PreviewTexts) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState<'EN' | 'UR'>(i18n.language === 'UR' ? 'UR' : 'EN');
  const urdu = language === 'UR' && (texts.titleUr.trim() !== '' || texts.contentUr.trim() !== '');
  return (
    <Modal opened onClose={onClose} title={heading} size="80rem">
      <form noValidate onSubmit={onSubmit}>
        <div className="content-editor">
          <Stack>
            {failure !== null && (
              <Alert color="red" role="alert">
                {failureText(failure, t('error.unexpected'))}
              </Alert>
            )}
            <BilingualTexts field={field} rows={rows} />
            <div className="content-fields">{fields}</div>
            {notes}
            <DialogActions
              cancelLabel={t('content.cancel')}
              onCancel={onClose}
              confirmLabel={t(isNew ? 'content.form.create' : 'content.form.save')}
              pending={saving}
            />
          </Stack>
          <Stack gap="xs" align="center">
            <Title order={4}>{t('content.preview')}</Title>
            <PreviewLanguage value={language} onChange={setLanguage} />
            {preview({
              language,
              urdu,
              title: urdu ? texts.titleUr : texts.titleEn,
              content: urdu ? texts.contentUr : texts.contentEn,
            })}
          </Stack>
        </div>
      </form>
    </Modal>
  );
}

/** English or Urdu for a phone preview. */
export function PreviewLanguage({
  value,
  onChange,
}: {
  value: 'EN' | 'UR';
  onChange: (language: 'EN' | 'UR') => void;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      aria-label={t('content.previewLanguage')}
      value={value}
      onChange={(next) => onChange(next === 'UR' ? 'UR' : 'EN')}
      data={[
        { value: 'EN', label: t('content.form.english') },
        { value: 'UR', label: t('content.form.urdu') },
      ]}
    />
  );
}
