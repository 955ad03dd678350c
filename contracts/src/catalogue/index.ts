export * from './catalogue';
export * from './listing-rules';
