export * from './envelope';
export * from './money';
export * from './dates';
export * from './plain-dates';
export * from './london-dates';
export * from './event-store.types';
export * from './words';
