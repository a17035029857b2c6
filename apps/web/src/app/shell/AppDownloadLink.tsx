import type { MouseEvent, ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import { APP_DOWNLOAD_PATH } from '../routing/routeMeta.ts';
import { useShellStore } from './shellStore.ts';

/**
 * Opens the download popup (spec 2.4, 2.14) from the bar, the header and the side menu. It is a
 * link to /m/app underneath, so a new tab or a click before the script runs still lands on the
 * download page.
 */
export function AppDownloadLink({
  className,
  label,
  children,
}: {
  className: string;
  label?: string;
  children: ReactNode;
}): ReactElement {
  const open = useShellStore((state) => state.open);
  const onClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    open('appDownload');
  };
  return (
    <Link
      className={className}
      to={APP_DOWNLOAD_PATH}
      aria-label={label}
      aria-haspopup="dialog"
      onClick={onClick}
    >
      {children}
    </Link>
  );
}
