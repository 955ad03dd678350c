import { DISCOUNT_MESSAGES, type DiscountMessage, type DiscountState } from '@shop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { discountKeys } from '../../api/discount.queries';
import { envelope } from '../../test/render-app';
import { DiscountBox, REDEEM_PROMPT } from './DiscountBox';
import { settle } from '../../test/settle';

afterEach(() => vi.unstubAllGlobals());

const APPLIED = 'Discount code WELCOME10 has been applied and will be shown at checkout.';
const SPEND_MORE = 'Spend £20 or more to use WELCOME10.';

const message = (
  status: DiscountMessage['status'],
  text: string,
  extra: Partial<DiscountMessage> = {},
): DiscountMessage => ({
  status,
  message: text,
  isCodeVisible: true,
  fallbackCode: null,
  ...extra,
});

const NONE: DiscountState = { code: null, messages: [] };
const WELCOME10: DiscountState = { code: 'WELCOME10', messages: [message('success', APPLIED)] };

interface Call {
  method: string;
  path: string;
  body: string | undefined;
}

/**
 * The discount API: `GET /api/discount/get` answers the basket's state; `apply` answers what
 * `onApply` makes of the code sent (which becomes the basket's state); `remove` clears it.
 * Returning a promise from `onApply` holds the answer back until it resolves.
 */
function serveDiscounts({
  initial = NONE,
  onApply = () => WELCOME10,
}: {
  initial?: DiscountState;
  onApply?: (code: string) => DiscountState | Response | Promise<DiscountState>;
} = {}) {
  let state = initial;
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? init.body : undefined;
    calls.push({ method, path, body });
    if (method === 'GET' && path === '/api/discount/get') {
      return envelope({ data: state, isSignedIn: false });
    }
    if (method === 'POST' && path === '/api/discount/apply') {
      const answer = await onApply(JSON.parse(body ?? 'null') as string);
      if (answer instanceof Response) return answer;
      // A refused code leaves the basket as it was.
      if (!answer.messages.some((said) => said.status === 'error')) state = answer;
      return envelope({ data: answer, isSignedIn: false });
    }
    if (method === 'GET' && path === '/api/discount/remove') {
      state = NONE;
      return envelope({ data: state, isSignedIn: false });
    }
    return new Response(null, { status: 404 });
  });
  const applies = () => calls.filter((call) => call.path === '/api/discount/apply');
  return { calls, applies };
}

