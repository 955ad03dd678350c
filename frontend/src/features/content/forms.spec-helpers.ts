import type { ContentPage } from '@shop/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { envelope } from '../../test/render-app';
import { contentPage, failure, serveContent } from './content.fixtures';

export { failure };

type Answer = (init: RequestInit | undefined) => Response;

/** Serves the page with the form and answers its POST; returns the bodies the form sent. */
export function serveForm(page: ContentPage, post: string, answer: Answer) {
  const sent: unknown[] = [];
  const api = serveContent([page], {
    [`POST ${post}`]: (init) => {
      sent.push(JSON.parse(String(init?.body)));
      return answer(init);
    },
  });
  return { api, sent };
}

/** The server's thank-you. */
export const thanks = (message: string) => () => envelope({ data: { message } });

export const FEEDBACK_PAGE = contentPage({
  slug: 'feedback',
  heading: 'Tell us what you think',
  intro: 'Rate your experience and tell us what we could do better.',
});
export const SURVEY_PAGE = contentPage({ slug: 'survey', heading: 'Help us get better' });

/** Types into a field found by its label (its value, as a shopper's typing leaves it). */
export function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The message shown beside a field: the text its `aria-describedby` names as the error. */
export function fieldMessage(field: HTMLElement): string | null {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const error = ids.find((id) => id.endsWith('-error'));
  return error ? (document.getElementById(error)?.textContent ?? null) : null;
}
