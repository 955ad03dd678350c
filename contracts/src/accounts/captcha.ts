/**
 * `GET /api/captcha/challenge`: an ALTCHA proof-of-work challenge (PBKDF2/SHA-256), signed by
 * the shop, for the `altcha` widget of sign-in and sign-up. The widget finds the counter whose
 * derived key starts with `keyPrefix` and submits the solution with the form as `captcha`.
 */
export interface CaptchaChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    memoryCost?: number;
    parallelism?: number;
    /** Seconds since 1970: the challenge is refused after this. */
    expiresAt?: number;
    data?: Record<string, string | number | boolean | null>;
  };
  signature?: string;
}
