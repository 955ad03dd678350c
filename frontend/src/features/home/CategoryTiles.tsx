import { Link } from '@tanstack/react-router';
import { CategoryArt, type CategoryArtKind } from './CategoryArt';

interface CategoryTile {
  key: CategoryArtKind;
  label: string;
  to: string;
  blurb: string;
}

const TILES: readonly CategoryTile[] = [
  {
    key: 'flowers',
    label: 'Flowers',
    to: '/category/flowers',
    blurb: 'Hand-tied bouquets for every occasion',
  },
  {
    key: 'plants',
    label: 'Plants',
    to: '/category/house-plants',
    blurb: 'House plants, with a pot if you like',
  },
  {
    key: 'hampers',
    label: 'Hampers',
    to: '/hamper-delivery',
    blurb: 'Treats, wine and gourmet gifts',
  },
  {
    key: 'cards',
    label: 'Greetings Cards',
    to: '/greetings-cards',
    blurb: 'Cards you can personalise',
  },
  {
    key: 'letterbox',
    label: 'Letterbox Flowers',
    to: '/category/letterbox-flowers',
    blurb: 'Fits through the door, no one needs to be in',
  },
  { key: 'gift-cards', label: 'Gift Cards', to: '/gift-card', blurb: 'Let them choose, from £5' },
];

export function CategoryTiles() {
  return (
    <section className="home-section" aria-labelledby="home-categories-title">
      <h2 id="home-categories-title" className="home-section__title">
        Shop by gift
      </h2>
      <ul className="category-tiles" data-testid="home-categories">
        {TILES.map((tile) => (
          <li key={tile.key}>
            <Link
              to={tile.to}
              className={`category-tile category-tile--${tile.key}`}
              data-testid={`home-category-${tile.key}`}
            >
              <CategoryArt kind={tile.key} />
              <span className="category-tile__label">{tile.label}</span>
              <span className="category-tile__blurb">{tile.blurb}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
