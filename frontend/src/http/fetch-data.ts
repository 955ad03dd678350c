import { request } from './request';

/**
 * `request` for query functions: a query may not resolve to `undefined`, so an aborted request
 * (which `request` ignores) becomes an AbortError, which TanStack Query treats as a cancellation.
 */
export async function fetchData<T>(path: string, signal?: AbortSignal): Promise<T> {
  const data = await request<T>(path, { signal });
  if (data === undefined) throw new DOMException('The request was aborted', 'AbortError');
  return data;
}
