import type { ContentFigure } from '@shop/contracts';

/** Statistics as large figures, each with what it counts: '£1.5m' 'donated to charity'. */
export function ContentFigures({ figures }: { figures: ContentFigure[] }) {
  return (
    <ul className="content-figures" aria-label="In numbers" data-testid="content-figures">
      {figures.map((figure) => (
        <li key={`${figure.figure} ${figure.label}`} className="content-figures__item">
          <span className="content-figures__figure">{figure.figure}</span>{' '}
          <span className="content-figures__label">{figure.label}</span>
        </li>
      ))}
    </ul>
  );
}
