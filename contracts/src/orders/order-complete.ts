import type { IsoDate } from '../common/dates';
import type { OrderStatus } from './orders.events';

/** One order of a completed purchase, as the thank-you page and emails show it. */
export interface CompletedOrder {
  orderNumber: string;
  trackingNumber: string;
  productName: string;
  image: string;
  isGiftCard: boolean;
  /** Flowers and gifts: who receives it and where; gift cards: the email it goes to. */
  recipientName: string;
  postcode: string;
  deliveryDate: IsoDate | null;
  methodName: string;
  /** Gift cards: the address the card is emailed to and the day it is sent. */
  recipientEmail: string | null;
  sendDate: IsoDate | null;
  total: number;
  status: OrderStatus;
}

/** `GET /api/order-complete`: the session's last placed purchase. */
export interface OrderCompleteResponse {
  purchaseId: string;
  /** UTC instant. */
  placedAt: string;
  customerName: string;
  customerEmail: string;
  orders: CompletedOrder[];
  total: number;
  giftCardTotal: number;
  /** What Posy Points paid, in pence (0 when none were redeemed). */
  pointsTotal: number;
  /** What the card was charged, in pence (after the gift card and the points). */
  totalToPay: number;
  questionnaireAnswered: boolean;
}

/** `/order-questionnaire`: the questions and their choices. */
export const ORDER_QUESTIONNAIRE = [
  {
    id: 'heard',
    question: 'How did you hear about us?',
    choices: [
      'Search engine',
      'Social media',
      'A friend or family member',
      'Received a gift from us',
      'Advert',
      'Other',
    ],
  },
  {
    id: 'for',
    question: 'Who is it for?',
    choices: ['Partner', 'Family', 'Friend', 'Colleague', 'Myself', 'Other'],
  },
  {
    id: 'occasion',
    question: 'What is the occasion?',
    choices: [
      'Birthday',
      'Anniversary',
      'Thank you',
      'Sympathy',
      'Get well',
      'New baby',
      'Just because',
      'Other',
    ],
  },
] as const;

/** `POST /api/order-questionnaire`: answers by question text, each one of its choices. */
export interface OrderQuestionnaireRequest {
  answers: Record<string, string>;
}

export const QUESTIONNAIRE_MESSAGES = {
  unknownQuestion: 'Please answer the questions we asked.',
  unknownChoice: 'Please choose one of the answers offered.',
  noAnswers: 'Please answer at least one question.',
  thankYou: 'Thank you for telling us - it helps us get better.',
} as const;
