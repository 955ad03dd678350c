import type {
  ContactRequest,
  ContentPage,
  FeedbackRequest,
  FormThankYou,
  JournalPost,
  JournalPostSummary,
  SitemapGroup,
  SurveyRequest,
} from '@shop/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { CATALOGUE_STALE_MS, path } from './catalogue-keys';
import { fetchData } from '../http/fetch-data';
import { isRequestError } from '../http/request-error';
import { jsonBody, request } from '../http/request';

/**
 * Query keys of the content pages, the journal and the sitemap (docs/rules-storefront.md "Routes",
 * "Content pages").
 */
export const contentPageKeys = {
  all: ['content-pages'] as const,
  page: (slug: string) => [...contentPageKeys.all, 'page', slug] as const,
  journal: () => [...contentPageKeys.all, 'journal'] as const,
  journalPost: (slug: string) => [...contentPageKeys.journal(), slug] as const,
  sitemap: () => [...contentPageKeys.all, 'sitemap'] as const,
};

/** An unknown page (404) or a refused slug (400) will not change on a second try. */
const retryServerErrors = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(isRequestError(error) && error.status < 500);

/** `GET /api/content-page/{slug}` (cached): 404 for an unknown page, 400 for a bad slug. */
export const contentPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: contentPageKeys.page(slug),
    queryFn: ({ signal }) => fetchData<ContentPage>(path`/api/content-page/${slug}`, signal),
    staleTime: CATALOGUE_STALE_MS,
    retry: retryServerErrors,
  });

/** `GET /api/journal`: every post's summary (cached). */
export const journalPostsQueryOptions = () =>
  queryOptions({
    queryKey: contentPageKeys.journal(),
    queryFn: ({ signal }) => fetchData<JournalPostSummary[]>('/api/journal', signal),
    staleTime: CATALOGUE_STALE_MS,
    retry: retryServerErrors,
  });

/** `GET /api/journal/{slug}`: one post with its body (cached); 404 for an unknown post. */
export const journalPostQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: contentPageKeys.journalPost(slug),
    queryFn: ({ signal }) => fetchData<JournalPost>(path`/api/journal/${slug}`, signal),
    staleTime: CATALOGUE_STALE_MS,
    retry: retryServerErrors,
  });

/** `GET /api/sitemap`: the pages a shopper may browse, grouped (cached). */
export const sitemapQueryOptions = () =>
  queryOptions({
    queryKey: contentPageKeys.sitemap(),
    queryFn: ({ signal }) => fetchData<SitemapGroup[]>('/api/sitemap', signal),
    staleTime: CATALOGUE_STALE_MS,
    retry: retryServerErrors,
  });

/**
 * One form's POST through the request helper (the same headers and error handling as every
 * other call): resolves to the server's thank-you, raises a `RequestError` for a 400 (its field
 * messages in `serverErrors`) or a 429.
 */
async function sendForm<Body extends object>(url: string, body: Body): Promise<FormThankYou> {
  const answer = await request<FormThankYou>(url, { method: 'POST', body: jsonBody<Body>(body) });
  // The request helper answers undefined only when aborted; these calls are never aborted.
  if (!answer) throw new DOMException('The request was aborted', 'AbortError');
  return answer;
}

/** `POST /api/feedback` (the `/feedback` page). */
export const useSendFeedback = () =>
  useMutation({
    mutationKey: [...contentPageKeys.all, 'feedback'],
    mutationFn: (body: FeedbackRequest) => sendForm('/api/feedback', body),
  });

/** `POST /api/survey` (the `/survey` page). */
export const useAnswerSurvey = () =>
  useMutation({
    mutationKey: [...contentPageKeys.all, 'survey'],
    mutationFn: (body: SurveyRequest) => sendForm('/api/survey', body),
  });

/** `POST /api/contact` (the form on `/contact-us`). */
export const useSendContactMessage = () =>
  useMutation({
    mutationKey: [...contentPageKeys.all, 'contact'],
    mutationFn: (body: ContactRequest) => sendForm('/api/contact', body),
  });
