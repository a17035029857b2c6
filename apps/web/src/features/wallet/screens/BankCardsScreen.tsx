import type { BankCard } from '@openlobby/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { callErrorText } from '../../../shared/api/call.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { Dialog } from '../../../shared/ui/Dialog.tsx';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { showToast } from '../../../shared/ui/toastStore.ts';
import { WALLET_KEY, walletApi, walletKeys } from '../api/walletApi.ts';
import { BindCardForm } from '../components/cards/BindCardForm.tsx';
import { LoadState } from '../components/LoadState.tsx';
import { walletScreen } from '../components/WalletPage.tsx';
import { useWalletT } from '../i18n/texts.ts';
import { nextPath } from '../model/nextPath.ts';

function BankCardsBody(): ReactElement {
  const { t } = useWalletT();
  const { t: shellT } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const next = nextPath(params);
  const cards = useQuery({ queryKey: walletKeys.cards, queryFn: walletApi.bankCards });
  const [removing, setRemoving] = useState<BankCard | null>(null);
  const [adding, setAdding] = useState(false);

  const remove = async (card: BankCard): Promise<void> => {
    setRemoving(null);
    try {
      await walletApi.deleteBankCard(card.cardId);
      showToast(t('cards.removed'), 'success', 1000);
    } catch (error) {
      showToast(callErrorText(error, language, shellT), 'error');
    }
    await client.invalidateQueries({ queryKey: WALLET_KEY });
  };

  if (!cards.data)
    return (
      <>
        <LoadState error={cards.error} retry={() => void cards.refetch()} />
      </>
    );
  const { cards: list, maxPerType, payeeName } = cards.data;
  const full = list.length >= maxPerType;
  return (
    <>
      <section className="wallet__section card" aria-labelledby="cards-title">
        <div className="item__head">
          <h2 id="cards-title">{t('cards.list')}</h2>
          <span className="wallet__muted">{t('cards.count', { count: list.length, cap: maxPerType })}</span>
        </div>
        {list.length === 0 ? (
          <p className="wallet__muted">{t('cards.empty')}</p>
        ) : (
          <ul className="list">
            {list.map((card) => (
              <li key={card.cardId} className="item card">
                <div className="item__head">
                  <span className="item__title">
                    <Icon name="card" size={20} /> {card.bankName}
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
            {t('cards.capReached', { cap: maxPerType })}
          </p>
        ) : adding || list.length === 0 ? (
          <BindCardForm
            payeeName={payeeName}
            onBound={() => {
              setAdding(false);
              void client.invalidateQueries({ queryKey: WALLET_KEY });
            }}
          />
        ) : (
          <button type="button" className="button button--ghost" onClick={() => setAdding(true)}>
            <Icon name="plus" size={20} />
            {t('cards.add')}
          </button>
        )}
        {next && list.length > 0 && (
          <Link className="button button--primary" to={next}>
            {t('common.done')}
          </Link>
        )}
      </section>
      <Dialog open={removing !== null} title={t('cards.removeTitle')} onClose={() => setRemoving(null)}>
        {removing && (
          <>
            <p>{t('cards.removeText', { card: `\u2066${removing.maskedNumber}\u2069` })}</p>
            <div className="dialog__actions">
              <button type="button" className="button button--ghost" onClick={() => setRemoving(null)}>
                {t('common.cancel')}
              </button>
              <button type="button" className="button button--primary" onClick={() => void remove(removing)}>
                {t('cards.removeConfirm')}
              </button>
            </div>
          </>
        )}
      </Dialog>
    </>
  );
}

/** Bank cards (/m/member/bankCards): masked list, delete with confirmation, bind up to the cap. */
export default walletScreen(BankCardsBody);
