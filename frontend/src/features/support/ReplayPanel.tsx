import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Spinner } from '../../ui/Spinner';
import { ChangesList } from './ChangesList';
import { ReplayControls } from './ReplayControls';
import { ReplayState } from './ReplayState';
import { supportErrorMessage } from './support-messages';
import { basketStateQueryOptions } from '../../api/support.queries';
import { useReplayKeys } from './use-replay-keys';

interface ReplayPanelProps {
  basketId: string;
  version: number;
  currentVersion: number;
  onVersionChange: (version: number) => void;
}

/** The basket folded to one version, as the shopper saw it, and what that version changed. */
export function ReplayPanel({
  basketId,
  version,
  currentVersion,
  onVersionChange,
}: ReplayPanelProps) {
  const replay = useQuery({
    ...basketStateQueryOptions(basketId, version),
    // Stepping keeps the last version on screen until the next arrives, so nothing jumps.
    placeholderData: keepPreviousData,
  });
  const step = useCallback(
    (delta: -1 | 1) => {
      const next = version + delta;
      if (next >= 0 && next <= currentVersion) onVersionChange(next);
    },
    [version, currentVersion, onVersionChange],
  );
  useReplayKeys(step);

  return (
    <section
      className="support-card support-replay"
      aria-labelledby="support-replay-title"
      aria-busy={replay.isFetching}
      data-testid="support-replay"
    >
      <h2 id="support-replay-title">Replay</h2>
      <ReplayControls
        version={version}
        currentVersion={currentVersion}
        onChange={onVersionChange}
      />
      {replay.isError && (
        <p role="alert" className="support-error">
          {supportErrorMessage(replay.error)}
        </p>
      )}
      {replay.isPending && <Spinner label="Replaying…" />}
      {replay.data && (
        <>
          <ChangesList changes={replay.data.changes} />
          <h3>What the shopper saw</h3>
          <ReplayState state={replay.data.state} />
        </>
      )}
    </section>
  );
}
