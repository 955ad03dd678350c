import type { CustomerDetails, RecipientDetails } from '@shop/contracts';
import type { BasketCommand } from './basket.commands';
import { BASKET_MESSAGES as M } from './basket.messages';
import { added, given, recipient, refuses, then } from '../basket.test-kit';

const setRecipient = (over: Partial<RecipientDetails> = {}): BasketCommand => ({
  type: 'SetRecipient',
  data: { orderId: 'o1', ...recipient, ...over },
});
const recipientSet = (over: Partial<RecipientDetails> = {}) =>
  then({ type: 'RecipientSet', data: { orderId: 'o1', ...recipient, ...over } });

describe('SetRecipient', () => {
  it('records the recipient', () => {
    expect(given(added('o1')).when(setRecipient())).toEqual(recipientSet());
  });

  it.each`
    typed          | recorded
    ${'sw1a1aa'}   | ${'SW1A 1AA'}
    ${' sw1a 1aa'} | ${'SW1A 1AA'}
    ${'SW1A  1AA'} | ${'SW1A 1AA'}
    ${'m11ae'}     | ${'M1 1AE'}
    ${'gir0aa'}    | ${'GIR 0AA'}
    ${'ec1a 1bb '} | ${'EC1A 1BB'}
  `('records the postcode $typed as $recorded', ({ typed, recorded }) => {
    expect(given(added('o1')).when(setRecipient({ postcode: typed }))).toEqual(
      recipientSet({ postcode: recorded }),
    );
  });

  it('trims what was typed and accepts an address on any one of the three lines', () => {
    const typed = { recipientName: ' Ada ', addressLine1: ' ', addressLine3: ' Rose Cottage ' };
    expect(given(added('o1')).when(setRecipient({ ...typed, town: ' Bath ' }))).toEqual(
      recipientSet({ recipientName: 'Ada', addressLine1: '', addressLine3: 'Rose Cottage' }),
    );
  });

  it('accepts a name of 100 characters', () => {
    const recipientName = 'A'.repeat(100);
    expect(given(added('o1')).when(setRecipient({ recipientName }))).toEqual(
      recipientSet({ recipientName }),
    );
  });

  it.each`
    case                                | over
    ${'no name'}                        | ${{ recipientName: '  ' }}
    ${'a name over 100 characters'}     | ${{ recipientName: 'A'.repeat(101) }}
    ${'no address line'}                | ${{ addressLine1: ' ', addressLine2: '', addressLine3: '\t' }}
    ${'a postcode of 4 characters'}     | ${{ postcode: 'BA1 1' }}
    ${'no postcode'}                    | ${{ postcode: '' }}
    ${'a postcode with punctuation'}    | ${{ postcode: 'BA1-1AA' }}
    ${'a postcode too long for the UK'} | ${{ postcode: 'BA11 1AAA' }}
    ${'a word of postcode length'}      | ${{ postcode: 'HELLO' }}
    ${'letters where digits go'}        | ${{ postcode: 'SWIA IAA' }}
  `('refuses $case as an invalid recipient', ({ over }) => {
    expect(given(added('o1')).when(setRecipient(over))).toEqual(
      refuses('Please enter a valid recipient.'),
    );
  });
});

describe('GiveCustomerDetails', () => {
  const bo: CustomerDetails = {
    name: 'Bo Peep',
    email: 'bo@example.co.uk',
    phone: '07700 900123',
    mailShot: true,
  };
  const give = (over: Partial<CustomerDetails> = {}): BasketCommand => ({
    type: 'GiveCustomerDetails',
    data: { ...bo, ...over },
  });
  const detailsGiven = (over: Partial<CustomerDetails> = {}) =>
    ({ type: 'CustomerDetailsGiven', data: { ...bo, ...over } }) as const;

  it('records the details, trimmed, on an empty basket too', () => {
    const typed = { name: ' Bo Peep ', email: ' bo@example.co.uk ', phone: ' 07700 900123 ' };
    expect(given().when(give(typed))).toEqual(then(detailsGiven()));
  });

  it.each(['', '+44 (0)7700 900123', '020 7946 0958'])('accepts the phone %p', (phone) => {
    expect(given().when(give({ phone }))).toEqual(then(detailsGiven({ phone })));
  });

  it('does nothing when the details are the same, and records a change of mind', () => {
    expect(given(detailsGiven()).when(give({ name: 'Bo Peep ' }))).toEqual(then());
    expect(given(detailsGiven()).when(give({ mailShot: false }))).toEqual(
      then(detailsGiven({ mailShot: false })),
    );
  });

  it.each`
    case                      | over                                    | message
    ${'no name'}              | ${{ name: ' ' }}                        | ${'Please enter your name.'}
    ${'a name over 100'}      | ${{ name: 'B'.repeat(101) }}            | ${M.nameRequired}
    ${'no email'}             | ${{ email: '' }}                        | ${'Please enter a valid email address.'}
    ${'an email without @'}   | ${{ email: 'bo.example.co.uk' }}        | ${M.invalidEmail}
    ${'an email with spaces'} | ${{ email: 'bo peep@example.co.uk' }}   | ${M.invalidEmail}
    ${'an email sans domain'} | ${{ email: 'bo@example' }}              | ${M.invalidEmail}
    ${'an overlong email'}    | ${{ email: `${'b'.repeat(250)}@x.uk` }} | ${M.invalidEmail}
    ${'a phone with letters'} | ${{ phone: '07700 CALLME' }}            | ${'Please enter a valid phone number.'}
    ${'a phone too short'}    | ${{ phone: '0770 090' }}                | ${M.invalidPhone}
    ${'a phone too long'}     | ${{ phone: '0'.repeat(16) }}            | ${M.invalidPhone}
  `('refuses $case', ({ over, message }) => {
    expect(given().when(give(over))).toEqual(refuses(message));
  });
});
