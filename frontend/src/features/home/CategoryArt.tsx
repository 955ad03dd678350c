import './home-art.css';

export type CategoryArtKind =
  'flowers' | 'plants' | 'hampers' | 'cards' | 'letterbox' | 'gift-cards';

/** A drawn motif per category tile (home-art.css); decorative, the tile's words carry the meaning. */
export function CategoryArt({ kind }: { kind: CategoryArtKind }) {
  return <span className={`category-tile__art home-art home-art--${kind}`} aria-hidden="true" />;
}
