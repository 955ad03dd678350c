export * from './support';
export * from './client-errors';
