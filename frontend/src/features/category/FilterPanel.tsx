import type { AttributeGroup } from '@shop/contracts';
import type { Dispatch } from 'react';
import { shopNow } from '../../ui/shop-clock';
import { availableSoonestDate } from './available-soonest';
import { AvailableSoonestChoice } from './AvailableSoonestChoice';
import { FilterGroups } from './FilterGroups';
import type { ListingAction, ListingState } from './listing-state';

/** The filters, the same in the desktop sidebar and the small-screen overlay. */
export function FilterPanel({
  groups,
  state,
  dispatch,
}: {
  groups: readonly AttributeGroup[];
  state: ListingState;
  dispatch: Dispatch<ListingAction>;
}) {
  return (
    <div className="filter-panel">
      <AvailableSoonestChoice
        date={state.deliveryDate}
        onToggle={() =>
          dispatch({ type: 'toggleAvailableSoonest', tomorrow: availableSoonestDate(shopNow()) })
        }
      />
      <FilterGroups
        groups={groups}
        selected={state.selected}
        openGroups={state.openGroups}
        onToggleAttribute={(id) => dispatch({ type: 'toggleAttribute', id })}
        onToggleGroup={(id) => dispatch({ type: 'toggleGroup', id })}
      />
    </div>
  );
}
