/**
 * docs/rules-checkout.md "Messages", word for word: the en dash in one and the hyphen in the other
 * are deliberate.
 */
export const FAILED_FETCH_MESSAGE = 'Oops! Something went wrong – please try again.';
export const NON_OK_MESSAGE = 'Oops! There has been an error - please try again.';
