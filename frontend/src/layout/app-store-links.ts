/**
 * Where the app banner sends shoppers. The stores' own search pages always answer, whatever the
 * listing id turns out to be; swap in the listing pages once the apps are published.
 */
export const APP_STORE_URL = 'https://apps.apple.com/gb/search?term=Posy%20flowers';
export const GOOGLE_PLAY_URL = 'https://play.google.com/store/search?q=Posy%20flowers&c=apps';
