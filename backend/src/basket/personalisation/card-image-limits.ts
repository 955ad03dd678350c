/**
 * What the shop keeps of card photos, and for how long (docs/basket.md "Card photos"). Server policy, so
 * it lives here rather than in contracts; the storefront only needs the upload limits there.
 */

/**
 * Longest side, in pixels, a photo is kept at: 1600 px prints a card's photo area (at most a
 * large card's 14.8 cm front) at over 270 dpi. Smaller photos are never enlarged.
 */
export const CARD_IMAGE_PRINT_SIZE = 1600;

/** JPEG quality of the kept photo: no visible loss in print, a few hundred KB for a photo. */
export const CARD_IMAGE_QUALITY = 85;

/**
 * Pixels a photo may have before it is decoded (width × height from its header): a 48 MP phone
 * photo fits, a decompression bomb (a few KB of PNG claiming 100,000 × 100,000) never decodes.
 */
export const CARD_IMAGE_MAX_PIXELS = 50_000_000;

/** A decode that takes longer than this is abandoned as unreadable. */
export const CARD_IMAGE_DECODE_SECONDS = 10;

/**
 * Photos decoded at once by this process. Each decode runs on libuv's thread pool (4 threads,
 * shared with file, DNS and password-hashing work) and holds up to a few tens of MB: the rest
 * wait their turn rather than take the whole pool or the memory budget.
 */
export const CARD_IMAGE_DECODES_AT_ONCE = 2;

/**
 * An upload's body must have arrived within this long of being let in; a sender that trickles it
 * is cut off, so it holds its place no longer (5 MB at 1 Mbit/s takes 42 s).
 */
export const CARD_IMAGE_RECEIVE_SECONDS = 60;

/**
 * Bytes of kept (re-encoded) photos one session may hold, besides the 30-photo cap
 * (CARD_IMAGES_PER_SESSION): 40 MB is over 25 full-size photos, far more than any basket needs.
 */
export const CARD_IMAGE_BYTES_PER_SESSION = 40 * 1024 * 1024;

/**
 * A photo no order's card shows is deleted once it has been neither uploaded nor chosen for a
 * card for a day.
 */
export const CARD_IMAGE_KEEP_UNUSED_MS = 24 * 60 * 60 * 1000;

/** How often each instance sweeps unused photos. */
export const CARD_IMAGE_SWEEP_EVERY_MS = 60 * 60 * 1000;

/** The first sweep after start-up: an instance restarted every deploy still sweeps. */
export const CARD_IMAGE_FIRST_SWEEP_MS = 60 * 1000;
