import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { showToast, TOAST_DURATION } from '../../../shared/ui/toastStore.ts';
import { accountsApi } from '../api/accountsApi.ts';
import { errorText } from '../../../shared/api/errorText.ts';

/**
 * Head icon choice of the member centre (GET/POST /wps/member/info/icon): a radio group of the
 * server's icons, saved as soon as one is picked (arrow keys move between them, as in any radio group).
 */
export function HeadIconPicker({ onSaved }: { onSaved: () => void }): ReactElement | null {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  // The tapped icon shows as chosen at once; a failed save puts the previous one back.
  const [picked, setPicked] = useState<string | null>(null);
  const icons = useQuery({ queryKey: ['headIcon'], queryFn: accountsApi.headIcon, staleTime: 60_000 });
  if (!icons.data) return null;
  const chosen = picked ?? icons.data.current;
  const choose = (iconId: string, url: string): void => {
    setPicked(url);
    setSaving(true);
    accountsApi.setHeadIcon(iconId).then(
      (value) => {
        setSaving(false);
        queryClient.setQueryData(['headIcon'], value);
        showToast(t('memberCentre.saved'), 'success', TOAST_DURATION.loginArea);
        onSaved();
      },
      (failure: unknown) => {
        setSaving(false);
        setPicked(null);
        showToast(errorText(failure, language, t), 'error', TOAST_DURATION.loginArea);
      },
    );
  };
  return (
    <fieldset className="head-icons" disabled={saving}>
      <legend className="head-icons__legend">{t('memberCentre.headIcon')}</legend>
      <div className="head-icons__list">
        {icons.data.icons.map((icon, index) => (
          <label key={icon.id} className="head-icons__option">
            <input
              type="radio"
              name="headIcon"
              className="head-icons__input"
              value={icon.id}
              checked={chosen === icon.url}
              aria-label={t('memberCentre.headIconOption', { number: index + 1 })}
              onChange={() => choose(icon.id, icon.url)}
            />
            <img src={icon.url} alt="" width={48} height={48} loading="lazy" />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
