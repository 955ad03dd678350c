export * from './discount';
