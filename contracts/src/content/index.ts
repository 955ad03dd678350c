export * from './landing';
export * from './navigation';
