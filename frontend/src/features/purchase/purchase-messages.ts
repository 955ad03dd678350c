/** Purchase area wording (docs/rules-checkout.md "Purchase area", "Validation", "Messages"). */
export const POSTCODE_INVALID_MESSAGE = 'Oops! This postcode does not appear to be valid.';
export const POSTCODE_UNAVAILABLE_MESSAGE =
  'This delivery method is not available for this postcode. If possible, please choose a different delivery method. If no other delivery is showing available, it’s likely we’re unable to send this particular gift to your chosen postcode.';
export const POSTCODE_FAILED_MESSAGE =
  'Oops! There was an error when trying to check this postcode - please try again, or contact us if the issue persists.';
export const AGE_CONFIRMATION_LABEL = 'I confirm that I am aged 18 or over';
