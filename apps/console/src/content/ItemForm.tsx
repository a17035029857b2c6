import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  BannerGroup,
  type ContentType,
  OPS_MESSAGING_PATHS,
  type OpsAnnouncement,
  PopupExecution,
  opsAnnouncementValue,
} from '@openlobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import type { MessageKey } from '../i18n/en.ts';
import { failureText } from '../screens/QueryState.tsx';
import { type ContentFormValues, contentErrors, emptyValues, requestOf, valuesOf } from './contentForm.ts';
import { PhonePreview } from './PhonePreview.tsx';
import { BilingualTexts } from './BilingualTexts.tsx';
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
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const [previewLanguage, setPreviewLanguage] = useState<'EN' | 'UR'>(i18n.language === 'UR' ? 'UR' : 'EN');
  const form = useForm<ContentFormValues>({
    initialValues: item === null ? emptyValues(type) : valuesOf(item),
    validate: (values) => contentErrors(type, values),
  });
  const save = useMutation({
    mutationFn: (values: ContentFormValues) => {
      const body = requestOf(type, values, item);
      return item === null
        ? api.call('POST', OPS_MESSAGING_PATHS.announcements, opsAnnouncementValue, { body })
        : api.call('PUT', OPS_MESSAGING_PATHS.announcement, opsAnnouncementValue, {
            params: { id: item.id },
            body,
          });
    },
    onSuccess: async (_value, values) => {
      await queryClient.invalidateQueries({ queryKey: ['ops-content'] });
      const title = values.titleEn.trim();
      onDone(t(item === null ? 'content.form.created' : 'content.form.saved', { title }));
    },
  });

  const field = (name: keyof ContentFormValues & string) => {
    const props = form.getInputProps(name);
    return { ...props, error: typeof props.error === 'string' ? t(props.error as MessageKey) : undefined };
  };
  const values = form.getValues();
  const urdu = previewLanguage === 'UR' && (values.titleUr.trim() !== '' || values.contentUr.trim() !== '');
  const hasOwnPictures =
    item !== null && (item.texts.EN?.imageUrl ?? '') + (item.texts.UR?.imageUrl ?? '') !== '';
  const typeName = t(`content.tab.${type}` as MessageKey);
  const heading =
    item === null
      ? t('content.form.newTitle', { type: typeName })
      : t('content.form.editTitle', { title: item.texts.EN?.title ?? String(item.id) });

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
            <BilingualTexts field={field} rows={type === 'B' ? 2 : 6} />
            <div className="content-fields">
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
            </div>
            {hasOwnPictures && (
              <Alert color="yellow" role="note">
                {t('content.form.localImages')}
              </Alert>
            )}
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
            <PhonePreview
              language={previewLanguage}
              item={{
                type,
                title: urdu ? values.titleUr : values.titleEn,
                content: urdu ? values.contentUr : values.contentEn,
                imageUrl: values.imageUrl,
                link: values.link,
              }}
            />
          </Stack>
        </div>
      </form>
    </Modal>
  );
}
