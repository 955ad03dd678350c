import { formatWeekdayOrdinalDate, isIsoDate, type IsoDate } from '@shop/contracts';
import { TruckIcon } from '../ui/icons';

/** 'Earliest available delivery: Friday 5th June', or nothing for a date it cannot read. */
export function DeliveryDateText({ date }: { date: IsoDate }) {
  if (!isIsoDate(date)) return null;
  return (
    <p className="header-delivery__text" data-testid="header-delivery-text">
      <TruckIcon />
      <span>
        Earliest available delivery: <strong>{formatWeekdayOrdinalDate(date)}</strong>
      </span>
    </p>
  );
}
