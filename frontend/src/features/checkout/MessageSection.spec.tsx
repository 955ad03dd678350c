import {
  CARD_IMAGE_MESSAGES,
  type CardPersonalisationConfigResponse,
  type CheckoutOrder,
  type CheckoutState,
} from '@shop/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { holdModalDelay } from '../../test/modal-delay';
import { envelope, renderApp, stubApi } from '../../test/render-app';
import { basket, item, order } from '../order-kit/basket.fixtures';

const FULL_APP = { timeout: 20_000 };

const CONFIG_PATH = '/api/checkout/1/card-personalisation/config';
const PHOTO_URL = '/api/card-images/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const DEFAULT_CONFIGURATION = JSON.stringify({
  areas: [
    { type: 'image', value: '', placeholder: 'Add your photo' },
    { type: 'text', value: '', placeholder: 'Add your words' },
  ],
});

let state: CheckoutState;
let config: CardPersonalisationConfigResponse;
let uploadAnswer: () => Response;
const updates: { key: string; orderIndex: number; data: Record<string, unknown> }[] = [];
const uploads: FormData[] = [];

function greetingsCardOrder(): CheckoutOrder {
  const main = item({ name: 'Personalised Photo Birthday Card', attributes: ['A5'], price: 575 });
  return order('g', {
    orderItems: [
      { ...main, product: { ...main.product, distributor: 'Cards', image: '/images/p.svg' } },
      item({ name: 'Standard Card', card: true, price: 0, message: 'Love, Sam' }),
    ],
  });
}

function stub() {
  const api = stubApi({
    'GET /api/user-session': () => envelope({ data: null, isSignedIn: false }),
    'GET /api/checkout/get': () => envelope({ data: state, isSignedIn: false }),
    'GET /api/checkout/get-with-redirect': () => envelope({ data: state, isSignedIn: false }),
    'GET /api/checkout/validate/1': () =>
      envelope({ data: { orderIndex: 1, orderErrors: [], errors: [] }, isSignedIn: false }),
    'GET /api/checkout/1/card-personalisation/config': () =>
      envelope({ data: config, isSignedIn: false }),
    'POST /api/checkout/1/card-personalisation/image': (init) => {
      uploads.push(init?.body as FormData);
      return uploadAnswer();
    },
    'POST /api/checkout/update': (init) => {
      const body = JSON.parse(String(init?.body)) as (typeof updates)[number];
      updates.push(body);
      return envelope({ data: state, isSignedIn: false });
    },
  });
  vi.stubGlobal('fetch', api.fetchStub);
  return api;
}

