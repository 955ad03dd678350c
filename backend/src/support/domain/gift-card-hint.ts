/**
 * A gift card code as the console words it: its first four characters and an ellipsis. The
 * code spends the card, so summaries (and the CSV that leaves the console) never carry it whole;
 * the raw JSON of an entry still shows it to an agent who needs it.
 */
export const giftCardHint = (code: string): string => `${code.slice(0, 4)}…`;
