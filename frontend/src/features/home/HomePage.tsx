import { CategoryTiles } from './CategoryTiles';
import { HomeHero } from './HomeHero';
import { UspRow } from './UspRow';
import './home.css';

/** The home page's own marketing until landing content 1 (spec 001 §2.1) is served. */
export function HomePage() {
  return (
    <div className="home" data-testid="home">
      <HomeHero />
      <CategoryTiles />
      <UspRow />
    </div>
  );
}
