import { NumberInput, Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import { OPS_HELP_CONTENT_PATHS, type OpsHelpItem, opsContentIdValue } from '@openlobby/contract';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { BilingualEditor } from './BilingualEditor.tsx';
import { editorField } from './editorField.ts';
import { useEditorSave } from './useEditorSave.ts';
import { type HelpFormValues, helpErrors, helpRequestOf, helpTitleOf, helpValuesOf } from './helpForm.ts';
import { HelpPreview } from './HelpPreview.tsx';

export const HELP_QUERY = ['ops-help-items'] as const;

/**
 * Creates or edits a help topic or article: English and Urdu side by side, the topic it sits
 * under and its order, with a phone-sized preview in either language as it is typed.
 */
export function HelpForm({
  item,
  parentId,
  topics,
  onDone,
  onClose,
}: {
  /** null: a new entry. */
  item: OpsHelpItem | null;
  /** The topic a new article goes under (null: a new topic); an edited item's own parent. */
  parentId: number | null;
  /** Every topic, for the parent choice and the preview. */
  topics: readonly OpsHelpItem[];
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const form = useForm<HelpFormValues>({
    initialValues: helpValuesOf(item, parentId),
    validate: (values) => helpErrors(values),
  });
  const save = useEditorSave({
    isNew: item === null,
    send: (values: HelpFormValues) => {
      const body = helpRequestOf(values);
      return item === null
        ? api.call('POST', OPS_HELP_CONTENT_PATHS.helpItems, opsContentIdValue, { body })
        : api.call('PUT', OPS_HELP_CONTENT_PATHS.helpItem, opsContentIdValue, {
            params: { id: item.id },
            body,
          });
    },
    queryKey: HELP_QUERY,
    onDone,
  });
  const field = editorField(form, t);
  const values = form.getValues();
  const parent = topics.find((topic) => String(topic.id) === values.parentId) ?? null;
  const parentTitle = (urdu: boolean) =>
    parent === null
      ? null
      : urdu && (parent.texts.UR?.title ?? '') !== ''
        ? (parent.texts.UR?.title ?? '')
        : (parent.texts.EN?.title ?? '');
  // A topic with articles stays a topic; nobody is their own parent.
  const choices = topics.filter((topic) => topic.id !== item?.id);
  const heading =
    item !== null
      ? t('helpc.form.edit', { title: helpTitleOf(item, 'EN') })
      : t(parentId === null ? 'helpc.form.newTopic' : 'helpc.form.newArticle');

  return (
    <BilingualEditor
      heading={heading}
      isNew={item === null}
      texts={values}
      field={field}
      rows={8}
      onSubmit={form.onSubmit((submitted) => save.mutate(submitted))}
      onClose={onClose}
      saving={save.isPending}
      failure={save.error}
      fields={
        <>
          <Select
            label={t('helpc.form.parent')}
            description={t('helpc.form.parentHelp')}
            data={[
              { value: '', label: t('helpc.form.parentNone') },
              ...choices.map((topic) => ({
                value: String(topic.id),
                label: helpTitleOf(topic, i18n.language),
              })),
            ]}
            allowDeselect={false}
            {...field('parentId')}
          />
          <NumberInput
            label={t('content.form.order')}
            description={t('content.form.orderHelp')}
            allowDecimal={false}
            {...field('sortOrder')}
          />
        </>
      }
      preview={({ language, urdu, title, content }) => (
        <HelpPreview language={language} topic={parentTitle(urdu)} title={title} content={content} />
      )}
    />
  );
}
