import {
  GIFT_CARD_EVENT_TYPES,
  giftCardStreamId,
  type GiftCardEvent,
  type IsoDate,
  type RecordedEvent,
} from '@shop/contracts';
import type { DocumentProjection } from '../../../platform/event-store/document-projection';

export const GIFT_CARDS_TABLE = 'gift_cards';

/** One redemption as the card's document lists it. */
export interface GiftCardDocumentRedemption {
  paymentId: string;
  purchaseId: string;
  amount: number;
  reversed: boolean;
}

/** What the projection stores per card (id = the code): what the balance and card pages read. */
export interface GiftCardDocument {
  code: string;
  orderNumber: string;
  /** Pence paid for the card. */
  amount: number;
  /** Pence left, whether or not the card has expired. */
  balance: number;
  issuedOn: IsoDate;
  expiresOn: IsoDate;
  recipientName: string;
  buyerName: string;
  message: string;
  sendDate: IsoDate;
  redemptions: GiftCardDocumentRedemption[];
}

const STREAM_PREFIX = giftCardStreamId('');

function apply(doc: GiftCardDocument | null, event: GiftCardEvent): GiftCardDocument | null {
  switch (event.type) {
    case 'GiftCardIssued': {
      const { code, orderNumber, amount, issuedOn, expiresOn } = event.data;
      const { recipientName, buyerName, message, sendDate } = event.data;
      return {
        code,
        orderNumber,
        amount,
        balance: amount,
        issuedOn,
        expiresOn,
        recipientName,
        buyerName,
        message,
        sendDate,
        redemptions: [],
      };
    }
    case 'GiftCardRedeemed':
      if (!doc) return null;
      return {
        ...doc,
        balance: doc.balance - event.data.amount,
        redemptions: [...doc.redemptions, { ...event.data, reversed: false }],
      };
    case 'GiftCardRedemptionReversed': {
      if (!doc) return null;
      const { paymentId } = event.data;
      // The latest redemption of that payment attempt is the one given back.
      const at = doc.redemptions.findLastIndex((r) => r.paymentId === paymentId && !r.reversed);
      return {
        ...doc,
        balance: doc.balance + event.data.amount,
        redemptions: doc.redemptions.map((r, i) => (i === at ? { ...r, reversed: true } : r)),
      };
    }
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled gift card event: ${JSON.stringify(unhandled)}`);
    }
  }
}

/** Each card's ledger as one document, written in the append's transaction. */
export const giftCardsProjection: DocumentProjection<GiftCardDocument> = {
  name: 'gift-cards',
  table: GIFT_CARDS_TABLE,
  handles: GIFT_CARD_EVENT_TYPES,
  readsMetadata: false,
  documentId: (event) => event.streamId.slice(STREAM_PREFIX.length),
  evolve: (doc, event) => apply(doc, event as RecordedEvent<GiftCardEvent>),
};
