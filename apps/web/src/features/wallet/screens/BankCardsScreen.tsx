import { type BankCard, PAYOUT_TYPES, type PayoutType } from '@openlobby/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../../shared/api/errorText.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { showToast } from '../../../shared/ui/toastStore.ts';
import { WALLET_KEY, walletApi, walletKeys } from '../api/walletApi.ts';
import { BankLogo } from '../components/cards/BankLogo.tsx';
import { BindCardForm } from '../components/cards/BindCardForm.tsx';
import { walletScreen } from '../components/WalletPage.tsx';
import { useWalletT } from '../i18n/texts.ts';
import { nextPath } from '../model/nextPath.ts';

function payoutTypeOf(value: string | null): PayoutType | null {
  return PAYOUT_TYPES.find((type) => type === value) ?? null;
}

function BankCardsBody(): ReactElement {
  const { t } = useWalletT();
  const { t: shellT } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const next = nextPath(params);
  // ?type=ewallet: the withdraw screen's e-wallet tab sent the member to add one.
  const only = payoutTypeOf(params.get('type'));
  const cards = useQuery({ queryKey: walletKeys.cards, queryFn: walletApi.bankCards });
  const banks = useQuery({ queryKey: walletKeys.banks, queryFn: walletApi.withdrawBanks });
  const [removing, setRemoving] = useState<BankCard | null>(null);
  const [adding, setAdding] = useState(false);

  const remove = async (card: BankCard): Promise<void> => {
    setRemoving(null);
    try {
      await walletApi.deleteBankCard(card.cardId);
      showToast(t('cards.removed'), 'success', 1000);
    } catch (error) {
      showToast(errorText(error, language, shellT), 'error');
    }
    await client.invalidateQueries({ queryKey: WALLET_KEY });
  };

  if (!cards.data) return <LoadState query={cards} />;
  const { cards: list, maxPerType, payeeName } = cards.data;
  const countOf = (type: PayoutType) => list.filter((card) => card.payoutType === type).length;
  // The cap is per payout type: the form offers the types still under it.
  const open = PAYOUT_TYPES.filter((type) => (only === null || type === only) && countOf(type) < maxPerType);
  const full = open.length === 0;
  const logoOf = (code: string) => banks.data?.banks.find((bank) => bank.bankCode === code)?.logoUrl;
  return (
    <>
      <section className="wallet__section card" aria-labelledby="cards-title">
        <h2 id="cards-title">{t('cards.list')}</h2>
        <p className="wallet__muted">
          {PAYOUT_TYPES.map((type) => `${t(`payout.${type}`)} ${countOf(type)}/${maxPerType}`).join(' · ')}
        </p>
        {list.length === 0 ? (
          <p className="wallet__muted">{t('cards.empty')}</p>
        ) : (
          <ul className="list">
            {list.map((card) => (
              <li key={card.cardId} className="item card">
                <div className="item__head">
                  <span className="item__title">
                    <BankLogo code={card.bankCode} name={card.bankName} logoUrl={logoOf(card.bankCode)} />{' '}
                    {card.bankName}
                  </span>
                  <button
                    type="button"
                    className="icon-button icon-button--small"
                    aria-label={t('cards.remove', { card: `${card.bankName} ${card.maskedNumber}` })}
                    onClick={() => setRemoving(card)}
                  >
                    <Icon name="trash" size={20} />
                  </button>
                </div>
                <bdi dir="ltr" className="item__number">
                  {card.maskedNumber}
                </bdi>
                <span className="wallet__muted">{card.accountName}</span>
              </li>
            ))}
          </ul>
        )}
        {full ? (
          <p className="warning" role="status">
            {only === 'ewallet'
              ? t('payout.capEwallet', { cap: maxPerType })
              : t('cards.capReached', { cap: maxPerType })}
          </p>
        ) : adding || list.length === 0 || only !== null ? (
          <BindCardForm
            key={open.join()}
            payeeName={payeeName}
            types={open}
            onBound={() => {
              setAdding(false);
              void client.invalidateQueries({ queryKey: WALLET_KEY });
            }}
          />
        ) : (
          <button type="button" className="button button--ghost" onClick={() => setAdding(true)}>
            <Icon name="plus" size={20} />
            {open.length > 1
              ? t('payout.addAny')
              : open[0] === 'ewallet'
                ? t('payout.addEwallet')
                : t('cards.add')}
          </button>
        )}
        {next && list.length > 0 && (
          <Link className="button button--primary" to={next}>
            {t('common.done')}
          </Link>
        )}
      </section>
      <ConfirmDialog
        open={removing !== null}
        title={t('cards.removeTitle')}
        text={removing ? t('cards.removeText', { card: `\u2066${removing.maskedNumber}\u2069` }) : undefined}
        confirmLabel={t('cards.removeConfirm')}
        tone="danger"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void remove(removing);
        }}
      />
    </>
  );
}

/** Bank cards (/m/member/bankCards): masked list, delete with confirmation, bind up to the cap. */
export default walletScreen(BankCardsBody);
