import type { CustomerStoriesModule as CustomerStoriesShape } from '@shop/contracts';
import { ModuleSection } from './ModuleSection';
import './customer-stories-module.css';

/** Story portraits are square, drawn at 96 px. */
export const STORY_IMAGE_SIZE = 96;

/** Customers' own stories, each a quote with their picture, name and town. */
export function CustomerStoriesModule({ module }: { module: CustomerStoriesShape }) {
  return (
    <ModuleSection module={module} className="customer-stories-module">
      <ul className="customer-stories-module__list">
        {module.stories.map((story, index) => (
          <li key={index}>
            <figure className="customer-stories-module__story">
              <blockquote className="customer-stories-module__quote">
                <p>{story.story}</p>
              </blockquote>
              <figcaption className="customer-stories-module__caption">
                <img
                  className="customer-stories-module__image"
                  src={story.image.src}
                  alt={story.image.alt}
                  width={STORY_IMAGE_SIZE}
                  height={STORY_IMAGE_SIZE}
                  loading="lazy"
                  decoding="async"
                />
                <span>
                  <span className="customer-stories-module__name">{story.name}</span>
                  <span className="visually-hidden">, </span>
                  <span className="customer-stories-module__place">{story.place}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </ModuleSection>
  );
}
