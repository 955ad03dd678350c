// The discount module's public face: other modules import from here, never from its files.
export { DiscountModule } from './discount.module';
export { DiscountApplication } from './discount-application.service';
export {
  confirmDiscountUse,
  DiscountUseRefused,
  releaseDiscountUse,
  reserveDiscountUse,
} from './uses/discount-uses';
