// The gift cards' public face: other modules import from here, never from its files.
export { GiftCardsModule } from './giftcards.module';
export {
  GiftCardLedger,
  type GiftCardBalance,
  type GiftCardLedgerContext,
  type GiftCardRedemptionResult,
} from './gift-card-ledger.service';
export {
  GIFT_CARDS_TABLE,
  giftCardsProjection,
} from './projections/gift-cards/gift-cards.projection';
