import type { DownloadLinkItem } from '@openlobby/contract/client';
import { type MouseEvent, type ReactElement, useState } from 'react';
import { takeInstallPrompt } from '../../../shared/platform/installPrompt.ts';
import { Icon, type IconName } from '../../../shared/ui/Icon.tsx';
import '../../../shared/ui/choice-list.css';
import { useAppDownloadT } from '../i18n/texts.ts';
import {
  type DownloadOptionKind,
  downloadOptions,
  homeScreenGuide,
  isIosOutsideSafari,
} from '../model/options.ts';

const ICONS: Record<DownloadOptionKind, IconName> = {
  android: 'download',
  ios: 'download',
  profile: 'shield',
  homeScreen: 'plus',
};

const GUIDE_STEPS = {
  iosSafari: ['guide.iosSafari1', 'guide.iosSafari2', 'guide.iosSafari3'],
  other: ['guide.other1', 'guide.other2', 'guide.other3'],
} as const;

type HomeScreenState = 'idle' | 'guide' | 'installed';

/**
 * Android, iOS, profile and add-to-home-screen (spec 2.14). On iOS outside Safari a download shows
 * the use-Safari alert instead (spec 4, 8). Add-to-home-screen uses the browser's install prompt
 * when it offered one, otherwise shows this browser's steps.
 */
export function DownloadOptions({
  links,
  userAgent = navigator.userAgent,
}: {
  links: readonly DownloadLinkItem[];
  userAgent?: string;
}): ReactElement {
  const { t } = useAppDownloadT();
  const [safariAlert, setSafariAlert] = useState(false);
  const [homeScreen, setHomeScreen] = useState<HomeScreenState>('idle');

  const onDownload = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (!isIosOutsideSafari(userAgent)) return;
    event.preventDefault();
    setSafariAlert(true);
  };

  const addToHomeScreen = (): void => {
    const prompt = takeInstallPrompt();
    if (!prompt) {
      setHomeScreen('guide');
      return;
    }
    void prompt
      .prompt()
      .then(() => prompt.userChoice)
      .then(({ outcome }) => setHomeScreen(outcome === 'accepted' ? 'installed' : 'guide'))
      .catch(() => setHomeScreen('guide'));
  };

  const guide = GUIDE_STEPS[homeScreenGuide(userAgent)];
  return (
    <section className="download-options" aria-label={t('options.heading')}>
      <ul className="choice-list">
        {downloadOptions(links).map((option) => {
          // Named by all it shows, its hint too: a speech user says what they see (WCAG 2.5.3).
          const content = (
            <>
              <span className="choice__icon" aria-hidden="true">
                <Icon name={ICONS[option.kind]} size={22} />
              </span>
              <span className="choice__text">
                <span className="choice__name">{t(`options.${option.kind}`)}</span>{' '}
                <span className="choice__hint">{t(`options.${option.kind}Hint`)}</span>
              </span>
            </>
          );
          return (
            <li key={option.kind}>
              {option.url ? (
                <a className="choice" href={option.url} onClick={onDownload}>
                  {content}
                </a>
              ) : (
                <button
                  type="button"
                  className="choice"
                  aria-expanded={homeScreen === 'guide'}
                  onClick={addToHomeScreen}
                >
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {safariAlert && (
        <p role="alert" className="download-options__alert">
          {t('options.useSafari')}
        </p>
      )}
      {homeScreen === 'installed' && (
        <p role="status" className="download-options__done">
          {t('options.installed')}
        </p>
      )}
      {homeScreen === 'guide' && (
        <div className="download-guide">
          <h3 className="download-guide__title">{t('guide.title')}</h3>
          <ol className="download-guide__steps">
            {guide.map((step) => (
              <li key={step}>{t(step)}</li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