beforeEach(() => {
  resetSessionState();
  window.dataLayer = [];
  updates.length = 0;
  uploads.length = 0;
  state = basket([greetingsCardOrder()]);
  config = {
    product: {
      id: 31,
      name: 'Personalised Photo Birthday Card',
      isPersonalisable: true,
      configuration: DEFAULT_CONFIGURATION,
    },
  };
  uploadAnswer = () => envelope({ data: { url: PHOTO_URL }, isSignedIn: false });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openMessageStep() {
  const view = renderApp('/checkout/1');
  const section = await screen.findByTestId('checkout-message');
  return { ...view, section };
}

const png = (size = 68) => new File([new Uint8Array(size)], 'me.png', { type: 'image/png' });
const choosePhoto = (file: File) =>
  fireEvent.change(screen.getByTestId('personalisation-image-1-input'), {
    target: { files: [file] },
  });
const lastSavedAreas = () =>
  JSON.parse(String(updates.at(-1)?.data.personalisationConfiguration)) as unknown;

describe('card preview on the message step', FULL_APP, () => {
  it('previews the card inline as the message is typed', async () => {
    state = basket([order('a')]);
    config = {
      product: { id: 11, name: 'The Harriet', isPersonalisable: false, configuration: null },
    };
    const api = stub();
    const { section } = await openMessageStep();
    expect(within(section).getByRole('heading', { level: 3 }).textContent).toBe(
      'How your card will look',
    );
    const message = within(section).getByTestId('card-preview-message');
    expect(message.textContent).toBe('Happy birthday to my favourite sister in the world');
    fireEvent.change(screen.getByTestId('message-input'), {
      target: { value: 'Dear Ada,\nHappy birthday!\n\nLove, Grace' },
    });
    expect(message.textContent).toBe('Dear Ada,\nHappy birthday!\n\nLove, Grace');
    expect(within(section).getByTestId('card-preview-caption').textContent).toBe('Premium A6 Card');
    // Flowers' cards are not personalisable: no editor, nothing to fill on the shop's front.
    await waitFor(() => expect(api.calls.map((c) => c.path)).toContain(CONFIG_PATH));
    expect(screen.queryByTestId('personalisation')).toBeNull();
    expect(within(section).getByTestId('card-preview-front').textContent).toBe('Posy');
  });

  it("opens the 'Preview' modal; OK closes it and Edit returns to the message step", async () => {
    stub();
    const { router, section } = await openMessageStep();
    fireEvent.change(screen.getByTestId('message-input'), { target: { value: 'Hi\nthere' } });
    let delay = holdModalDelay();
    fireEvent.click(within(section).getByTestId('card-preview-open'));
    await delay.pass();
    let dialog = await screen.findByTestId('card-preview-modal');
    expect(within(dialog).getByRole('heading', { hidden: true }).textContent).toBe('Preview');
    expect(router.state.location.search).toEqual({ modal: 'open' });
    expect(within(dialog).getByTestId('card-preview-modal-card-message').textContent).toBe(
      'Hi\nthere',
    );
    fireEvent.click(within(dialog).getByTestId('card-preview-ok'));
    await waitFor(() => expect(screen.queryByTestId('card-preview-modal')).toBeNull());
    expect(router.state.location.search).toEqual({});

    delay = holdModalDelay();
    fireEvent.click(within(section).getByTestId('card-preview-open'));
    await delay.pass();
    dialog = await screen.findByTestId('card-preview-modal');
    fireEvent.click(within(dialog).getByTestId('card-preview-edit'));
    await waitFor(() => expect(router.state.location.state.editing).toBe('message'));
    expect(router.state.location.pathname).toBe('/checkout/1');
    expect(screen.queryByTestId('card-preview-modal')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByTestId('checkout-message')),
    );
    // The draft survives: Edit came back to the same page.
    expect((screen.getByTestId('message-input') as HTMLTextAreaElement).value).toBe('Hi\nthere');
  });
});

describe('card personalisation editor', FULL_APP, () => {
  it('shows each area with its placeholder and saves the words with the message kept', async () => {
    const api = stub();
    await openMessageStep();
    const editor = await screen.findByTestId('personalisation');
    expect(editor.querySelector('legend')?.textContent).toBe('Personalise the front');
    const words = within(editor).getByLabelText('Your words') as HTMLInputElement;
    expect(words.placeholder).toBe('Add your words');
    expect(words.value).toBe('');
    const photo = within(editor).getByTestId('personalisation-image-1');
    expect(photo.textContent).toBe(
      'Your photoAdd your photoChoose a photoJPEG, PNG or WebP, up to 5 MB.',
    );
    expect(screen.getByTestId('card-preview-area-2').textContent).toBe('Add your words');

    fireEvent.change(words, { target: { value: 'Sam, 30 today' } });
    expect(screen.getByTestId('card-preview-area-2').textContent).toBe('Sam, 30 today');
    const configReads = () => api.calls.filter((c) => c.path === CONFIG_PATH).length;
    const readsBefore = configReads();
    fireEvent.click(screen.getByTestId('message-save'));
    await waitFor(() => expect(screen.getByTestId('message-saved').textContent).toBe('Saved'));
    expect(updates.at(-1)).toMatchObject({
      key: 'message',
      orderIndex: 1,
      data: { message: 'Love, Sam' },
    });
    expect(lastSavedAreas()).toEqual({
      areas: [
        { type: 'image', value: '', placeholder: 'Add your photo' },
        { type: 'text', value: 'Sam, 30 today', placeholder: 'Add your words' },
      ],
    });
    // The configuration may have changed: it is asked for again.
    await waitFor(() => expect(configReads()).toBeGreaterThan(readsBefore));
  });

  it('uploads a chosen photo, shows it and saves its address in the image area', async () => {
    stub();
    await openMessageStep();
    await screen.findByTestId('personalisation');
    choosePhoto(png());
    await waitFor(() => expect(uploads).toHaveLength(1));
    const sent = uploads[0].get('image') as File;
    expect(sent.name).toBe('me.png');
    expect(sent.type).toBe('image/png');

    const field = screen.getByTestId('personalisation-image-1');
    await waitFor(() =>
      expect(within(field).getByAltText('Your photo').getAttribute('src')).toBe(PHOTO_URL),
    );
    expect(within(field).getByText('Change photo').tagName).toBe('LABEL');
    expect(
      within(screen.getByTestId('card-preview-area-1'))
        .getByAltText('Your photo')
        .getAttribute('src'),
    ).toBe(PHOTO_URL);

    fireEvent.change(screen.getByLabelText('Your words'), { target: { value: 'Sam' } });
    fireEvent.click(screen.getByTestId('message-save'));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0].data.message).toBe('Love, Sam');
    expect(lastSavedAreas()).toEqual({
      areas: [
        { type: 'image', value: PHOTO_URL, placeholder: 'Add your photo' },
        { type: 'text', value: 'Sam', placeholder: 'Add your words' },
      ],
    });
  });

  it('says Uploading your photo… and holds Save until the upload is done', async () => {
    let answer: (response: Response) => void = () => undefined;
    stub();
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    const fetchStub = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/card-personalisation/image') ? pending : fetchStub(input, init),
    );
    await openMessageStep();
    await screen.findByTestId('personalisation');
    choosePhoto(png());
    const status = await screen.findByTestId('personalisation-image-1-uploading');
    expect(status.textContent).toBe('Uploading your photo…');
    expect((screen.getByTestId('message-save') as HTMLButtonElement).disabled).toBe(true);
    answer(envelope({ data: { url: PHOTO_URL }, isSignedIn: false }));
    await waitFor(() =>
      expect(screen.queryByTestId('personalisation-image-1-uploading')).toBeNull(),
    );
    expect((screen.getByTestId('message-save') as HTMLButtonElement).disabled).toBe(false);
  });

  it('refuses other kinds of file and photos over 5 MB before sending them', async () => {
    stub();
    await openMessageStep();
    await screen.findByTestId('personalisation');
    choosePhoto(new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(screen.getByTestId('personalisation-image-1-error').textContent).toBe(
      'Please choose a JPEG, PNG or WebP photo.',
    );
    choosePhoto(png(5 * 1024 * 1024 + 1));
    expect(screen.getByTestId('personalisation-image-1-error').textContent).toBe(
      'Sorry, that photo is too large - please choose one under 5 MB.',
    );
    expect(uploads).toHaveLength(0);
    choosePhoto(png(5 * 1024 * 1024));
    await waitFor(() => expect(uploads).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('personalisation-image-1-error')).toBeNull());
  });

  it("shows the server's refusal of a photo in its words", async () => {
    uploadAnswer = () =>
      new Response(
        JSON.stringify({
          data: null,
          error: 'Please choose a JPEG, PNG or WebP photo.',
          isSignedIn: false,
        }),
        { status: 415, headers: { 'Content-Type': 'application/json' } },
      );
    stub();
    await openMessageStep();
    await screen.findByTestId('personalisation');
    choosePhoto(png());
    const error = await screen.findByTestId('personalisation-image-1-error');
    expect(error.textContent).toBe('Please choose a JPEG, PNG or WebP photo.');
    expect(error.getAttribute('role')).toBe('alert');
    expect(screen.getByTestId('personalisation-image-1').querySelector('img')).toBeNull();
  });

  it("shows the server's 429 refusals of a photo word for word, and lets the shopper try again", async () => {
    const refusals = [
      [
        CARD_IMAGE_MESSAGES.addressBudget,
        'Sorry, a lot of photos have been uploaded from your internet connection recently - please use one you have already chosen, or try again later.',
      ],
      [
        CARD_IMAGE_MESSAGES.shopBudget,
        "Sorry, we can't take any more photos just now - please try again later, or use one you have already chosen.",
      ],
      [
        CARD_IMAGE_MESSAGES.busy,
        "Sorry, we're busy with other photos just now - please try again in a moment.",
      ],
    ];
    let sent: string = refusals[0][0];
    uploadAnswer = () =>
      new Response(JSON.stringify({ data: null, error: sent, isSignedIn: false }), {
        status: 429,
        headers: { 'Content-Type': 'application/json' },
      });
    stub();
    await openMessageStep();
    await screen.findByTestId('personalisation');
    for (const [message, words] of refusals) {
      sent = message;
      choosePhoto(png());
      await waitFor(() =>
        expect(screen.getByTestId('personalisation-image-1-error').textContent).toBe(words),
      );
      expect(screen.getByTestId('personalisation-image-1-error').getAttribute('role')).toBe(
        'alert',
      );
    }
    uploadAnswer = () => envelope({ data: { url: PHOTO_URL }, isSignedIn: false });
    choosePhoto(png());
    await waitFor(() => expect(screen.queryByTestId('personalisation-image-1-error')).toBeNull());
    expect(uploads).toHaveLength(4);
  });

  it("shows the server's validation errors for an unfilled card as before", async () => {
    stub();
    const fetchStub = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/api/checkout/validate/1'
        ? Promise.resolve(
            envelope({
              data: {
                orderIndex: 1,
                orderErrors: [
                  { message: 'Your card is missing some images.', editing: 'message' },
                  { message: 'Your card is missing some personalised text.', editing: 'message' },
                ],
                errors: [],
              },
              isSignedIn: false,
            }),
          )
        : fetchStub(input, init),
    );
    await openMessageStep();
    const errors = await screen.findByTestId('checkout-order-errors');
    expect([...errors.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Your card is missing some images.',
      'Your card is missing some personalised text.',
    ]);
  });
});
