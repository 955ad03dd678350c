import { londonIsoDate, wholeYearsBetween, type IsoDate } from '@shop/contracts';
import { shopNow } from '../../ui/shop-clock';

/** How long the shop has traded, worked out from its founding day and today in London. */
export function companyAgeText(foundedOn: IsoDate, today: IsoDate): string {
  return `Trading for over ${wholeYearsBetween(foundedOn, today)} years, since ${foundedOn.slice(0, 4)}.`;
}

/**
 * 'Trading for over 37 years, since 1989.' (docs/rules-storefront.md "Content pages": counted from
 * the founding date).
 */
export function CompanyAge({ foundedOn }: { foundedOn: IsoDate }) {
  return (
    <p className="company-age" data-testid="company-age">
      {companyAgeText(foundedOn, londonIsoDate(shopNow()))}
    </p>
  );
}
