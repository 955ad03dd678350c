import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import './support.css';

/** The console's slim staff frame: its own header (who is signed in, Sign out) and main area. */
export function SupportFrame({ aside, children }: { aside?: ReactNode; children: ReactNode }) {
  return (
    <div className="support" data-testid="support-frame">
      <header className="support-header" data-testid="support-header">
        <div className="support-header__inner">
          <Link to="/support" className="support-header__brand">
            Posy <span className="support-header__tag">support</span>
          </Link>
          {aside}
        </div>
      </header>
      <main id="main" className="support-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
