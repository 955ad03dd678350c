import { isAreaFilled, type PersonalisationArea } from '@shop/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import { useUploadCardImage } from '../../api/checkout.queries';
import { errorText } from '../../api/error-text';
import { PHOTO_ACCEPT, photoProblem } from './personalisation-photo';

/** A photo area of the card's front: pick a photo, it is uploaded, the area takes its address. */
export function PersonalisationImageField({
  orderIndex,
  label,
  area,
  onChange,
  testId,
}: {
  orderIndex: number;
  label: string;
  area: PersonalisationArea;
  onChange: (url: string) => void;
  testId: string;
}) {
  const upload = useUploadCardImage(orderIndex);
  const [refusal, setRefusal] = useState<string | null>(null);
  const ids = { label: useId(), pick: useId(), hint: useId(), input: useId() };
  const filled = isAreaFilled(area);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again after a refusal tries again.
    event.target.value = '';
    if (!file) return;
    upload.reset();
    const problem = photoProblem(file);
    setRefusal(problem);
    if (!problem) upload.mutate(file, { onSuccess: ({ url }) => onChange(url) });
  };
  const error = refusal ?? (upload.error ? errorText(upload.error) : null);

  return (
    <div className="personalisation__photo" data-testid={testId}>
      <span id={ids.label} className="personalisation__label">
        {label}
      </span>
      <div className="personalisation__thumb">
        {filled ? (
          <img src={area.value} alt="Your photo" width="96" height="96" />
        ) : (
          <span className="personalisation__placeholder">{area.placeholder}</span>
        )}
      </div>
      <input
        id={ids.input}
        type="file"
        accept={PHOTO_ACCEPT}
        className="visually-hidden personalisation__file"
        aria-labelledby={`${ids.label} ${ids.pick}`}
        aria-describedby={ids.hint}
        disabled={upload.isPending}
        data-testid={`${testId}-input`}
        onChange={choose}
      />
      <label id={ids.pick} htmlFor={ids.input} className="button button--secondary">
        {filled ? 'Change photo' : 'Choose a photo'}
      </label>
      <p id={ids.hint} className="personalisation__hint">
        JPEG, PNG or WebP, up to 5 MB.
      </p>
      {upload.isPending && (
        <p className="personalisation__status" role="status" data-testid={`${testId}-uploading`}>
          Uploading your photo…
        </p>
      )}
      {error && (
        <p className="checkout-section__error" role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
