import { OPS_MESSAGING_PATHS, type OpsAnnouncement } from '@openlobby/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog.tsx';
import { titleOf } from './contentForm.ts';

/** Asks before a banner, notice, popup or promotion is deleted. */
export function DeleteDialog({
  item,
  onDone,
  onClose,
}: {
  item: OpsAnnouncement;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const title = titleOf(item, i18n.language);
  return (
    <ConfirmDeleteDialog
      path={OPS_MESSAGING_PATHS.announcement}
      id={item.id}
      queryKey={['ops-content']}
      title={t('content.deleteTitle')}
      question={t('content.deleteConfirm', { title })}
      deleted={t('content.deleted', { title })}
      onDone={onDone}
      onClose={onClose}
    />
  );
}
