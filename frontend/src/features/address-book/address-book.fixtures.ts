import type { SavedAddress, SavedAddressRequest } from '@shop/contracts';
import { envelope } from '../../test/render-app';

/* An address book behind a stubbed API, for the address book's and the checkout's specs. */

export const savedAddress = (over: Partial<SavedAddress> = {}): SavedAddress => ({
  id: '11111111-1111-4111-8111-111111111111',
  label: 'Mum',
  recipientName: 'Mary Smith',
  addressLine1: '1 Rose Lane',
  addressLine2: '',
  addressLine3: '',
  town: 'Oxford',
  postcode: 'OX1 1AA',
  isDefault: true,
  createdAt: '2026-06-04T10:00:00.000Z',
  updatedAt: '2026-06-04T10:00:00.000Z',
  ...over,
});

export const MUM = savedAddress();
export const GRAN = savedAddress({
  id: '22222222-2222-4222-8222-222222222222',
  label: null,
  recipientName: 'Gran Jones',
  addressLine1: '',
  addressLine2: 'Flat 2, Tulip House',
  town: 'Leeds',
  postcode: 'LS1 1BA',
  isDefault: false,
});

const BOOK = '/api/account/address-book';

export const signedIn = (data: unknown) => envelope({ data, isSignedIn: true });

export const refused = (status: number, error: string) =>
  new Response(JSON.stringify({ data: null, error, isSignedIn: true }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * The answers of the address book endpoints over `book` (changed in place, default first), as
 * `stubApi` takes them; `sent` collects the bodies of adds and edits.
 */
export function addressBookApi(book: SavedAddress[], sent: SavedAddressRequest[] = []) {
  const answers: Record<string, (init: RequestInit | undefined) => Response> = {
    'GET /api/user-session': () => signedIn({ customerId: 'c1', email: 'cara@example.com' }),
    [`GET ${BOOK}`]: () => signedIn(book),
    [`POST ${BOOK}`]: (init) => {
      const body = JSON.parse(String(init?.body)) as SavedAddressRequest;
      sent.push(body);
      const added = savedAddress({
        ...body,
        id: '33333333-3333-4333-8333-333333333333',
        label: body.label ?? null,
        isDefault: book.length === 0,
      });
      book.push(added);
      return signedIn(added);
    },
  };
  for (const address of book) {
    const path = `${BOOK}/${address.id}`;
    answers[`GET ${path}`] = () => signedIn(book.find((a) => a.id === address.id));
    answers[`POST ${path}`] = (init) => {
      const body = JSON.parse(String(init?.body)) as SavedAddressRequest;
      sent.push(body);
      const index = book.findIndex((a) => a.id === address.id);
      book[index] = { ...book[index], ...body, label: body.label ?? null } as SavedAddress;
      return signedIn(book[index]);
    };
    answers[`DELETE ${path}`] = () => {
      const index = book.findIndex((a) => a.id === address.id);
      const [gone] = book.splice(index, 1);
      if (gone.isDefault && book.length > 0) book[0] = { ...book[0], isDefault: true };
      return signedIn(book);
    };
    answers[`POST ${path}/default`] = () => {
      book.sort((a, b) => Number(b.id === address.id) - Number(a.id === address.id));
      book.forEach((a, i) => (book[i] = { ...a, isDefault: a.id === address.id }));
      return signedIn(book);
    };
  }
  return answers;
}
