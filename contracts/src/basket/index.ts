export * from './basket.events';
export * from './checkout';
export * from './card-messages';
export * from './checkout-validation';
export * from './card-personalisation';
