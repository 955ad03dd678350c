import { isPlainIsoDate, plainWeekdayOrdinalDate, type IsoDate } from '@shop/contracts';
import { TruckIcon } from '../ui/icons';

/** 'Earliest available delivery: Friday 5th June', or nothing for a date it cannot read. */
export function DeliveryDateText({ date }: { date: IsoDate }) {
  if (!isPlainIsoDate(date)) return null;
  return (
    <p className="header-delivery__text" data-testid="header-delivery-text">
      <TruckIcon />
      <span>
        Earliest available delivery: <strong>{plainWeekdayOrdinalDate(date)}</strong>
      </span>
    </p>
  );
}
