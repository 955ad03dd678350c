import type { ThreeColumnBoxesModule as ThreeColumnBoxesShape } from '@shop/contracts';
import { ModuleAnchor } from '../../../ui/ModuleAnchor';
import { ModuleSection } from './ModuleSection';
import './three-column-boxes-module.css';

/** Box pictures are 3:2, drawn at most 384 px wide (a third of the page). */
export const BOX_IMAGE = { width: 384, height: 256 } as const;

/** Three boxes side by side (stacked on phones): picture, heading, a few words and a link. */
export function ThreeColumnBoxesModule({ module }: { module: ThreeColumnBoxesShape }) {
  return (
    <ModuleSection module={module} className="three-column-boxes-module">
      <ul className="three-column-boxes-module__list">
        {module.boxes.map((box) => (
          <li key={box.title} className="three-column-boxes-module__box">
            <img
              className="three-column-boxes-module__image"
              src={box.image.src}
              alt={box.image.alt}
              width={BOX_IMAGE.width}
              height={BOX_IMAGE.height}
              loading="lazy"
              decoding="async"
            />
            <div className="three-column-boxes-module__copy">
              <h3 className="three-column-boxes-module__title">{box.title}</h3>
              <p className="three-column-boxes-module__text">{box.text}</p>
              <ModuleAnchor
                url={box.link.url}
                className="module-section__more"
                testId="module-box-link"
              >
                {box.link.label}
              </ModuleAnchor>
            </div>
          </li>
        ))}
      </ul>
    </ModuleSection>
  );
}
