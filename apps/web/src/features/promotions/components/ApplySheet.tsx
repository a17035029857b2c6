import {
  APPLICATION_COMMENT_MAX,
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_IMAGE_TYPES,
  APPLICATION_IMAGES_MAX,
  type PromotionItem,
} from '@openlobby/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, type ReactElement, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/errorText.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { Dialog } from '../../../shared/ui/Dialog.tsx';
import { showToast } from '../../../shared/ui/toastStore.ts';
import { applyPromotion, refreshPromotions, uploadPromotionImage } from '../api/promotions.ts';
import { usePromotionsT } from '../i18n/texts.ts';
import { filteredChange } from '../../../shared/ui/fields/filteredChange.ts';

interface Picked {
  readonly file: File;
  readonly preview: string;
}

const ACCEPTED: readonly string[] = APPLICATION_IMAGE_TYPES;

/** Object URLs of the previews live as long as the picture stays picked. */
function usePreviewCleanup(picked: readonly Picked[]): void {
  useEffect(() => () => picked.forEach((item) => URL.revokeObjectURL(item.preview)), [picked]);
}

/**
 * Applying for a promotion (spec 5): a comment of at most 140 characters with a live counter, and
 * up to three PNG or JPG pictures of at most 5 MB, checked here before they are sent and again by
 * the server from their bytes (its refusal is shown as it comes).
 */
export function ApplySheet({ item, onClose }: { item: PromotionItem; onClose: () => void }): ReactElement {
  const { t } = usePromotionsT();
  const { t: shellT } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const commentId = useId();
  const counterId = useId();
  const [comment, setComment] = useState('');
  const [picked, setPicked] = useState<readonly Picked[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  usePreviewCleanup(picked);

  const submit = useMutation({
    mutationFn: async () => {
      const urls: string[] = [];
      for (const { file } of picked) urls.push(await uploadPromotionImage(file));
      return applyPromotion(item.promoId, comment.trim(), urls);
    },
    onSuccess: () => {
      showToast(t('apply.sent'), 'success');
      onClose();
    },
    onError: (error) => setProblem(errorText(error, language, shellT)),
    onSettled: () => refreshPromotions(client),
  });

  function pick(event: ChangeEvent<HTMLInputElement>): void {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setProblem(null);
    const next: Picked[] = [];
    for (const file of files) {
      if (picked.length + next.length >= APPLICATION_IMAGES_MAX) {
        setProblem(t('apply.tooMany', { max: APPLICATION_IMAGES_MAX }));
        break;
      }
      if (!ACCEPTED.includes(file.type)) {
        setProblem(t('apply.wrongType', { name: file.name }));
        continue;
      }
      if (file.size > APPLICATION_IMAGE_MAX_BYTES) {
        setProblem(t('apply.tooLarge', { name: file.name }));
        continue;
      }
      next.push({ file, preview: URL.createObjectURL(file) });
    }
    if (next.length > 0) setPicked((current) => [...current, ...next]);
  }

  function remove(index: number): void {
    setPicked((current) => current.filter((_, i) => i !== index));
  }

  function send(event: FormEvent): void {
    event.preventDefault();
    setProblem(null);
    submit.mutate();
  }

  return (
    <Dialog open title={t('apply.title', { title: item.title })} onClose={onClose}>
      <form className="apply" onSubmit={send} noValidate>
        <label className="apply__label" htmlFor={commentId}>
          {t('apply.comment')}
        </label>
        <textarea
          id={commentId}
          className="apply__comment"
          rows={3}
          value={comment}
          maxLength={APPLICATION_COMMENT_MAX}
          placeholder={t('apply.commentHint')}
          aria-describedby={counterId}
          onChange={filteredChange((typed) => typed.slice(0, APPLICATION_COMMENT_MAX), setComment)}
        />
        <p id={counterId} className="apply__counter" aria-live="polite">
          <bdi>{t('apply.counter', { count: comment.length, max: APPLICATION_COMMENT_MAX })}</bdi>
        </p>
        <p className="apply__label">{t('apply.images', { max: APPLICATION_IMAGES_MAX })}</p>
        <ul className="apply__images">
          {picked.map((item, index) => (
            <li key={item.preview} className="apply__image">
              <img src={item.preview} alt={t('apply.preview', { n: index + 1 })} />
              <button
                type="button"
                className="apply__remove"
                aria-label={t('apply.removeImage', { n: index + 1 })}
                onClick={() => remove(index)}
              >
                ×
              </button>
            </li>
          ))}
          {picked.length < APPLICATION_IMAGES_MAX && (
            <li>
              <label className="apply__add">
                <span aria-hidden="true">+</span>
                <span>{t('apply.addImage')}</span>
                <input
                  type="file"
                  accept={ACCEPTED.join(',')}
                  multiple
                  className="visually-hidden"
                  onChange={pick}
                />
              </label>
            </li>
          )}
        </ul>
        {problem !== null && (
          <p className="apply__problem" role="alert">
            {problem}
          </p>
        )}
        <div className="apply__buttons">
          <button type="button" className="button" onClick={onClose}>
            {t('apply.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={submit.isPending}>
            {submit.isPending ? t('apply.submitting') : t('apply.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
