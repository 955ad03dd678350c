/**
 * An `/api` path (or URL) in any letter case: Express matches routes case-insensitively, so
 * `/API/...` reaches the same controllers and must meet the same checks and the same serving
 * rules. Every "is this the API?" question in the pipeline asks this.
 */
export const isApiPath = (path: string): boolean => /^\/api(?:[/?]|$)/i.test(path);
