import { useMutation } from '@tanstack/react-query';
import { saveCsv } from './csv-download';
import { supportErrorMessage } from './support-messages';
import { fetchBasketCsv } from '../../api/support.queries';

/** 'Download history (CSV)': fetched through the request helper, which returns CSV raw. */
export function DownloadCsvButton({ basketId }: { basketId: string }) {
  const download = useMutation({
    mutationFn: () => fetchBasketCsv(basketId),
    onSuccess: (csv) => saveCsv(csv, `${basketId}-history.csv`),
  });

  return (
    <div className="support-download">
      <button
        type="button"
        className="support-button support-button--quiet"
        disabled={download.isPending}
        onClick={() => download.mutate()}
        data-testid="support-download-csv"
      >
        {download.isPending ? 'Preparing download…' : 'Download history (CSV)'}
      </button>
      {download.isError && (
        <p role="alert" className="support-error">
          {supportErrorMessage(download.error)}
        </p>
      )}
    </div>
  );
}
