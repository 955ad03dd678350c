export * from './giftcards.events';
export * from './giftcards';
