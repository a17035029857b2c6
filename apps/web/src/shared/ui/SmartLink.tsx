import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';

interface SmartLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  onClick?: () => void;
}

/** In-lobby paths stay in the router; anything else opens outside without handing over the opener. */
export function SmartLink({ href, children, ...rest }: SmartLinkProps): ReactElement {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}
