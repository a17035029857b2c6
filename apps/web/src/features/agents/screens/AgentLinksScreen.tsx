import {
  AFFILIATE_LINK_KINDS,
  AFFILIATE_LINK_NOTE_MAX,
  type AffiliateLink,
  type AffiliateLinkKind,
  type AffiliateLinksValue,
} from '@openlobby/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/errorText.ts';
import { formatDate } from '../../../shared/format/dateTime.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx';
import { CopyButton } from '../../../shared/ui/CopyButton.tsx';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { QrCode } from '../../../shared/ui/QrCode.tsx';
import { showToast } from '../../../shared/ui/toastStore.ts';
import { createAffiliateLink, deleteAffiliateLink, refreshLinks, useAffiliateLinks } from '../api/links.ts';
import { AgentGate } from '../components/AgentGate.tsx';
import '../components/AgentLinks.css';
import { bpsOf, isolated, percentOf } from '../../../shared/format/percent.ts';
import { useAgentsT } from '../i18n/texts.ts';

/** The full link: the lobby's own origin and the register path the server gave. */
export function linkOf(path: string): string {
  return new URL(path, window.location.origin).href;
}

/** A rate for people, isolated left to right so "0.8%" keeps its order inside Urdu text. */
const rateText = (bps: number) => isolated(percentOf(bps));

/** Copy (and, where the phone has a share sheet, Share) for one link. */
function ShareButtons({ code, url }: { code: string; url: string }): ReactElement {
  const { t } = useAgentsT();
  const link = linkOf(url);
  const canShare = typeof navigator.share === 'function';
  return (
    <div className="agent-link__actions">
      <CopyButton value={link} label={t('links.copyLink')} copiedText={t('links.copied')} />
      {canShare && (
        <button
          type="button"
          className="icon-button icon-button--small"
          aria-label={t('links.share')}
          onClick={() => {
            navigator
              .share({ title: t('links.shareTitle'), text: t('links.shareText', { code }), url: link })
              .catch(() => undefined);
          }}
        >
          <Icon name="arrowOut" size={18} />
        </button>
      )}
    </div>
  );
}

function MyLink({ data }: { data: AffiliateLinksValue }): ReactElement {
  const { t } = useAgentsT();
  const link = linkOf(data.myUrl);
  return (
    <section className="agents__section card" aria-labelledby="agent-my-link">
      <h2 id="agent-my-link" className="agents__heading">
        {t('links.myLink')}
      </h2>
      <p className="agents__hint">{t('links.myLinkIntro')}</p>
      <div className="agent-link__qr">
        <QrCode text={link} label={t('links.qr', { code: data.myCode })} size={168} />
      </div>
      <dl className="agent-link__fields">
        <div>
          <dt>{t('links.code')}</dt>
          <dd>
            <bdi className="agent-link__code">{data.myCode}</bdi>
            <CopyButton value={data.myCode} label={t('links.copyCode')} copiedText={t('links.copied')} />
          </dd>
        </div>
        <div>
          <dt>{t('links.link')}</dt>
          <dd>
            <bdi className="agent-link__url" dir="ltr">
              {link}
            </bdi>
            <ShareButtons code={data.myCode} url={data.myUrl} />
          </dd>
        </div>
      </dl>
    </section>
  );
}

