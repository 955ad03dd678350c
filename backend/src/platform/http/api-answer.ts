/**
 * What a controller returns when the answer needs more than `data`: a redirect
 * (docs/rules-checkout.md "Calls" rule 6) or extra errors. Plain return values are wrapped as
 * `{ data }`.
 */
export class ApiAnswer<T = unknown> {
  constructor(
    readonly data: T,
    readonly extras: { redirectUrl?: string; errors?: string[]; error?: string } = {},
  ) {}
}
