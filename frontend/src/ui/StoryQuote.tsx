import type { CustomerStory } from '@shop/contracts';

/** Story portraits are square, drawn at 96 px unless a place says otherwise. */
const STORY_IMAGE_SIZE = 96;

/**
 * A customer's story as a quote with their picture, name and town; `block` names the CSS block
 * it is drawn in (`customer-stories-module`, `story-carousel`).
 */
export function StoryQuote({
  story,
  block,
  imageSize = STORY_IMAGE_SIZE,
}: {
  story: CustomerStory;
  block: string;
  imageSize?: number;
}) {
  return (
    <figure className={`${block}__story`}>
      <blockquote className={`${block}__quote`}>
        <p>{story.story}</p>
      </blockquote>
      <figcaption className={`${block}__caption`}>
        <img
          className={`${block}__image`}
          src={story.image.src}
          alt={story.image.alt}
          width={imageSize}
          height={imageSize}
          loading="lazy"
          decoding="async"
        />
        <span>
          <span className={`${block}__name`}>{story.name}</span>
          <span className="visually-hidden">, </span>
          <span className={`${block}__place`}>{story.place}</span>
        </span>
      </figcaption>
    </figure>
  );
}
