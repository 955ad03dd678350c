import type { InstagramModule as InstagramModuleShape } from '@shop/contracts';
import { ModuleSection } from './ModuleSection';
import './instagram-module.css';

/** Instagram pictures are square, drawn at most 300 px wide. */
export const INSTAGRAM_IMAGE_SIZE = 300;

/** The shop's Instagram handle, opening its page in a new tab, and a grid of recent pictures. */
export function InstagramModule({ module }: { module: InstagramModuleShape }) {
  const handle = module.handle.startsWith('@') ? module.handle : `@${module.handle}`;
  return (
    <ModuleSection module={module} className="instagram-module">
      <p className="instagram-module__follow">
        Follow us on Instagram{' '}
        <a
          href={module.url}
          target="_blank"
          rel="noopener noreferrer"
          className="instagram-module__handle"
          data-testid={`module-${module.id}-link`}
        >
          {handle} <span className="visually-hidden">(opens in a new tab)</span>
        </a>
      </p>
      {module.images.length > 0 && (
        <ul className="instagram-module__grid">
          {module.images.map((image) => (
            <li key={image.src}>
              <img
                className="instagram-module__image"
                src={image.src}
                alt={image.alt}
                width={INSTAGRAM_IMAGE_SIZE}
                height={INSTAGRAM_IMAGE_SIZE}
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
      )}
    </ModuleSection>
  );
}
