export * from './analytics-feed';
