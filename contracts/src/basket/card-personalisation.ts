/**
 * A personalisable card's front (docs/rules-checkout.md "Orders and items"): the configuration is a
 * JSON string `{ areas: [{ type, value, placeholder }] }`. An area is filled once its value is
 * neither empty nor its placeholder (docs/rules-checkout.md "Validation").
 */

/** One area of a personalisable card's front: a photo or a line of words. */
export interface PersonalisationArea {
  type: 'image' | 'text';
  /** The shopper's words, or the address of their uploaded photo; '' while unfilled. */
  value: string;
  placeholder: string;
}

/** The answer of `GET /api/checkout/{index}/card-personalisation/config`. */
export interface CardPersonalisationConfigResponse {
  product: {
    id: number;
    name: string;
    isPersonalisable: boolean;
    /** The JSON string above, or null for a card that cannot be personalised. */
    configuration: string | null;
  };
}

/** The answer of `POST /api/checkout/{index}/card-personalisation/image`. */
export interface CardImageUploadResponse {
  /** Where the photo is served, to the uploading session only: `/api/card-images/{id}`. */
  url: string;
}

/**
 * A personalisable card's areas until the shopper fills them: one photo and one line of words.
 * A personalisable product's order starts with these, so its readiness errors show at once.
 */
export const DEFAULT_PERSONALISATION = JSON.stringify({
  areas: [
    { type: 'image', value: '', placeholder: 'Add your photo' },
    { type: 'text', value: '', placeholder: 'Add your words' },
  ],
});

/** The multipart field the photo is sent in. */
export const CARD_IMAGE_FIELD = 'image';

/** Photos one session may upload: plenty for any basket, and a bound on what a bot can store. */
export const CARD_IMAGES_PER_SESSION = 30;

/** Photos up to 5 MB as uploaded (what is kept is re-encoded, see docs/basket.md "Card photos"). */
export const CARD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** JPEG, PNG or WebP, recognised by their first bytes on the server. */
export const CARD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type CardImageType = (typeof CARD_IMAGE_TYPES)[number];

/** What the shopper reads when a photo is refused; the server and the storefront say the same. */
export const CARD_IMAGE_MESSAGES = {
  missing: 'Please choose a photo to upload.',
  wrongType: 'Please choose a JPEG, PNG or WebP photo.',
  tooLarge: 'Sorry, that photo is too large - please choose one under 5 MB.',
  notPersonalisable: 'Sorry, photos can only be added to personalised cards.',
  tooMany: 'Sorry, you have uploaded a lot of photos - please use one you have already chosen.',
  /** The bytes start like a JPEG, PNG or WebP but do not decode as one. */
  unreadable: "Sorry, we couldn't read that photo - please choose another.",
  /** More pixels than the server decodes (a decompression bomb, or a huge scan). */
  tooManyPixels: 'Sorry, that photo is too large - please choose one under 50 megapixels.',
  /** The shopper's address (many sessions, one connection) has used its budget of photo bytes. */
  addressBudget:
    'Sorry, a lot of photos have been uploaded from your internet connection recently - please use one you have already chosen, or try again later.',
  /** The whole shop has taken as many photo bytes as it takes in the window. */
  shopBudget:
    "Sorry, we can't take any more photos just now - please try again later, or use one you have already chosen.",
  /** As many photos are waiting to be read as the server holds at once. */
  busy: "Sorry, we're busy with other photos just now - please try again in a moment.",
} as const;

/** True when `value` is a type the server accepts. */
export const isCardImageType = (value: string): value is CardImageType =>
  (CARD_IMAGE_TYPES as readonly string[]).includes(value);

/**
 * The areas of a configuration. A missing or unreadable configuration has none; areas of an
 * unknown type are left out, and a missing value or placeholder reads as ''.
 */
export function personalisationAreas(configuration: string | null): PersonalisationArea[] {
  const parsed = parseConfiguration(configuration);
  const areas = parsed?.areas;
  if (!Array.isArray(areas)) return [];
  return areas.flatMap((area: unknown) => {
    const { type, value, placeholder } = (area ?? {}) as Record<string, unknown>;
    if (type !== 'image' && type !== 'text') return [];
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    return [{ type, value: text(value), placeholder: text(placeholder) }];
  });
}

/** `configuration` with its areas replaced by `areas`; anything else it carries is kept. */
export function withPersonalisationAreas(
  configuration: string | null,
  areas: readonly PersonalisationArea[],
): string {
  return JSON.stringify({ ...parseConfiguration(configuration), areas });
}

/** The shopper has filled the area: it is neither empty nor still its placeholder. */
export const isAreaFilled = (area: PersonalisationArea): boolean =>
  area.value.trim() !== '' && area.value.trim() !== area.placeholder.trim();

function parseConfiguration(configuration: string | null): Record<string, unknown> | null {
  if (!configuration) return null;
  try {
    const parsed: unknown = JSON.parse(configuration);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
