import { useId } from 'react';

interface ReplayControlsProps {
  version: number;
  currentVersion: number;
  onChange: (version: number) => void;
}

/** Previous / Next, a slider and a number box over versions 0 (empty basket) to the latest. */
export function ReplayControls({ version, currentVersion, onChange }: ReplayControlsProps) {
  const rangeId = useId();
  const numberId = useId();
  const pick = (value: string) => {
    const next = Number(value);
    if (Number.isInteger(next) && next >= 0 && next <= currentVersion) onChange(next);
  };

  return (
    <div className="support-replay__controls">
      <p className="support-replay__position" aria-live="polite" data-testid="support-version">
        Version {version} of {currentVersion}
      </p>
      <div className="support-replay__steps">
        <button
          type="button"
          className="support-button support-button--quiet"
          disabled={version <= 0}
          onClick={() => onChange(version - 1)}
          data-testid="support-previous-version"
        >
          Previous version
        </button>
        <button
          type="button"
          className="support-button support-button--quiet"
          disabled={version >= currentVersion}
          onClick={() => onChange(version + 1)}
          data-testid="support-next-version"
        >
          Next version
        </button>
      </div>
      <div className="support-replay__pickers">
        <label htmlFor={rangeId} className="visually-hidden">
          Version slider
        </label>
        <input
          id={rangeId}
          type="range"
          min={0}
          max={currentVersion}
          step={1}
          value={version}
          onChange={(event) => pick(event.target.value)}
          data-testid="support-version-range"
        />
        <label htmlFor={numberId} className="support-replay__number">
          <span>Version</span>
          <input
            id={numberId}
            type="number"
            inputMode="numeric"
            min={0}
            max={currentVersion}
            value={version}
            onChange={(event) => pick(event.target.value)}
            data-testid="support-version-number"
          />
        </label>
      </div>
      <p className="support-muted support-replay__hint">
        Keys: ← or k for the previous version, → or j for the next.
      </p>
    </div>
  );
}
