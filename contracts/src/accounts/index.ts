export * from './user-session';
export * from './captcha';
