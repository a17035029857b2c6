import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { OPS_HELP_CONTENT_PATHS, type OpsHelpItem, opsContentIdValue } from '@openlobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import type { MessageKey } from '../i18n/en.ts';
import { failureText } from '../screens/QueryState.tsx';
import { BilingualTexts } from './BilingualTexts.tsx';
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
  const queryClient = useQueryClient();
  const [previewLanguage, setPreviewLanguage] = useState<'EN' | 'UR'>(i18n.language === 'UR' ? 'UR' : 'EN');
  const form = useForm<HelpFormValues>({
    initialValues: helpValuesOf(item, parentId),
    validate: (values) => helpErrors(values),
  });
  const save = useMutation({
    mutationFn: (values: HelpFormValues) => {
      const body = helpRequestOf(values);
      return item === null
        ? api.call('POST', OPS_HELP_CONTENT_PATHS.helpItems, opsContentIdValue, { body })
        : api.call('PUT', OPS_HELP_CONTENT_PATHS.helpItem, opsContentIdValue, {
            params: { id: item.id },
            body,
          });
    },
    onSuccess: async (_value, values) => {
      await queryClient.invalidateQueries({ queryKey: HELP_QUERY });
      onDone(
        t(item === null ? 'content.form.created' : 'content.form.saved', { title: values.titleEn.trim() }),
      );
    },
  });
  const field = (name: keyof HelpFormValues & string) => {
    const props = form.getInputProps(name);
    return { ...props, error: typeof props.error === 'string' ? t(props.error as MessageKey) : undefined };
  };
  const values = form.getValues();
  const urdu = previewLanguage === 'UR' && (values.titleUr.trim() !== '' || values.contentUr.trim() !== '');
  const parent = topics.find((topic) => String(topic.id) === values.parentId) ?? null;
  const parentTitle =
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
    <Modal opened onClose={onClose} title={heading} size="80rem">
      <form noValidate onSubmit={form.onSubmit((submitted) => save.mutate(submitted))}>
        <div className="content-editor">
          <Stack>
            {save.isError && (
              <Alert color="red" role="alert">
                {failureText(save.error, t('error.unexpected'))}
              </Alert>
            )}
            <BilingualTexts field={field} rows={8} />
            <div className="content-fields">
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
            </div>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('content.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t(item === null ? 'content.form.create' : 'content.form.save')}
              </Button>
            </Group>
          </Stack>
          <Stack gap="xs" align="center">
            <Title order={4}>{t('content.preview')}</Title>
            <SegmentedControl
              aria-label={t('content.previewLanguage')}
              value={previewLanguage}
              onChange={(value) => setPreviewLanguage(value === 'UR' ? 'UR' : 'EN')}
              data={[
                { value: 'EN', label: t('content.form.english') },
                { value: 'UR', label: t('content.form.urdu') },
              ]}
            />
            <HelpPreview
              language={previewLanguage}
              topic={parentTitle}
              title={urdu ? values.titleUr : values.titleEn}
              content={urdu ? values.contentUr : values.contentEn}
            />
          </Stack>
        </div>
      </form>
    </Modal>
  );
}
