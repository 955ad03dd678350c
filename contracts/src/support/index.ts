export * from './support';
