import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Product copy from the API, sanitised again in the browser before it becomes markup. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        ALLOWED_TAGS: ['p', 'strong', 'em', 'b', 'i', 'br', 'ul', 'ol', 'li', 'a', 'h3', 'h4'],
        ALLOWED_ATTR: ['href'],
      }),
    [html],
  );
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
