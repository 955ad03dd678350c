import './home-art.css';

/** The hero's drawn bouquet (home-art.css): vector, no request, never shifts the layout. */
export function BouquetArt({ className }: { className?: string }) {
  return <span className={`${className ?? ''} home-art home-art--bouquet`} aria-hidden="true" />;
}
