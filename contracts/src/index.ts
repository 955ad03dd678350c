// Request, path-parameter and response shapes of every endpoint, the event catalogue and a few
// pure helpers, grouped per domain. Both sides import from here; nothing is declared twice.
export * from './common';
export * from './basket';
export * from './catalogue';
export * from './delivery';
export * from './analytics';
export * from './support';
export * from './accounts';
export * from './orders';
export * from './giftcards';
export * from './mail';
export * from './content';
export * from './discount';
export * from './points';
