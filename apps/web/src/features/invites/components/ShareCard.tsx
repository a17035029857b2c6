import type { ReactElement } from 'react';
import { QrCode } from '../../../shared/ui/QrCode.tsx';
import { CopyButton } from '../../../shared/ui/CopyButton.tsx';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { showToast } from '../../../shared/ui/toastStore.ts';
import { useInvitesT } from '../i18n/texts.ts';

/** The full invitation link: the lobby's own origin and the register path the server gave. */
export function invitationLink(registerPath: string): string {
  return new URL(registerPath, window.location.origin).href;
}

/**
 * The invitation code and link with its QR code. Share opens the phone's share sheet where the
 * browser has one (Web Share API); elsewhere the link goes on the clipboard with a "Copied" toast.
 */
export function ShareCard({ code, registerPath }: { code: string; registerPath: string }): ReactElement {
  const { t } = useInvitesT();
  const link = invitationLink(registerPath);
  const canShare = typeof navigator.share === 'function';
  const copyLink = () => {
    void navigator.clipboard?.writeText(link).then(() => showToast(t('share.copied'), 'success', 1000));
  };
  const share = () => {
    navigator
      .share({ title: t('share.shareTitle'), text: t('share.shareText', { code }), url: link })
      // Dismissed by the member, or refused by the browser: nothing to tell.
      .catch(() => undefined);
  };
  return (
    <section className="invites__share card" aria-labelledby="invites-share">
      <h2 id="invites-share" className="invites__heading">
        {t('share.heading')}
      </h2>
      <p className="invites__muted">{t('share.intro')}</p>
      <QrCode text={link} label={t('share.qr')} size={184} />
      <dl className="invites__fields">
        <div className="invites__field">
          <dt>{t('share.code')}</dt>
          <dd>
            <bdi className="invites__code">{code}</bdi>
            <CopyButton value={code} label={t('share.copyCode')} copiedText={t('share.copied')} />
          </dd>
        </div>
        <div className="invites__field">
          <dt>{t('share.link')}</dt>
          <dd>
            <bdi className="invites__link" dir="ltr">
              {link}
            </bdi>
          </dd>
        </div>
      </dl>
      <button type="button" className="button button--primary" onClick={canShare ? share : copyLink}>
        <Icon name={canShare ? 'arrowOut' : 'copy'} size={18} />
        {canShare ? t('share.share') : t('share.copyLink')}
      </button>
    </section>
  );
}
