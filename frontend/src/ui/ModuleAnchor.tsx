import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A path on this site (`/category/flowers`), not another site (`https://…`, `//…`). */
export function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/**
 * A link written by the shop in a module: the router's link for a path on this site (no page
 * reload), a plain anchor for anywhere else.
 */
export function ModuleAnchor({
  url,
  className,
  testId,
  children,
}: {
  url: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  if (isSitePath(url)) {
    return (
      <Link to={url} className={className} data-testid={testId}>
        {children}
      </Link>
    );
  }
  return (
    <a href={url} className={className} data-testid={testId}>
      {children}
    </a>
  );
}
