import type { PersonalisationArea } from '@shop/contracts';

/** Words on the front are short: a name, an age, a line. */
export const FRONT_TEXT_MAX_LENGTH = 60;

/** A text area of the card's front; its placeholder shows until the shopper types. */
export function PersonalisationTextField({
  label,
  area,
  onChange,
  testId,
}: {
  label: string;
  area: PersonalisationArea;
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <label className="checkout-form__field">
      <span>{label}</span>
      <input
        type="text"
        value={area.value === area.placeholder ? '' : area.value}
        placeholder={area.placeholder}
        maxLength={FRONT_TEXT_MAX_LENGTH}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
