import type { BannerModule as BannerModuleShape, BannerModuleType } from '@shop/contracts';
import { ModuleAnchor } from '../../../ui/ModuleAnchor';
import { ModuleSection } from './ModuleSection';
import './banner-module.css';

/** Banner pictures are 3:2, drawn at most 600 px wide. */
export const BANNER_IMAGE = { width: 600, height: 400 } as const;

/** The hero of the cards page leads it: bigger type, its picture fetched at once. */
const HERO_TYPES: ReadonlySet<BannerModuleType> = new Set(['GreetingsCardHero']);

/** A picture, a few words and a call to action (gift cards, seeds, cards…). */
export function BannerModule({ module }: { module: BannerModuleShape }) {
  const hero = HERO_TYPES.has(module.type);
  return (
    <ModuleSection module={module} className={`banner-module${hero ? ' banner-module--hero' : ''}`}>
      <div className="banner-module__copy">
        <p className="banner-module__text">{module.text}</p>
        <ModuleAnchor
          url={module.link.url}
          className="button button--primary banner-module__action"
          testId={`module-${module.id}-link`}
        >
          {module.link.label}
        </ModuleAnchor>
      </div>
      <img
        className="banner-module__image"
        src={module.image.src}
        alt={module.image.alt}
        width={BANNER_IMAGE.width}
        height={BANNER_IMAGE.height}
        loading={hero ? 'eager' : 'lazy'}
        decoding="async"
      />
    </ModuleSection>
  );
}
