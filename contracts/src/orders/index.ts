export * from './orders.events';
export * from './payment';
export * from './order-complete';
export * from './tracking';
export * from './stripe-webhook';
