import { Link } from '@tanstack/react-router';
import './wordmark.css';

/** The Posy logo: a drawn posy and the name in the heading serif; no image to load. */
export function Wordmark({ testId }: { testId: string }) {
  return (
    <Link to="/" className="wordmark" data-testid={testId}>
      <svg className="wordmark__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <g fill="currentColor" opacity="0.35">
          <circle cx="16" cy="9.5" r="5" />
          <circle cx="9.6" cy="14.2" r="5" />
          <circle cx="22.4" cy="14.2" r="5" />
          <circle cx="12" cy="21.4" r="5" />
          <circle cx="20" cy="21.4" r="5" />
        </g>
        <circle cx="16" cy="16" r="3.6" fill="currentColor" />
      </svg>
      <span className="wordmark__name">Posy</span>
    </Link>
  );
}
