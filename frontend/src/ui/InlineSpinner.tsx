import './inline-spinner.css';

/** A small turning ring inside a button or beside a line; decorative (the words say what happens). */
export function InlineSpinner() {
  return <span className="inline-spinner" aria-hidden="true" data-testid="inline-spinner" />;
}