function CreateForm({ data }: { data: AffiliateLinksValue }): ReactElement {
  const { t } = useAgentsT();
  const { t: shellT } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const [kind, setKind] = useState<AffiliateLinkKind>('MEMBER');
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mine = new Map(data.myRates.map((r) => [r.product, r.rateBps]));
  const above = (product: string): boolean => {
    const bps = bpsOf(texts[product] ?? '');
    return bps !== null && bps > (mine.get(product as never) ?? 0);
  };
  const create = useMutation({
    mutationFn: () =>
      createAffiliateLink({
        kind,
        note,
        rates: data.myRates.flatMap((r) => {
          const bps = bpsOf(texts[r.product] ?? '');
          return bps === null ? [] : [{ product: r.product, rateBps: bps }];
        }),
      }),
    onSuccess: () => {
      setError(null);
      setTexts({});
      setNote('');
      showToast(t('links.created'), 'success');
    },
    onError: (failure) => setError(errorText(failure, language, shellT)),
    onSettled: () => refreshLinks(client),
  });
  const blocked = data.myRates.some((r) => above(r.product));
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    if (!blocked && !create.isPending) create.mutate();
  };
  return (
    <form className="agents__section card" aria-labelledby="agent-link-create" noValidate onSubmit={onSubmit}>
      <h2 id="agent-link-create" className="agents__heading">
        {t('links.create')}
      </h2>
      <p className="agents__hint">{t('links.createIntro')}</p>
      <fieldset className="agent-link__kinds">
        <legend>{t('links.kind')}</legend>
        {AFFILIATE_LINK_KINDS.map((code) => (
          <label key={code} className="agent-link__kind">
            <input
              type="radio"
              name="kind"
              value={code}
              checked={kind === code}
              onChange={() => setKind(code)}
            />
            {t(`links.${code}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="agent-link__rates">
        <legend>{t('links.rates')}</legend>
        {data.myRates.map((r) => {
          const product = t(`rates.products.${r.product}`);
          const id = `agent-link-rate-${r.product}`;
          const over = above(r.product);
          return (
            <div key={r.product} className="agent-link__rate">
              <label htmlFor={id}>{product}</label>
              <input
                id={id}
                inputMode="decimal"
                aria-label={t('links.rateOf', { product })}
                aria-invalid={over}
                aria-describedby={`${id}-hint`}
                placeholder="0"
                value={texts[r.product] ?? ''}
                onChange={(event) => setTexts((prev) => ({ ...prev, [r.product]: event.target.value }))}
              />
              <span id={`${id}-hint`} className={over ? 'agent-link__over' : 'agents__hint'}>
                {over
                  ? t('links.aboveMine', { rate: rateText(r.rateBps) })
                  : t('links.myRate', { rate: rateText(r.rateBps) })}
              </span>
            </div>
          );
        })}
      </fieldset>
      <label className="agent-link__note">
        <span>
          {t('links.note')} <small className="agents__hint">{t('links.noteHint')}</small>
        </span>
        <input
          maxLength={AFFILIATE_LINK_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </label>
      {error !== null && (
        <p className="agent-link__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={blocked || create.isPending}>
        <Icon name="plus" size={18} />
        {create.isPending ? t('links.creating') : t('links.submit')}
      </button>
    </form>
  );
}

function LinkCard({ link }: { link: AffiliateLink }): ReactElement {
  const { t } = useAgentsT();
  const { t: shellT } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const [qr, setQr] = useState(false);
  const [asking, setAsking] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteAffiliateLink(link.id),
    onSuccess: () => showToast(t('links.deleted'), 'success'),
    onError: (failure) => showToast(errorText(failure, language, shellT), 'error'),
    onSettled: () => refreshLinks(client),
  });
  const rates =
    link.rates.length === 0
      ? t('links.noRates')
      : link.rates.map((r) => `${t(`rates.products.${r.product}`)} ${rateText(r.rateBps)}`).join(' · ');
  return (
    <li className="agent-link card" aria-label={link.code}>
      <div className="agent-link__head">
        <bdi className="agent-link__code">{link.code}</bdi>
        <span className="agent-downline__badge">{t(`links.${link.kind}`)}</span>
        <span className="agent-link__count">{t('links.registrations', { count: link.registrations })}</span>
      </div>
      {link.note !== '' && <p className="agent-link__notetext">{link.note}</p>}
      <p className="agents__hint">{rates}</p>
      <bdi className="agent-link__url" dir="ltr">
        {linkOf(link.url)}
      </bdi>
      <p className="agents__hint">{t('links.createdAt', { time: formatDate(link.createdAt, language) })}</p>
      <div className="agent-link__row">
        <ShareButtons code={link.code} url={link.url} />
        <button
          type="button"
          className="button button--ghost button--small"
          aria-expanded={qr}
          onClick={() => setQr(!qr)}
        >
          {qr ? t('links.hideQr') : t('links.showQr')}
        </button>
        <button
          type="button"
          className="button button--ghost button--small agent-link__delete"
          aria-label={t('links.deleteLink', { code: link.code })}
          disabled={remove.isPending}
          onClick={() => setAsking(true)}
        >
          <Icon name="trash" size={16} />
          {t('links.delete')}
        </button>
      </div>
      {qr && (
        <div className="agent-link__qr">
          <QrCode text={linkOf(link.url)} label={t('links.qr', { code: link.code })} size={168} />
        </div>
      )}
      <ConfirmDialog
        open={asking}
        title={t('links.deleteTitle')}
        text={t('links.deleteText')}
        confirmLabel={t('links.delete')}
        tone="danger"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          remove.mutate();
        }}
      />
    </li>
  );
}

/**
 * Affiliate links (/m/member/agent/links): my own invitation link with QR, copy and share; a new
 * link (member or agent, starting cashback rates capped at mine, a note); my links with their
 * registrations, copy, share, QR and delete after a confirmation.
 */
export default function AgentLinksScreen(): ReactElement {
  const { t } = useAgentsT();
  const links = useAffiliateLinks();
  return (
    <AgentGate>
      <LoadState query={links}>
        {(data) => (
          <>
            <MyLink data={data} />
            <CreateForm data={data} />
            <section className="agents__section" aria-labelledby="agent-links-list">
              <h2 id="agent-links-list" className="agents__heading">
                {t('links.list')}
              </h2>
              <p className="agents__hint">
                {t('links.count', { count: data.content.length, max: data.max })}
              </p>
              {data.content.length === 0 ? (
                <p className="agents__hint card agent-link__empty">{t('links.empty')}</p>
              ) : (
                <ul className="agent-link__list">
                  {data.content.map((link) => (
                    <LinkCard key={link.id} link={link} />
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </LoadState>
    </AgentGate>
  );
}
