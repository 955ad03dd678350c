import { FORM_MESSAGES } from '@shop/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import {
  FEEDBACK_PAGE,
  failure,
  fieldMessage,
  serveForm,
  thanks,
  type,
} from './forms.spec-helpers';

afterEach(() => {
  vi.unstubAllGlobals();
});

const POST = '/api/feedback';

async function openFeedback(answer = thanks(FORM_MESSAGES.feedbackThanks)) {
  const served = serveForm(FEEDBACK_PAGE, POST, answer);
  renderApp('/feedback');
  await screen.findByRole('heading', { level: 2, name: 'Your feedback' });
  return served;
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
const comments = () => screen.getByLabelText(/Your comments/);
const email = () => screen.getByLabelText(/Your email address/);
const ratingGroup = () => screen.getByRole('group', { name: /How would you rate Posy/ });

describe('the feedback form on /feedback', () => {
  it('is under the page heading, its rating a radio group of five stars', async () => {
    await openFeedback();
    expect(screen.getByRole('heading', { level: 1, name: 'Tell us what you think' })).toBeTruthy();
    const stars = screen.getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('radio', { name: '1 star' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '4 stars' }).hasAttribute('required')).toBe(true);
    expect(comments().hasAttribute('required')).toBe(true);
    expect(email().hasAttribute('required')).toBe(false);
  });

  it('shows the stars chosen in words and counts the comments against 2,000', async () => {
    await openFeedback();
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(screen.getByTestId('feedback-rating-chosen').textContent).toBe('4 out of 5 stars');
    type(/Your comments/, 'Lovely');
    expect(screen.getByTestId('feedback-comments-count').textContent).toBe('1,994 characters left');
    type(/Your comments/, 'x'.repeat(2003));
    expect(screen.getByTestId('feedback-comments-count').textContent).toBe('3 characters too many');
  });

  it('checks the rating and comments before sending, and sends nothing', async () => {
    const { sent } = await openFeedback();
    type(/Your email address/, 'not-an-email');
    send();
    expect(fieldMessage(ratingGroup())).toBe(FORM_MESSAGES.rating);
    expect(fieldMessage(comments())).toBe(FORM_MESSAGES.comments);
    expect(fieldMessage(email())).toBe(FORM_MESSAGES.email);
    expect(comments().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('radio', { name: '1 star' }).getAttribute('aria-invalid')).toBe('true');
    // Focus goes to the first question to fix.
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 star' }));
    expect(sent).toEqual([]);
  });

  it('refuses comments over 2,000 characters in the browser', async () => {
    const { sent } = await openFeedback();
    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    type(/Your comments/, 'x'.repeat(2001));
    send();
    expect(fieldMessage(comments())).toBe(FORM_MESSAGES.comments);
    expect(sent).toEqual([]);
  });

  it('sends the rating, comments and email, then thanks the shopper in place of the form', async () => {
    const { sent } = await openFeedback();
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    type(/Your comments/, '  Beautiful roses.  ');
    type(/Your email address/, 'sam@example.com');
    send();
    const thanked = await screen.findByText(FORM_MESSAGES.feedbackThanks);
    expect(thanked.closest('[role="status"]')).not.toBeNull();
    expect(document.activeElement).toBe(thanked);
    expect(screen.queryByRole('button', { name: 'Send feedback' })).toBeNull();
    expect(sent).toEqual([{ rating: 4, comments: 'Beautiful roses.', email: 'sam@example.com' }]);
  });

  it('sends no email when none is given', async () => {
    const { sent } = await openFeedback();
    fireEvent.click(screen.getByRole('radio', { name: '2 stars' }));
    type(/Your comments/, 'Late.');
    send();
    await screen.findByText(FORM_MESSAGES.feedbackThanks);
    expect(sent).toEqual([{ rating: 2, comments: 'Late.', email: null }]);
  });

  it("shows the server's messages beside their fields and keeps what was typed", async () => {
    await openFeedback(() => failure(400, [FORM_MESSAGES.comments, FORM_MESSAGES.email]));
    fireEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    type(/Your comments/, 'Nice');
    // Good enough for the browser's check; the server's is stricter.
    type(/Your email address/, 'sam@example.c');
    send();
    await waitFor(() => expect(fieldMessage(comments())).toBe(FORM_MESSAGES.comments));
    expect(fieldMessage(email())).toBe(FORM_MESSAGES.email);
    expect(screen.getByTestId('feedback-form-alert').textContent).toBe('');
    expect((comments() as HTMLTextAreaElement).value).toBe('Nice');
    expect((email() as HTMLInputElement).value).toBe('sam@example.c');
    expect((screen.getByRole('radio', { name: '3 stars' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says when too many messages have been sent, in an alert, keeping the form', async () => {
    await openFeedback(() => failure(429, [FORM_MESSAGES.tooMany]));
    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    type(/Your comments/, 'Again');
    send();
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toBe(FORM_MESSAGES.tooMany));
    expect((comments() as HTMLTextAreaElement).value).toBe('Again');
    expect(screen.getByRole('button', { name: 'Send feedback' })).toBeTruthy();
  });

  it('shows that it is sending and sends once however often Send is pressed', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { api } = serveForm(FEEDBACK_PAGE, POST, () => new Response());
    const slow = (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST'
        ? new Promise<Response>((resolve) => {
            answer = resolve;
            void api.fetchStub(input, init);
          })
        : api.fetchStub(input, init);
    vi.stubGlobal('fetch', slow);
    renderApp('/feedback');
    fireEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
    type(/Your comments/, 'Quick');
    send();
    const button = await screen.findByRole('button', { name: 'Sending…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    answer(new Response(JSON.stringify({ data: { message: FORM_MESSAGES.feedbackThanks } })));
    await screen.findByText(FORM_MESSAGES.feedbackThanks);
  });
});
