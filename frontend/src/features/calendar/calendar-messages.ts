/**
 * Delivery calendar wording (docs/rules-checkout.md "Delivery date picker", "Calendar messages").
 */
export const CALENDAR_FAILED_MESSAGE = 'Oops! Something went wrong – please try again.';
export const NO_DAYS_MESSAGE =
  'Sorry, unfortunately there are no available days for this product - please select another gift.';
export const LAST_MONTH_MESSAGE =
  "We've checked and this is the last month that delivery is available for this gift - please choose from the available dates below or you may wish to select another gift.";
export const OVERRIDE_UNAVAILABLE_MESSAGE =
  'Sorry, unfortunately we are unable to deliver to your postcode on this day.';
export const LOADING_MESSAGE = 'Loading…';
export const SEARCHING_MESSAGE = 'Searching for available days…';
export const SELECTED_DATE_PREFIX = 'Your selected delivery date is:';
