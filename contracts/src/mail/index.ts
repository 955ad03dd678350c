export * from './dev-outbox';
