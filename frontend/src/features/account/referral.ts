/** The refer-a-friend token a shopper arrived with (`/refer/:token`), kept for sign-up. */
const KEY = 'referral_token';
const TOKEN = /^[A-Za-z0-9_-]{1,40}$/;

export function rememberReferral(token: string): void {
  if (!TOKEN.test(token)) return;
  try {
    sessionStorage.setItem(KEY, token);
  } catch {
    // Storage refused (private mode): the sign-up simply carries no referral.
  }
}

export function rememberedReferral(): string | null {
  try {
    const token = sessionStorage.getItem(KEY);
    return token && TOKEN.test(token) ? token : null;
  } catch {
    return null;
  }
}

export function forgetReferral(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
