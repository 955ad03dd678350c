import { useState } from 'react';

export type CopyStatus = 'idle' | 'copied' | 'refused';

/**
 * Copies text with the Clipboard API. Where the browser has none or refuses, `select` is called
 * so the text is selected for the shopper to copy themselves, and the status says `refused`.
 */
export function useCopyText() {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const copy = (text: string, select: () => void) => {
    const refused = () => {
      setStatus('refused');
      select();
    };
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) return refused();
    clipboard.writeText(text).then(() => setStatus('copied'), refused);
  };
  return { status, copy };
}
