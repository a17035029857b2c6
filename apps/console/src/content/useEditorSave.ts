import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/**
 * Saving a bilingual entry from its editor: `send` creates or updates it, then the list under
 * `queryKey` is read again and `onDone` says it was created or saved, by its English title.
 */
export function useEditorSave<Values extends { titleEn: string }>({
  isNew,
  send,
  queryKey,
  onDone,
}: {
  isNew: boolean;
  send: (values: Values) => Promise<unknown>;
  queryKey: readonly unknown[];
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (_value, values) => {
      await queryClient.invalidateQueries({ queryKey });
      onDone(t(isNew ? 'content.form.created' : 'content.form.saved', { title: values.titleEn.trim() }));
    },
  });
}
