import type { AddressBookData, SavedAddress, SavedAddressRequest } from '@shop/contracts';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fetchData } from '../http/fetch-data';
import { jsonBody, request } from '../http/request';
import { isRequestError } from '../http/request-error';

const BOOK = '/api/account/address-book';
const addressPath = (id: string) => `${BOOK}/${encodeURIComponent(id)}`;

/** Query keys of the signed-in customer's address book. */
export const addressBookKeys = {
  all: ['address-book'] as const,
  list: () => [...addressBookKeys.all, 'list'] as const,
  address: (id: string) => [...addressBookKeys.all, 'address', id] as const,
};

/** `GET /api/account/address-book`: the default first, then the newest. */
export const addressBookQueryOptions = () =>
  queryOptions({
    queryKey: addressBookKeys.list(),
    queryFn: ({ signal }) => fetchData<AddressBookData>(BOOK, signal),
  });

/** `GET /api/account/address-book/{id}` (404 for an id that is not one of the customer's). */
export const savedAddressQueryOptions = (id: string) =>
  queryOptions({
    queryKey: addressBookKeys.address(id),
    queryFn: ({ signal }) => fetchData<SavedAddress>(addressPath(id), signal),
    // Not found stays not found: no second try.
    retry: (failures, error) => failures < 1 && !(isRequestError(error) && error.status === 404),
  });

/**
 * The book changed: a whole book in the answer is shown at once (and not read again), anything
 * else under the book's key is read again.
 */
function bookChanged(queryClient: QueryClient, book?: AddressBookData) {
  const [, list] = addressBookKeys.list();
  if (book) queryClient.setQueryData(addressBookKeys.list(), book);
  void queryClient.invalidateQueries({
    queryKey: addressBookKeys.all,
    predicate: (query) => !book || query.queryKey[1] !== list,
  });
}

/** `POST /api/account/address-book`: a new address. */
export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...addressBookKeys.all, 'add'],
    mutationFn: (address: SavedAddressRequest) =>
      request<SavedAddress>(BOOK, {
        method: 'POST',
        body: jsonBody<SavedAddressRequest>(address),
      }),
    onSuccess: () => bookChanged(queryClient),
  });
}

/** `POST /api/account/address-book/{id}`: the address changed. */
export function useEditAddress(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...addressBookKeys.all, 'edit', id],
    mutationFn: (address: SavedAddressRequest) =>
      request<SavedAddress>(addressPath(id), {
        method: 'POST',
        body: jsonBody<SavedAddressRequest>(address),
      }),
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData(addressBookKeys.address(id), saved);
      bookChanged(queryClient);
    },
  });
}

/** `DELETE /api/account/address-book/{id}`: answers the book that is left. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...addressBookKeys.all, 'delete'],
    mutationFn: (id: string) => request<AddressBookData>(addressPath(id), { method: 'DELETE' }),
    onSuccess: (book, id) => {
      queryClient.removeQueries({ queryKey: addressBookKeys.address(id) });
      bookChanged(queryClient, book);
    },
  });
}

/** `POST /api/account/address-book/{id}/default`: answers the whole book. */
export function useMakeDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...addressBookKeys.all, 'default'],
    mutationFn: (id: string) =>
      request<AddressBookData>(`${addressPath(id)}/default`, { method: 'POST' }),
    onSuccess: (book) => bookChanged(queryClient, book),
  });
}
