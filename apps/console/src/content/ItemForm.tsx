import { Alert, NumberInput, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  BannerGroup,
  type ContentType,
  OPS_MESSAGING_PATHS,
  type OpsAnnouncement,
  PopupExecution,
  opsAnnouncementValue,
} from '@openlobby/contract';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import type { MessageKey } from '../i18n/en.ts';
import { type ContentFormValues, contentErrors, emptyValues, requestOf, valuesOf } from './contentForm.ts';
import { PhonePreview } from './PhonePreview.tsx';
import { BilingualEditor } from './BilingualEditor.tsx';
import { editorField } from './editorField.ts';
import { useEditorSave } from './useEditorSave.ts';
import { PictureField } from '../components/PictureField.tsx';

/**
 * Creates or edits one item: English and Urdu side by side (the Urdu fields written right to
 * left), the picture, link, group or audience, order and window, with a phone-sized preview of
 * the item in either language as it is typed.
 */
export function ItemForm({
  type,
  item,
  onDone,
  onClose,
}: {
  type: ContentType;
  /** null: a new item. */
  item: OpsAnnouncement | null;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useConsole();
  const form = useForm<ContentFormValues>({
    initialValues: item === null ? emptyValues(type) : valuesOf(item),
    validate: (values) => contentErrors(type, values),
  });
  const save = useEditorSave({
    isNew: item === null,
    send: (values: ContentFormValues) => {
      const body = requestOf(type, values, item);
      return item === null
        ? api.call('POST', OPS_MESSAGING_PATHS.announcements, opsAnnouncementValue, { body })
        : api.call('PUT', OPS_MESSAGING_PATHS.announcement, opsAnnouncementValue, {
            params: { id: item.id },
            body,
          });
    },
    queryKey: ['ops-content'],
    onDone,
  });

  const field = editorField(form, t);
  const values = form.getValues();
  const hasOwnPictures =
    item !== null && (item.texts.EN?.imageUrl ?? '') + (item.texts.UR?.imageUrl ?? '') !== '';
  const typeName = t(`content.tab.${type}` as MessageKey);
  const heading =
    item === null
      ? t('content.form.newTitle', { type: typeName })
      : t('content.form.editTitle', { title: item.texts.EN?.title ?? String(item.id) });

  return (
    <BilingualEditor
      heading={heading}
      isNew={item === null}
      texts={values}
      field={field}
      rows={type === 'B' ? 2 : 6}
      onSubmit={form.onSubmit((submitted) => save.mutate(submitted))}
      onClose={onClose}
      saving={save.isPending}
      failure={save.error}
      fields={
        <>
          <PictureField label={t('content.form.imageUrl')} {...field('imageUrl')} />
          <TextInput
            label={t('content.form.link')}
            description={t('content.form.linkHelp')}
            dir="ltr"
            {...field('link')}
          />
          {type === 'B' && (
            <Select
              label={t('content.group')}
              data={[
                ...Object.values(BannerGroup).map((group) => ({
                  value: group,
                  label: t(`content.group.${group}` as MessageKey),
                })),
                { value: '', label: t('content.group.none') },
              ]}
              allowDeselect={false}
              {...field('groupName')}
            />
          )}
          {type === 'PU' && (
            <Select
              label={t('content.execution')}
              data={[
                { value: '', label: t('content.execution.none') },
                ...Object.values(PopupExecution).map((execution) => ({
                  value: execution,
                  label: t(`content.execution.${execution}` as MessageKey),
                })),
              ]}
              allowDeselect={false}
              {...field('execution')}
            />
          )}
          <NumberInput
            label={t('content.form.order')}
            description={t('content.form.orderHelp')}
            allowDecimal={false}
            {...field('sortOrder')}
          />
          <TextInput
            type="datetime-local"
            label={t('content.form.startsAt')}
            description={t('content.form.timeHelp')}
            {...field('startsAt')}
          />
          <TextInput
            type="datetime-local"
            label={t('content.form.endsAt')}
            description={t('content.form.endsHelp')}
            {...field('endsAt')}
          />
        </>
      }
      notes={
        hasOwnPictures && (
          <Alert color="yellow" role="note">
            {t('content.form.localImages')}
          </Alert>
        )
      }
      preview={({ language, title, content }) => (
        <PhonePreview
          language={language}
          item={{ type, title, content, imageUrl: values.imageUrl, link: values.link }}
        />
      )}
    />
  );
}
