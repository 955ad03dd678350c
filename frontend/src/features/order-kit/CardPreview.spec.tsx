import type { CheckoutOrder, PersonalisationArea } from '@shop/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { holdModalDelay } from '../../test/modal-delay';
import { renderWithRouter } from '../../test/render-app';
import { item, order } from './basket.fixtures';
import { CardPreview } from './CardPreview';
import { CardPreviewButton } from './CardPreviewButton';

const greetingsCardOrder = (): CheckoutOrder =>
  order('g', {
    orderItems: [
      {
        ...item({ name: 'Personalised Photo Birthday Card', attributes: ['A5'], price: 575 }),
        product: {
          ...item({ name: 'Personalised Photo Birthday Card' }).product,
          distributor: 'Cards',
          image: '/images/products/571-285.svg',
        },
      },
      item({ name: 'Standard Card', card: true, price: 0, message: 'Love, Sam' }),
    ],
  });

const areas: PersonalisationArea[] = [
  {
    type: 'image',
    value: '/api/card-images/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
    placeholder: 'Add your photo',
  },
  { type: 'text', value: '', placeholder: 'Add your words' },
  { type: 'text', value: 'Sam, 30 today', placeholder: 'Their name' },
];

describe('card preview', () => {
  it("shows a flower order's card as the shop's front of its size and the message with line breaks", async () => {
    renderWithRouter(() => (
      <CardPreview
        order={order('a')}
        message={'  Happy birthday!\r\nLove from\nus all  '}
        areas={[]}
      />
    ));
    const preview = await screen.findByTestId('card-preview');
    expect(preview.className).toContain('card-preview--premium-a6');
    expect(screen.getByTestId('card-preview-message').textContent).toBe(
      'Happy birthday!\nLove from\nus all',
    );
    expect(screen.getByTestId('card-preview-caption').textContent).toBe('Premium A6 Card');
    const front = screen.getByTestId('card-preview-front');
    expect(front.textContent).toBe('Posy');
    expect(front.querySelector('img')).toBeNull();
    expect(screen.queryByTestId('card-preview-areas')).toBeNull();
    expect([...preview.querySelectorAll('.card-preview__label')].map((l) => l.textContent)).toEqual(
      ['Front', 'Inside'],
    );
  });

  it('says where the message will go while there is none', async () => {
    renderWithRouter(() => <CardPreview order={order('a')} message={' \n '} areas={[]} />);
    expect((await screen.findByTestId('card-preview-message')).textContent).toBe(
      'Your message will appear here.',
    );
  });

  it("shows a greetings card's own front with its photo and words filled in", async () => {
    renderWithRouter(() => (
      <CardPreview order={greetingsCardOrder()} message="Love, Sam" areas={areas} />
    ));
    const front = await screen.findByTestId('card-preview-front');
    const art = within(front).getByAltText('The front of the Personalised Photo Birthday Card');
    expect(art.getAttribute('src')).toBe('/images/products/571-285.svg');
    const photo = within(screen.getByTestId('card-preview-area-1')).getByAltText('Your photo');
    expect(photo.getAttribute('src')).toBe(areas[0].value);
    expect(screen.getByTestId('card-preview-area-2').textContent).toBe('Add your words');
    expect(screen.getByTestId('card-preview-area-3').textContent).toBe('Sam, 30 today');
    expect(screen.getByTestId('card-preview-caption').textContent).toBe(
      'Personalised Photo Birthday Card',
    );
  });
});

describe('card preview modal', () => {
  function renderButton(onEdit = vi.fn(), readOnly = false) {
    const view = renderWithRouter(
      () => (
        <CardPreviewButton
          order={order('a')}
          orderIndex={2}
          message={'Happy birthday\nto you'}
          areas={[]}
          onEdit={onEdit}
          readOnly={readOnly}
        />
      ),
      '/checkout/2',
    );
    return { ...view, onEdit };
  }

  async function openModal() {
    const button = await screen.findByTestId('card-preview-open');
    expect(button.textContent).toBe('Preview');
    const delay = holdModalDelay();
    fireEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    // Not at once: the modal opens about 800 ms after the click.
    expect(screen.queryByTestId('card-preview-modal')).toBeNull();
    await delay.pass();
    const dialog = await screen.findByTestId('card-preview-modal');
    return { button, dialog };
  }

  it("opens titled 'Preview' with the card, OK and Edit, and OK closes it", async () => {
    const { router } = renderButton();
    const { button, dialog } = await openModal();
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(within(dialog).getByRole('heading', { hidden: true }).textContent).toBe('Preview');
    expect(router.state.location.search).toEqual({ modal: 'open' });
    expect(within(dialog).getByTestId('card-preview-modal-card-message').textContent).toBe(
      'Happy birthday\nto you',
    );
    expect(within(dialog).getByTestId('card-preview-ok').textContent).toBe('OK');
    expect(within(dialog).getByTestId('card-preview-edit').textContent).toBe('Edit');

    fireEvent.click(within(dialog).getByTestId('card-preview-ok'));
    expect(screen.queryByTestId('card-preview-modal')).toBeNull();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(document.activeElement).toBe(button);
  });

  it("Edit goes to the order's checkout page with editing set to message", async () => {
    const { router, onEdit } = renderButton();
    await act(() => router.navigate({ to: '/' }));
    const { dialog } = await openModal();
    fireEvent.click(within(dialog).getByTestId('card-preview-edit'));
    expect(screen.queryByTestId('card-preview-modal')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/2'));
    expect(router.state.location.state.editing).toBe('message');
    expect(router.state.location.search).toEqual({});
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('has no Edit for a viewer who cannot change the order (support replay)', async () => {
    renderButton(vi.fn(), true);
    const { dialog } = await openModal();
    expect(within(dialog).getByTestId('card-preview-ok').textContent).toBe('OK');
    expect(within(dialog).queryByTestId('card-preview-edit')).toBeNull();
  });

  it('closes on Escape without the key reaching what is around it', async () => {
    const outside = vi.fn();
    document.addEventListener('keydown', outside);
    renderButton();
    const { dialog } = await openModal();
    fireEvent.keyDown(within(dialog).getByTestId('card-preview-ok'), { key: 'Escape' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByTestId('card-preview-modal')).toBeNull();
    expect(outside).not.toHaveBeenCalled();
    document.removeEventListener('keydown', outside);
  });
});