function renderBox(props: Parameters<typeof DiscountBox>[0] = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <DiscountBox {...props} />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

const input = () => screen.getByTestId('discount-input') as HTMLInputElement;
const applyButton = () => screen.getByTestId('discount-apply') as HTMLButtonElement;
const shownMessages = () =>
  screen.getAllByTestId('discount-message').map((item) => ({
    status: item.dataset.status,
    className: item.className,
    text: item.textContent,
  }));

/** Resolves once the box has read the basket's state (the request has been made and answered). */
async function loaded(calls: Call[]) {
  await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/discount/get'));
  await settle();
}

describe('the discount box', () => {
  it('strips every whitespace character from the code as it is typed', async () => {
    const { calls } = serveDiscounts();
    renderBox();
    await loaded(calls);
    fireEvent.change(input(), { target: { value: ' welc ome 10 ' } });
    expect(input().value).toBe('welcome10');
    fireEvent.change(input(), { target: { value: 'wel\tcome\n10' } });
    expect(input().value).toBe('welcome10');
  });

  it('keeps Apply off while the code is empty and while it is being applied', async () => {
    let answer!: (state: DiscountState) => void;
    const { calls, applies } = serveDiscounts({
      onApply: () => new Promise<DiscountState>((resolve) => (answer = resolve)),
    });
    renderBox();
    await loaded(calls);
    expect(applyButton().disabled).toBe(true);
    fireEvent.change(input(), { target: { value: '   ' } });
    expect(applyButton().disabled).toBe(true);

    fireEvent.change(input(), { target: { value: 'welcome10' } });
    expect(applyButton().disabled).toBe(false);
    fireEvent.click(applyButton());
    await waitFor(() => expect(applyButton().disabled).toBe(true));
    expect(within(applyButton()).getByTestId('inline-spinner')).toBeTruthy();
    // Nothing more goes while the first is on its way.
    fireEvent.submit(input().form!);
    fireEvent.blur(input());
    expect(applies()).toHaveLength(1);

    await act(async () => answer(WELCOME10));
    await screen.findByTestId('discount-remove');
    expect(applies()).toHaveLength(1);
  });

  it('applies the code on Enter (submitting the form), sent as a bare JSON string', async () => {
    const { calls, applies } = serveDiscounts();
    renderBox();
    await loaded(calls);
    fireEvent.change(input(), { target: { value: 'welcome 10' } });
    // Enter submits the form through its default button, which must be on.
    expect(input().form!.querySelector('button[type=submit]')).toBe(applyButton());
    expect(applyButton().disabled).toBe(false);
    fireEvent.submit(input().form!);
    await screen.findByTestId('discount-remove');
    expect(applies()).toEqual([
      { method: 'POST', path: '/api/discount/apply', body: '"welcome10"' },
    ]);
  });

  it('applies the code when the field is left with something in it, and not when empty', async () => {
    const { calls, applies } = serveDiscounts();
    renderBox();
    await loaded(calls);
    fireEvent.focus(input());
    fireEvent.blur(input());
    fireEvent.change(input(), { target: { value: '  ' } });
    fireEvent.blur(input());
    await settle();
    expect(applies()).toEqual([]);

    fireEvent.change(input(), { target: { value: 'WELCOME10' } });
    fireEvent.blur(input());
    await screen.findByTestId('discount-remove');
    expect(applies().map((call) => call.body)).toEqual(['"WELCOME10"']);
  });

  it('applies once when Apply is clicked, not a second time as the field loses focus to it', async () => {
    const { calls, applies } = serveDiscounts();
    renderBox();
    await loaded(calls);
    input().focus();
    fireEvent.change(input(), { target: { value: 'WELCOME10' } });
    // As in a browser: pressing the button moves focus to it (blurring the field), then clicks.
    act(() => applyButton().focus());
    expect(document.activeElement).toBe(applyButton());
    // Leaving the field for Apply leaves the applying to Apply's click.
    await settle();
    expect(applies()).toEqual([]);
    fireEvent.click(applyButton());
    await screen.findByTestId('discount-remove');
    expect(applies().map((call) => call.body)).toEqual(['"WELCOME10"']);
  });

  it('shows the success message, then the applied code with Remove Discount; Remove brings the input back', async () => {
    const { calls, applies } = serveDiscounts();
    renderBox();
    await loaded(calls);
    fireEvent.change(input(), { target: { value: 'welcome 10' } });
    fireEvent.click(applyButton());

    const remove = await screen.findByRole('button', { name: 'Remove Discount' });
    // Focus follows: to Remove once the code is on (the field it was in is gone).
    await waitFor(() => expect(document.activeElement).toBe(remove));
    // One live region for the box's messages, whatever its state.
    const region = screen.getByRole('status');
    expect(region.textContent).toBe(APPLIED);
    expect(applies().map((call) => call.body)).toEqual(['"welcome10"']);
    expect(shownMessages()).toEqual([
      { status: 'success', className: 'discount-message discount-message--success', text: APPLIED },
    ]);
    expect(screen.queryByTestId('discount-input')).toBeNull();
    expect(screen.queryByTestId('discount-apply')).toBeNull();

    fireEvent.click(remove);
    await screen.findByTestId('discount-input');
    await waitFor(() => expect(document.activeElement).toBe(input()));
    expect(screen.getByRole('status')).toBe(region);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
      'GET /api/discount/remove',
    );
    expect(input().value).toBe('');
    expect(screen.queryByRole('button', { name: 'Remove Discount' })).toBeNull();
    expect(screen.queryAllByTestId('discount-message')).toEqual([]);
  });

  it('shows a warning styled as a warning, with the code kept on the basket', async () => {
    const { calls } = serveDiscounts({
      onApply: () => ({ code: 'WELCOME10', messages: [message('warning', SPEND_MORE)] }),
    });
    renderBox();
    await loaded(calls);
    fireEvent.change(input(), { target: { value: 'welcome10' } });
    fireEvent.click(applyButton());
    await screen.findByText(SPEND_MORE);
    const item = screen.getByTestId('discount-message');
    expect(item.dataset.status).toBe('warning');
    expect(item.classList.contains('discount-message--warning')).toBe(true);
    expect(item.textContent).toBe(SPEND_MORE);
    expect(screen.getByRole('button', { name: 'Remove Discount' })).toBeTruthy();
  });

  it('shows a refused code as an error and keeps the input', async () => {
    const { calls } = serveDiscounts({
      onApply: () => ({ code: null, messages: [message('error', DISCOUNT_MESSAGES.unknownCode)] }),
    });
    renderBox();
    await loaded(calls);
    fireEvent.change(input(), { target: { value: 'NOPE' } });
    fireEvent.click(applyButton());
    await screen.findByText(DISCOUNT_MESSAGES.unknownCode);
    expect(shownMessages()).toEqual([
      {
        status: 'error',
        className: 'discount-message discount-message--error',
        text: "Sorry, we don't recognise that discount code.",
      },
    ]);
    expect(input().value).toBe('NOPE');
    expect(applyButton().disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Remove Discount' })).toBeNull();
  });

  it("keeps a refused code's message when the basket's state is read again, until the next try", async () => {
    const { calls, applies } = serveDiscounts({
      onApply: (code) =>
        code === 'WELCOME10'
          ? WELCOME10
          : { code: null, messages: [message('error', DISCOUNT_MESSAGES.unknownCode)] },
    });
    const { queryClient } = renderBox();
    await loaded(calls);
    fireEvent.change(input(), { target: { value: 'NOPE' } });
    fireEvent.click(applyButton());
    await screen.findByText(DISCOUNT_MESSAGES.unknownCode);

    await act(() => queryClient.invalidateQueries({ queryKey: discountKeys.all }));
    await settle();
    expect(queryClient.getQueryData(discountKeys.state())).toEqual(NONE);
    expect(calls.filter((call) => call.path === '/api/discount/get')).toHaveLength(2);
    expect(shownMessages().map((shown) => shown.text)).toEqual([DISCOUNT_MESSAGES.unknownCode]);

    fireEvent.change(input(), { target: { value: 'WELCOME10' } });
    fireEvent.click(applyButton());
    await screen.findByRole('button', { name: 'Remove Discount' });
    expect(applies().map((call) => call.body)).toEqual(['"NOPE"', '"WELCOME10"']);
    expect(shownMessages().map((shown) => shown.text)).toEqual([APPLIED]);
  });

  it('says why a call failed, and keeps the code to try again', async () => {
    const { calls } = serveDiscounts({
      onApply: () =>
        new Response(JSON.stringify({ error: DISCOUNT_MESSAGES.tooManyAttempts }), {
          status: 429,
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    renderBox();
    await loaded(calls);
    fireEvent.change(input(), { target: { value: 'WELCOME10' } });
    fireEvent.click(applyButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(input().value).toBe('WELCOME10');
    expect(applyButton().disabled).toBe(false);
  });

  it('applies the fallback code when its message is clicked', async () => {
    const { calls, applies } = serveDiscounts({
      onApply: (code) =>
        code === 'WELCOME10'
          ? WELCOME10
          : {
              code: null,
              messages: [
                message('error', DISCOUNT_MESSAGES.expired, { fallbackCode: 'WELCOME10' }),
              ],
            },
    });
    renderBox();
    await loaded(calls);
    fireEvent.change(input(), { target: { value: 'xmas2025' } });
    fireEvent.click(applyButton());

    const fallback = await screen.findByTestId('discount-fallback');
    expect(fallback.tagName).toBe('BUTTON');
    expect(fallback.textContent).toBe('This code has expired. Use WELCOME10 instead.');
    expect(screen.getByTestId('discount-message').dataset.status).toBe('error');
    fireEvent.click(fallback);

    await screen.findByRole('button', { name: 'Remove Discount' });
    expect(applies().map((call) => call.body)).toEqual(['"xmas2025"', '"WELCOME10"']);
    expect(shownMessages().map((shown) => shown.text)).toEqual([APPLIED]);
  });

  it('shows the message of a code the shop does not show as given', async () => {
    const hidden = message('success', DISCOUNT_MESSAGES.hiddenApplied, { isCodeVisible: false });
    const { calls } = serveDiscounts({
      onApply: () => ({ code: 'TEAMGIFT', messages: [hidden] }),
    });
    renderBox();
    await loaded(calls);
    fireEvent.change(input(), { target: { value: 'teamgift' } });
    fireEvent.click(applyButton());
    await screen.findByRole('button', { name: 'Remove Discount' });
    expect(shownMessages()).toEqual([
      {
        status: 'success',
        className: 'discount-message discount-message--success',
        text: 'Your discount has been applied...',
      },
    ]);
    expect(screen.getByTestId('discount-box').textContent).not.toContain('TEAMGIFT');
  });

  describe('collapsible', () => {
    it('shows only the redeem prompt until it is clicked, then the form', async () => {
      const { calls } = serveDiscounts();
      renderBox({ collapsible: true });
      await loaded(calls);
      const prompt = screen.getByRole('button', { name: REDEEM_PROMPT });
      expect(prompt.textContent).toBe('Click here to redeem a discount code');
      expect(prompt.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByTestId('discount-input')).toBeNull();
      expect(screen.queryByTestId('discount-apply')).toBeNull();

      fireEvent.click(prompt);
      expect(screen.queryByRole('button', { name: REDEEM_PROMPT })).toBeNull();
      expect(input().value).toBe('');
      await waitFor(() => expect(document.activeElement).toBe(input()));
      expect(applyButton().disabled).toBe(true);
    });

    it('shows the applied code, not the prompt, when the basket already has one', async () => {
      const { calls } = serveDiscounts({ initial: WELCOME10 });
      renderBox({ collapsible: true });
      await screen.findByRole('button', { name: 'Remove Discount' });
      expect(calls.map((call) => call.path)).toEqual(['/api/discount/get']);
      expect(screen.queryByRole('button', { name: REDEEM_PROMPT })).toBeNull();
      expect(screen.queryByTestId('discount-input')).toBeNull();
      expect(shownMessages().map((shown) => shown.text)).toEqual([APPLIED]);
    });
  });

  describe('locked (a payment on its way)', () => {
    it('keeps Apply off whatever is typed, and leaving the field applies nothing', async () => {
      const { calls, applies } = serveDiscounts();
      renderBox({ locked: true });
      await loaded(calls);
      fireEvent.change(input(), { target: { value: 'WELCOME10' } });
      expect(applyButton().disabled).toBe(true);
      fireEvent.blur(input());
      fireEvent.submit(input().form!);
      await settle();
      expect(applies()).toEqual([]);
    });

    it('keeps Remove Discount and fallback codes off', async () => {
      const { calls } = serveDiscounts({
        initial: {
          code: 'WELCOME10',
          messages: [
            message('success', APPLIED),
            message('warning', 'Try SPRING5 too.', { fallbackCode: 'SPRING5' }),
          ],
        },
      });
      renderBox({ locked: true });
      const remove = (await screen.findByRole('button', {
        name: 'Remove Discount',
      })) as HTMLButtonElement;
      expect(remove.disabled).toBe(true);
      expect((screen.getByTestId('discount-fallback') as HTMLButtonElement).disabled).toBe(true);
      fireEvent.click(remove);
      await settle();
      expect(calls.map((call) => call.path)).toEqual(['/api/discount/get']);
    });
  });
});
