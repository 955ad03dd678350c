export * from './points';
export * from './points.events';
