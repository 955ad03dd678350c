import { POINTS_MESSAGES, type PointsEvent } from '@shop/contracts';
import { DomainError } from '../../platform/domain-error';
import type { PointsCommand, PointsCommandOf } from './points.commands';

/** What one order earned, and whether a refund took it back since. */
export interface PointsEarning {
  points: number;
  reversed: boolean;
}

/** What one payment attempt took, and whether it was given back since. */
export interface PointsSpending {
  purchaseId: string;
  points: number;
  returned: boolean;
}

/** A customer's ledger folded from `points-{customerId}`: what `decide` needs. */
export interface PointsState {
  /** Earned and referral points, less spent and reversed, plus returned. Never below 0. */
  balance: number;
  /** By order number: an order earns once. */
  earnings: ReadonlyMap<string, PointsEarning>;
  /** By payment id: an attempt spends at most once while its spending stands. */
  spendings: ReadonlyMap<string, PointsSpending>;
  /** `referrer/friend` of every referral bonus on this ledger: each pays once. */
  referrals: ReadonlySet<string>;
}

export const initialPointsState: PointsState = {
  balance: 0,
  earnings: new Map(),
  spendings: new Map(),
  referrals: new Set(),
};

/** The key of one referral, the same on the referrer's and the friend's ledger. */
export const referralKey = (referrerCustomerId: string, friendCustomerId: string): string =>
  `${referrerCustomerId}/${friendCustomerId}`;

export function evolve(state: PointsState, event: PointsEvent): PointsState {
  switch (event.type) {
    case 'PointsEarned': {
      const earnings = new Map(state.earnings);
      earnings.set(event.data.orderNumber, { points: event.data.points, reversed: false });
      return { ...state, balance: state.balance + event.data.points, earnings };
    }
    case 'PointsSpent': {
      const { paymentId, purchaseId, points } = event.data;
      const spendings = new Map(state.spendings);
      spendings.set(paymentId, { purchaseId, points, returned: false });
      return { ...state, balance: state.balance - points, spendings };
    }
    case 'PointsReturned': {
      const { paymentId, purchaseId, points } = event.data;
      const spendings = new Map(state.spendings);
      spendings.set(paymentId, { purchaseId, points, returned: true });
      return { ...state, balance: state.balance + points, spendings };
    }
    case 'PointsReversed': {
      const earnings = new Map(state.earnings);
      const earned = earnings.get(event.data.orderNumber);
      earnings.set(event.data.orderNumber, { points: earned?.points ?? 0, reversed: true });
      return { ...state, balance: state.balance - event.data.points, earnings };
    }
    case 'ReferralBonus': {
      const { referrerCustomerId, friendCustomerId, points } = event.data;
      const referrals = new Set(state.referrals);
      referrals.add(referralKey(referrerCustomerId, friendCustomerId));
      return { ...state, balance: state.balance + points, referrals };
    }
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled points event: ${JSON.stringify(unhandled)}`);
    }
  }
}

export const foldPoints = (events: readonly PointsEvent[]): PointsState =>
  events.reduce(evolve, initialPointsState);

/** The events a command leads to (none when it was already done), or a DomainError. */
export function decide(command: PointsCommand, state: PointsState): PointsEvent[] {
  switch (command.type) {
    case 'Earn':
      return earn(command.data, state);
    case 'Spend':
      return spend(command.data, state);
    case 'Return':
      return giveBack(command.data, state);
    case 'Reverse':
      return reverse(command.data, state);
    case 'GrantReferral':
      return grantReferral(command.data, state);
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled points command: ${JSON.stringify(unhandled)}`);
    }
  }
}

function earn(data: PointsCommandOf<'Earn'>['data'], state: PointsState): PointsEvent[] {
  assertWholePoints(data.points, 0);
  // An order with nothing to earn (gift cards, a free order) leaves the ledger as it is.
  if (data.points === 0 || state.earnings.has(data.orderNumber)) return [];
  return [{ type: 'PointsEarned', data }];
}

function spend(data: PointsCommandOf<'Spend'>['data'], state: PointsState): PointsEvent[] {
  assertWholePoints(data.points, 1);
  const standing = state.spendings.get(data.paymentId);
  if (standing && !standing.returned) return [];
  if (data.points > state.balance) throw new DomainError(POINTS_MESSAGES.noPoints, 409);
  return [{ type: 'PointsSpent', data }];
}

function giveBack(
  { paymentId }: PointsCommandOf<'Return'>['data'],
  state: PointsState,
): PointsEvent[] {
  const standing = state.spendings.get(paymentId);
  if (!standing || standing.returned) return [];
  const { purchaseId, points } = standing;
  return [{ type: 'PointsReturned', data: { purchaseId, paymentId, points } }];
}

/**
 * Takes back what the order earned, or the whole balance when less is left (the points may have
 * been spent since). Recorded once even when it takes nothing, so later points stay untouched.
 */
function reverse(
  { orderNumber, reason }: PointsCommandOf<'Reverse'>['data'],
  state: PointsState,
): PointsEvent[] {
  const earned = state.earnings.get(orderNumber);
  if (!earned || earned.reversed) return [];
  const points = Math.min(earned.points, state.balance);
  return [{ type: 'PointsReversed', data: { orderNumber, points, reason } }];
}

function grantReferral(
  data: PointsCommandOf<'GrantReferral'>['data'],
  state: PointsState,
): PointsEvent[] {
  assertWholePoints(data.points, 1);
  // A bug of the caller, never something a customer did: nobody refers themselves.
  if (data.referrerCustomerId === data.friendCustomerId) {
    throw new Error(`Customer ${data.friendCustomerId} cannot refer themselves`);
  }
  if (state.referrals.has(referralKey(data.referrerCustomerId, data.friendCustomerId))) return [];
  return [{ type: 'ReferralBonus', data }];
}

/** Points are whole numbers; anything else is the caller's bug. */
function assertWholePoints(points: number, least: 0 | 1): void {
  if (!Number.isSafeInteger(points) || points < least) {
    throw new RangeError(`Points are a whole number of at least ${least}: ${points}`);
  }
}
