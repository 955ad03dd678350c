import { isAreaFilled, type PersonalisationArea } from '@shop/contracts';

/** A personalised card's photo and words on its front; unfilled areas show their placeholder. */
export function CardPreviewAreas({ areas }: { areas: readonly PersonalisationArea[] }) {
  return (
    <ul className="card-preview__areas" data-testid="card-preview-areas">
      {areas.map((area, index) => {
        const filled = isAreaFilled(area);
        return (
          <li
            // The areas are a fixed list: their position is their identity.
            key={index}
            className={`card-preview__area card-preview__area--${area.type}`}
            data-testid={`card-preview-area-${index + 1}`}
          >
            {!filled ? (
              <span className="card-preview__placeholder">{area.placeholder}</span>
            ) : area.type === 'image' ? (
              <img className="card-preview__photo" src={area.value} alt="Your photo" />
            ) : (
              area.value.trim()
            )}
          </li>
        );
      })}
    </ul>
  );
}
