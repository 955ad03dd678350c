export * from './basket.events';
export * from './checkout';
export * from './card-messages';
export * from './checkout-validation';
export * from './card-personalisation';
export * from './basket-requests';
export * from './order-updates';
