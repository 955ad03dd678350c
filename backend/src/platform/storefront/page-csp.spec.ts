import { createHash } from 'node:crypto';
import { withPageHashes, withPageNonce } from './page-csp';

const POLICY = "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:";
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('page CSP', () => {
  it('allows a shared page its own inline scripts and styles by hash, and nothing else', () => {
    const html =
      '<style nonce="x">body{color:red}</style><script type="module" src="/a.js"></script>' +
      '<script nonce="x">$_TSR.h()</script><script>$_TSR.e()</script>';
    expect(withPageHashes(POLICY, html)).toBe(
      `default-src 'self';script-src 'self' ${hash('$_TSR.h()')} ${hash('$_TSR.e()')};` +
        `style-src 'self' ${hash('body{color:red}')};img-src 'self' data:`,
    );
  });

  it('adds a nonce to scripts and styles for a page only one shopper gets', () => {
    expect(withPageNonce(POLICY, 'abc')).toBe(
      "default-src 'self';script-src 'self' 'nonce-abc';style-src 'self' 'nonce-abc';img-src 'self' data:",
    );
  });
});
