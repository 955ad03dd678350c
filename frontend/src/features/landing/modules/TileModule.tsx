import type { TileModule as TileModuleShape } from '@shop/contracts';
import { ModuleAnchor } from '../../../ui/ModuleAnchor';
import { ModuleSection } from './ModuleSection';
import './tile-module.css';

/** Tile pictures are square, drawn at most 285 px wide like the listings' pictures. */
export const TILE_IMAGE_SIZE = 285;

/**
 * Picture tiles that each lead somewhere (categories, occasions). The tile's name is the link's
 * text, so its picture is decorative (empty alt): a screen reader hears the name once.
 */
export function TileModule({ module }: { module: TileModuleShape }) {
  return (
    <ModuleSection module={module} className="tile-module">
      <ul className="tile-module__list">
        {module.tiles.map((tile) => (
          <li key={tile.url}>
            <ModuleAnchor url={tile.url} className="tile-module__tile" testId="module-tile">
              <img
                className="tile-module__image"
                src={tile.image.src}
                alt=""
                width={TILE_IMAGE_SIZE}
                height={TILE_IMAGE_SIZE}
                loading="lazy"
                decoding="async"
              />
              <span className="tile-module__name">{tile.name}</span>
            </ModuleAnchor>
          </li>
        ))}
      </ul>
    </ModuleSection>
  );
}
