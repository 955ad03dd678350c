/** Postcode input rules (docs/rules-checkout.md "Validation"). */

/** As typed: spaces removed, upper-cased. */
export function normalisePostcodeInput(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** After trimming only letters, digits and spaces are allowed; the field is required. */
export function isPostcodeFormatAllowed(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length > 0 && /^[A-Za-z0-9 ]+$/.test(trimmed);
}
