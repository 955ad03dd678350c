import type { IsoDate } from '../common/dates';
import type { OrderStatus } from './orders.events';

/** `GET /api/tracking/{postcode}/{trackingNumber}`. */
export interface TrackingParams {
  postcode: string;
  trackingNumber: string;
}

export interface TrackingStep {
  status: OrderStatus;
  label: string;
  reached: boolean;
  /** UTC instant the order reached this step, null when not yet. */
  at: string | null;
}

export interface TrackingResponse {
  orderNumber: string;
  trackingNumber: string;
  productName: string;
  image: string;
  recipientName: string;
  postcode: string;
  deliveryDate: IsoDate | null;
  methodName: string;
  status: OrderStatus;
  timeline: TrackingStep[];
}

export const TRACKING_MESSAGES = {
  notFound:
    "Sorry, we couldn't find an order with that tracking number and postcode. Please check both and try again.",
} as const;
