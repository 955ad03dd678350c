import type { PersonalisationArea } from '@shop/contracts';
import { PersonalisationImageField } from './PersonalisationImageField';
import { PersonalisationTextField } from './PersonalisationTextField';
import './personalisation.css';

/** 'Your photo' and 'Your words', numbered when a card has more than one of a kind. */
export function areaLabels(areas: readonly PersonalisationArea[]): string[] {
  const seen = { image: 0, text: 0 };
  return areas.map(({ type }) => {
    seen[type] += 1;
    const base = type === 'image' ? 'Your photo' : 'Your words';
    return areas.filter((area) => area.type === type).length > 1 ? `${base} ${seen[type]}` : base;
  });
}

/**
 * The photo and text areas of a personalisable card's front (docs/rules-checkout.md
 * "Orders and items").
 */
export function PersonalisationEditor({
  orderIndex,
  areas,
  onChange,
}: {
  orderIndex: number;
  areas: readonly PersonalisationArea[];
  onChange: (index: number, value: string) => void;
}) {
  const labels = areaLabels(areas);
  return (
    <fieldset className="personalisation" data-testid="personalisation">
      <legend className="personalisation__legend">Personalise the front</legend>
      {areas.map((area, index) =>
        area.type === 'text' ? (
          <PersonalisationTextField
            // The areas are a fixed list: their position is their identity.
            key={index}
            label={labels[index]}
            area={area}
            testId={`personalisation-text-${index + 1}`}
            onChange={(value) => onChange(index, value)}
          />
        ) : (
          <PersonalisationImageField
            key={index}
            orderIndex={orderIndex}
            label={labels[index]}
            area={area}
            testId={`personalisation-image-${index + 1}`}
            onChange={(value) => onChange(index, value)}
          />
        ),
      )}
    </fieldset>
  );
}
