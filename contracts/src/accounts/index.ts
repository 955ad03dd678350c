export * from './user-session';
export * from './captcha';
export * from './customer';
export * from './customer.events';
export * from './address-book';
export * from './reminders';
export * from './reminder.events';
export * from './customer-orders';
