import type { ReactElement } from 'react';
import AppDownloadScreen from '../../features/appDownload/components/AppDownloadScreen.tsx';
import { BackButton } from '../shell/BackButton.tsx';

/** /m/app has no shell header (spec 2.2), so the screen carries the shell's back button itself. */
export default function AppDownloadRoute(): ReactElement {
  return <AppDownloadScreen backButton={<BackButton />} />;
}
