import type { ReactElement } from 'react';

export type CategoryArtKind =
  'flowers' | 'plants' | 'hampers' | 'cards' | 'letterbox' | 'gift-cards';

const ART: Record<CategoryArtKind, ReactElement> = {
  flowers: (
    <>
      <path d="M60 104V62M60 86 44 70M60 80l16-14" stroke="#1f4d3a" strokeWidth="3" fill="none" />
      <circle cx="60" cy="46" r="16" fill="#c8553d" />
      <circle cx="40" cy="60" r="12" fill="#e8a598" />
      <circle cx="80" cy="58" r="12" fill="#e8a598" />
      <circle cx="60" cy="46" r="6" fill="#f6e7b5" />
    </>
  ),
  plants: (
    <>
      <path d="M40 80h40l-6 28H46Z" fill="#c8553d" />
      <path d="M60 80V40" stroke="#1f4d3a" strokeWidth="3" />
      <path
        d="M60 62c-18 0-26-14-26-22 14 0 26 8 26 22ZM60 52c16 0 24-12 24-20-12 0-24 6-24 20Z"
        fill="#3f7a5c"
      />
    </>
  ),
  hampers: (
    <>
      <path d="M30 64h60l-8 40H38Z" fill="#b7864f" />
      <path d="M40 64c0-26 40-26 40 0" stroke="#8a5f33" strokeWidth="4" fill="none" />
      <path d="M34 78h52M36 90h48" stroke="#8a5f33" strokeWidth="2" />
      <rect x="48" y="44" width="8" height="22" rx="2" fill="#1f4d3a" />
      <circle cx="70" cy="58" r="8" fill="#c8553d" />
    </>
  ),
  cards: (
    <>
      <rect
        x="34"
        y="30"
        width="52"
        height="72"
        rx="4"
        fill="#fbf7f2"
        stroke="#1f4d3a"
        strokeWidth="3"
      />
      <path d="M60 78s-14-8-14-18a7 7 0 0 1 14-3 7 7 0 0 1 14 3c0 10-14 18-14 18Z" fill="#c8553d" />
    </>
  ),
  letterbox: (
    <>
      <rect x="24" y="50" width="72" height="40" rx="4" fill="#1f4d3a" />
      <rect x="34" y="62" width="52" height="8" rx="4" fill="#fbf7f2" />
      <circle cx="48" cy="40" r="10" fill="#e8a598" />
      <circle cx="66" cy="36" r="11" fill="#c8553d" />
      <path d="M50 50v12M64 48v14" stroke="#3f7a5c" strokeWidth="3" />
    </>
  ),
  'gift-cards': (
    <>
      <rect x="24" y="38" width="72" height="48" rx="6" fill="#1f4d3a" />
      <rect x="24" y="52" width="72" height="8" fill="#e8a598" />
      <text
        x="60"
        y="80"
        textAnchor="middle"
        fontSize="14"
        fontFamily="Georgia, serif"
        fill="#fbf7f2"
      >
        £
      </text>
    </>
  ),
};

/** A drawn motif per category tile; decorative, the tile's words carry the meaning. */
export function CategoryArt({ kind }: { kind: CategoryArtKind }) {
  return (
    <svg className="category-tile__art" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <circle cx="60" cy="66" r="50" fill="#fbf7f2" opacity="0.7" />
      {ART[kind]}
    </svg>
  );
}
