import { useMemo } from 'react';
import { sanitiseHtml } from './html-sanitiser';

/** Product copy from the API, sanitised again (in the browser, or by the server renderer). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitiseHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
