import type { SupportBasketEventsResponse } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Spinner } from '../../ui/Spinner';
import { AuditList } from './AuditList';
import { BasketHeader } from './BasketHeader';
import { HistoryList } from './HistoryList';
import { ReplayPanel } from './ReplayPanel';
import { supportErrorMessage } from './support-messages';
import { basketHistoryQueryOptions } from '../../api/support.queries';

interface BasketPageProps {
  basketId: string;
  /** The version being replayed; the latest when not given. */
  version: number | undefined;
  onVersionChange: (version: number) => void;
}

/** `/support/baskets/$basketId`: the basket's history, its replay at any version, and the audit. */
export function BasketPage({ basketId, version, onVersionChange }: BasketPageProps) {
  const history = useQuery(basketHistoryQueryOptions(basketId));

  return (
    <>
      <title>{`Basket ${basketId} | Posy support`}</title>
      <p className="support-back">
        <Link to="/support" data-testid="support-back-to-search">
          ← Find another basket
        </Link>
      </p>
      {history.isPending && <Spinner />}
      {history.isError && (
        <>
          <h1>Basket</h1>
          <p role="alert" className="support-error" data-testid="support-basket-error">
            {supportErrorMessage(history.error)}
          </p>
        </>
      )}
      {history.data && (
        <BasketDetails
          basketId={basketId}
          data={history.data}
          version={version}
          onVersionChange={onVersionChange}
        />
      )}
    </>
  );
}

function BasketDetails({
  basketId,
  data,
  version,
  onVersionChange,
}: BasketPageProps & { data: SupportBasketEventsResponse }) {
  const currentVersion = data.events.at(-1)?.version ?? 0;
  const shown = Math.min(Math.max(version ?? currentVersion, 0), currentVersion);

  return (
    <>
      <BasketHeader basketId={basketId} />
      <div className="support-basket-grid">
        <HistoryList events={data.events} selectedVersion={shown} onSelect={onVersionChange} />
        <ReplayPanel
          basketId={basketId}
          version={shown}
          currentVersion={currentVersion}
          onVersionChange={onVersionChange}
        />
      </div>
      <AuditList audit={data.audit} />
    </>
  );
}
