export * from './envelope';
export * from './money';
export * from './dates';
export * from './events/event-store.types';
export * from './events/basket.events';
export * from './catalogue';
export * from './listing-rules';
export * from './plain-dates';
