/** The shortest password an account may have (support staff now, customers later). */
export const MIN_PASSWORD_LENGTH = 10;

/** True when `password` is long enough to be accepted. */
export const isLongEnough = (password: string): boolean => password.length >= MIN_PASSWORD_LENGTH;
