export * from './user-session';
export * from './captcha';
export * from './customer';
export * from './customer.events';
export * from './customer-orders';
