import type { PostcodeCheckResult } from '@shop/contracts';
import { parse } from 'postcode';
import { DELIVERY_METHODS, type DeliveryMethodRule } from './delivery-methods';

/*
 * docs/business-rules.md "Postcode check" as pure rules: which methods reach which part of the UK.
 * The format comes from the maintained `postcode` library; the regions are data below.
 */

/** Words the shopper sees. */
export const POSTCODE_MESSAGES = {
  /** docs/rules-checkout.md "Postcode messages", word for word. */
  invalid: 'Oops! This postcode does not appear to be valid.',
  /** docs/business-rules.md "Postcode check", word for word. */
  crownDependencies: 'Sorry, we are unable to deliver to the Channel Islands or the Isle of Man.',
  /** Ours: the storefront only asks about the ids the calendar gave it. */
  unknownMethod: "Sorry, we couldn't find that delivery method.",
} as const;

/**
 * Where a postcode lies, as far as delivery cares.
 * - `mainland`: every method runs.
 * - `highlands-islands-ni`: the Highlands, the Scottish islands, Scilly and Northern Ireland;
 *   couriers cannot promise a time or a Sunday there.
 * - `crown-dependencies`: the Channel Islands and the Isle of Man; nothing is sent there.
 */
export type PostcodeRegion = 'mainland' | 'highlands-islands-ni' | 'crown-dependencies';

/** A well-formed postcode and the parts the regions are keyed on. */
export interface ParsedPostcode {
  /** Normalised: `SW1A 1AA`. */
  postcode: string;
  /** Letters before the first digit: `SW`. */
  area: string;
  /** Outward code without a sub-district letter: `SW1`. */
  district: string;
}

/** The outcome of checking one method against one postcode. */
export type PostcodeCheck =
  | {
      kind: 'checked';
      postcode: string;
      region: PostcodeRegion;
      result: PostcodeCheckResult;
      /**
       * Non-empty when the storefront should treat the check as failed (docs/rules-checkout.md
       * "Calls").
       */
      messages: string[];
    }
  | { kind: 'invalid'; message: string }
  | { kind: 'unknown-method'; message: string };

/** Whole areas in the restricted region: Outer Hebrides, Shetland, Kirkwall, Inverness, NI. */
const RESTRICTED_AREAS: ReadonlySet<string> = new Set(['HS', 'ZE', 'KW', 'IV', 'BT']);

/**
 * Inclusive district-number ranges, per area, in the restricted region (docs/business-rules.md
 * "Postcode check").
 */
const RESTRICTED_DISTRICTS: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  PA: [
    [20, 49],
    [60, 78],
  ],
  PH: [
    [17, 26],
    [30, 44],
    [49, 50],
  ],
  KA: [[27, 28]],
  TR: [[21, 25]],
};

/** Guernsey, Jersey, Isle of Man. */
const CROWN_DEPENDENCY_AREAS: ReadonlySet<string> = new Set(['GY', 'JE', 'IM']);

/**
 * Girobank's postcode. It breaks the standard pattern (three letters, no district number), so the
 * `postcode` library rejects it; Royal Mail still delivers to it and docs/business-rules.md
 * "Postcode check" requires it.
 */
const GIROBANK = 'GIR 0AA';

/**
 * Trims, upper-cases and removes every space, then puts back the one space before the
 * three-character inward code: ' sw1a1aa ' → 'SW1A 1AA'. Shorter input is left compact.
 * Only reshapes: whether the result is a postcode is `parsePostcode`'s job.
 */
export function normalisePostcode(input: string): string {
  const compact = input.trim().toUpperCase().replace(/\s+/g, '');
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

/** The postcode's parts, or null when it is not a UK postcode. */
export function parsePostcode(input: string): ParsedPostcode | null {
  const normalised = normalisePostcode(input);
  if (normalised === GIROBANK) return { postcode: GIROBANK, area: 'GIR', district: 'GIR' };
  const parsed = parse(normalised);
  if (!parsed.valid) return null;
  return { postcode: parsed.postcode, area: parsed.area, district: parsed.district };
}

/** Where a well-formed postcode lies (docs/business-rules.md "Postcode check"). */
export function regionOf({ area, district }: ParsedPostcode): PostcodeRegion {
  if (CROWN_DEPENDENCY_AREAS.has(area)) return 'crown-dependencies';
  if (RESTRICTED_AREAS.has(area)) return 'highlands-islands-ni';
  const number = Number(district.slice(area.length));
  const ranges = RESTRICTED_DISTRICTS[area] ?? [];
  return ranges.some(([from, to]) => number >= from && number <= to)
    ? 'highlands-islands-ni'
    : 'mainland';
}

const AVAILABLE: PostcodeCheckResult = { available: true, hasOverride: false, override: null };
const UNAVAILABLE: PostcodeCheckResult = { available: false, hasOverride: false, override: null };

/**
 * The verdict for one method in one region. In the restricted region the methods that ask for
 * a postcode check (before 1pm, Sunday) are exactly the ones couriers cannot run; one with an
 * `overrideMethod` offers that instead (before 1pm → tracked), the others are just unavailable.
 */
function verdict(method: DeliveryMethodRule, region: PostcodeRegion): PostcodeCheckResult {
  switch (region) {
    case 'mainland':
      return { ...AVAILABLE };
    case 'crown-dependencies':
      return { ...UNAVAILABLE };
    case 'highlands-islands-ni':
      if (!method.requiresPostcodeCheck) return { ...AVAILABLE };
      return method.overrideMethod
        ? { available: false, hasOverride: true, override: method.overrideMethod }
        : { ...UNAVAILABLE };
    default: {
      const unhandled: never = region;
      throw new Error(`Unhandled region: ${String(unhandled)}`);
    }
  }
}

/**
 * Checks whether delivery method `methodId` reaches `postcode` (as typed: any case, any
 * spacing). An unknown method is reported before the postcode is looked at, since the method
 * is the resource being asked about.
 */
export function checkPostcode(methodId: string, postcode: string): PostcodeCheck {
  const method = DELIVERY_METHODS.find((m) => m.id === methodId);
  if (!method) return { kind: 'unknown-method', message: POSTCODE_MESSAGES.unknownMethod };
  const parsed = parsePostcode(postcode);
  if (!parsed) return { kind: 'invalid', message: POSTCODE_MESSAGES.invalid };
  const region = regionOf(parsed);
  return {
    kind: 'checked',
    postcode: parsed.postcode,
    region,
    result: verdict(method, region),
    messages: region === 'crown-dependencies' ? [POSTCODE_MESSAGES.crownDependencies] : [],
  };
}
