import { emptyCheckoutState } from '@shop/contracts';
import type { CheckoutDocument } from '../../../basket';
import { ReplaySnapshots } from './replay-snapshots';

const doc = (code: string): CheckoutDocument => ({
  checkout: { ...emptyCheckoutState(), discountCode: code },
  messageLimits: {},
});
const size = (d: CheckoutDocument) => JSON.stringify(d).length;

describe('ReplaySnapshots', () => {
  it('keeps only every k-th version and finds the latest one at or before a version', () => {
    const snapshots = new ReplaySnapshots(10);
    for (let v = 1; v <= 35; v++) snapshots.keep('basket-a', v, doc(`v${v}`));
    expect(snapshots.size().snapshots).toBe(3);
    expect(snapshots.nearest('basket-a', 9)).toEqual({ version: 0, document: null });
    expect(snapshots.nearest('basket-a', 10)).toEqual({ version: 10, document: doc('v10') });
    expect(snapshots.nearest('basket-a', 29)).toEqual({ version: 20, document: doc('v20') });
    expect(snapshots.nearest('basket-a', 1000)).toEqual({ version: 30, document: doc('v30') });
    expect(snapshots.nearest('basket-b', 1000)).toEqual({ version: 0, document: null });
  });

  it('drops the least recently used snapshots once past its budget', () => {
    const one = size(doc('v10'));
    const snapshots = new ReplaySnapshots(10, one * 2);
    snapshots.keep('basket-a', 10, doc('v10'));
    snapshots.keep('basket-a', 20, doc('v20'));
    expect(snapshots.nearest('basket-a', 15).version).toBe(10); // 10 is now the most recent
    snapshots.keep('basket-b', 10, doc('b10'));
    expect(snapshots.size()).toEqual({ snapshots: 2, characters: one * 2 });
    expect(snapshots.nearest('basket-a', 25)).toEqual({ version: 10, document: doc('v10') });
    expect(snapshots.nearest('basket-b', 10)).toEqual({ version: 10, document: doc('b10') });
  });

  it('never keeps a document bigger than its whole budget', () => {
    const snapshots = new ReplaySnapshots(10, size(doc('v10')) - 1);
    snapshots.keep('basket-a', 10, doc('v10'));
    expect(snapshots.size()).toEqual({ snapshots: 0, characters: 0 });
  });
});
