import { ORDER_QUESTIONNAIRE } from '@shop/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { envelope, renderApp, stubApi } from '../../test/render-app';

const FULL_APP = { timeout: 20_000 };

let bodies: unknown[];

function serve(answer: () => Response = () => envelope({ data: null, isSignedIn: false })) {
  const api = stubApi({
    'GET /api/user-session': () => envelope({ data: null, isSignedIn: false }),
    'POST /api/order-questionnaire': (init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return answer();
    },
  });
  vi.stubGlobal('fetch', api.fetchStub);
}

beforeEach(() => {
  resetSessionState();
  bodies = [];
});

afterEach(() => vi.unstubAllGlobals());

describe('the order questionnaire', FULL_APP, () => {
  it('asks the three questions as radio groups', async () => {
    serve();
    renderApp('/order-questionnaire');
    await screen.findByTestId('questionnaire-form');
    expect(document.title).toBe('Tell us about your order | Posy');
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'How did you hear about us?',
      'Who is it for?',
      'What is the occasion?',
    ]);
    groups.forEach((group, i) => {
      expect(
        within(group)
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')?.textContent),
      ).toEqual([...ORDER_QUESTIONNAIRE[i].choices]);
    });
  });

  it('asks for at least one answer, then sends the answers by question and thanks', async () => {
    serve();
    renderApp('/order-questionnaire');
    await screen.findByTestId('questionnaire-form');
    fireEvent.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(screen.getByTestId('questionnaire-error').textContent).toBe(
      'Please answer at least one question.',
    );
    expect(bodies).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: 'Social media' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Anniversary' }));
    expect(screen.getByTestId('questionnaire-error').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Send answers' }));
    const thanks = await screen.findByTestId('questionnaire-thanks');
    expect(thanks.textContent).toBe('Thank you for telling us - it helps us get better.');
    expect(bodies).toEqual([
      {
        answers: {
          'How did you hear about us?': 'Social media',
          'What is the occasion?': 'Anniversary',
        },
      },
    ]);
    expect(screen.queryByTestId('questionnaire-form')).toBeNull();
  });

  it("shows the server's refusal and keeps the answers", async () => {
    serve(
      () =>
        new Response(
          JSON.stringify({ data: null, error: 'Please choose one of the answers offered.' }),
          { status: 422, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    renderApp('/order-questionnaire');
    await screen.findByTestId('questionnaire-form');
    fireEvent.click(screen.getByRole('radio', { name: 'Partner' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send answers' }));
    await screen.findByText('Please choose one of the answers offered.');
    expect(screen.getByTestId('questionnaire-error').getAttribute('role')).toBe('alert');
    expect((screen.getByRole('radio', { name: 'Partner' }) as HTMLInputElement).checked).toBe(true);
  });
});
