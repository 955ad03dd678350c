import { ADDRESS_BOOK_MESSAGES } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { looksLikePostcode, readSavedAddress } from './address-form-rules';

const form = (fields: Record<string, string>) => ({
  get: (name: string) => fields[name] ?? null,
});

const MUM = {
  label: ' Mum ',
  recipientName: ' Mary Smith ',
  addressLine1: '1 Rose Lane',
  addressLine2: '',
  addressLine3: '',
  town: 'Oxford',
  postcode: 'ox1 1aa',
};

describe('the address form in the browser', () => {
  it('sends the address trimmed, with no label when the label is blank', () => {
    expect(readSavedAddress(form(MUM))).toEqual({
      ok: true,
      body: { ...MUM, label: 'Mum', recipientName: 'Mary Smith' },
    });
    const unlabelled = readSavedAddress(form({ ...MUM, label: '  ' }));
    expect(unlabelled.ok && unlabelled.body.label).toBeNull();
  });

  it('takes any one of the three address lines, as the checkout does', () => {
    expect(
      readSavedAddress(form({ ...MUM, addressLine1: '', addressLine3: 'Tulip House' })).ok,
    ).toBe(true);
    expect(readSavedAddress(form({ ...MUM, addressLine1: ' ' }))).toEqual({
      ok: false,
      errors: { addressLine1: ADDRESS_BOOK_MESSAGES.addressRequired },
    });
  });

  it('names each field to fix: name, lines and town too long, a postcode that is not one, a long label', () => {
    expect(
      readSavedAddress(
        form({
          label: 'x'.repeat(41),
          recipientName: '',
          addressLine1: 'x'.repeat(101),
          addressLine2: '',
          addressLine3: 'y'.repeat(101),
          town: 'z'.repeat(61),
          postcode: 'HELLO',
        }),
      ),
    ).toEqual({
      ok: false,
      errors: {
        label: ADDRESS_BOOK_MESSAGES.label,
        recipientName: ADDRESS_BOOK_MESSAGES.recipientName,
        addressLine1: ADDRESS_BOOK_MESSAGES.addressLine,
        addressLine3: ADDRESS_BOOK_MESSAGES.addressLine,
        town: ADDRESS_BOOK_MESSAGES.town,
        postcode: ADDRESS_BOOK_MESSAGES.postcode,
      },
    });
  });

  it('knows the shapes of UK postcodes, spaces and case aside', () => {
    for (const good of [
      'SW1A 1AA',
      'sw1a1aa',
      'M1 1AE',
      'B33 8TH',
      'CR2 6XH',
      'DN55 1PT',
      'EC1A 1BB',
    ]) {
      expect([good, looksLikePostcode(good)]).toEqual([good, true]);
    }
    for (const bad of ['', 'HELLO', '12345', 'SW1A', 'SW1A 1AAA', 'Q1 1AA1']) {
      expect([bad, looksLikePostcode(bad)]).toEqual([bad, false]);
    }
  });
});
