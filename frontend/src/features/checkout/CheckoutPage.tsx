import {
  CARD_OPTIONS,
  formatOrdinalDate,
  formatPriceOrFree,
  isMessageOverflowing,
  messageLimits,
  type CardSize,
  type CheckoutOrder,
  type CheckoutState,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  checkoutWithRedirectQueryOptions,
  useRemoveOrder,
  useUpdateOrder,
  validateOrderQueryOptions,
} from '../../api/basket.queries';
import { OrderErrors } from '../basket/OrderErrors';
import { OrderSummaryCard } from '../basket/OrderSummaryCard';
import { cardItem, cardSize, errorText, mainItem, pushRemoveFromCart } from '../basket/order-items';
import { RemoveOrderButton } from '../basket/RemoveOrderButton';
import { Spinner } from '../../ui/Spinner';
import './checkout-page.css';

export const OVERFLOW_MESSAGE = 'Oops! Your message is a bit too long - please shorten it.';

type Section = 'card' | 'message' | 'recipient' | 'details' | 'delivery' | 'addons';
const sectionId = (section: Section) => `checkout-${section}`;

/** One checkout page per order (spec 000 §2). */
export function CheckoutPage({ orderIndex }: { orderIndex: number }) {
  const { data, error } = useQuery(checkoutWithRedirectQueryOptions());

  return (
    <section className="checkout-page" aria-labelledby="checkout-title" data-testid="checkout-page">
      <title>Checkout | Posy</title>
      <h1 id="checkout-title" className="checkout-page__title">
        Checkout
      </h1>
      <p className="checkout-page__order" data-testid="checkout-order-number">
        Order {orderIndex}
        {data && data.purchase.orders.length > 1 && ` of ${data.purchase.orders.length}`}
      </p>
      {error ? (
        <p className="checkout-page__error" role="alert" data-testid="checkout-load-error">
          {errorText(error)}
        </p>
      ) : !data ? (
        <Spinner label="Loading your order…" />
      ) : (
        <CheckoutOrderView state={data} orderIndex={orderIndex} />
      )}
    </section>
  );
}

function CheckoutOrderView({ state, orderIndex }: { state: CheckoutState; orderIndex: number }) {
  const orders = state.purchase.orders;
  const order = orders[orderIndex - 1];
  if (!order) {
    return (
      <p className="checkout-page__missing" data-testid="checkout-order-missing">
        This order is no longer in your basket.{' '}
        <Link to="/checkout/$orderIndex" params={{ orderIndex: 1 }}>
          Go to your first order
        </Link>
      </p>
    );
  }
  return (
    // A fresh form per order, so one order's drafts never show on another.
    <OrderForms key={order.id} state={state} order={order} orderIndex={orderIndex} />
  );
}

function useEditingFocus() {
  const location = useRouterState({ select: (s) => s.location });
  const editing = location.state.editing;
  const key = location.state.key ?? location.href;
  const focus = (section: Section) => {
    const element = document.getElementById(sectionId(section));
    if (!element) return;
    element.scrollIntoView?.({ block: 'start' });
    element.focus();
  };
  useEffect(() => {
    if (editing) focus(editing === 'addons' ? 'addons' : editing);
  }, [editing, key]);
  return focus;
}

function OrderForms({
  state,
  order,
  orderIndex,
}: {
  state: CheckoutState;
  order: CheckoutOrder;
  orderIndex: number;
}) {
  const navigate = useNavigate();
  const focus = useEditingFocus();
  const remove = useRemoveOrder();
  const [removeError, setRemoveError] = useState<string | null>(null);
  const validation = useQuery(validateOrderQueryOptions(orderIndex));
  const orders = state.purchase.orders;

  const removeOrder = () => {
    setRemoveError(null);
    pushRemoveFromCart(order);
    const count = orders.length;
    remove.mutate(order.id, {
      onSuccess: () => {
        // Spec 000 §4: the last order goes home; an earlier order moves this page back one.
        if (count === 1) void navigate({ to: '/' });
        else if (orderIndex > 1) {
          void navigate({ to: '/checkout/$orderIndex', params: { orderIndex: orderIndex - 1 } });
        }
      },
      onError: (cause) => setRemoveError(errorText(cause)),
    });
  };

  return (
    <div className="checkout-page__layout">
      <div className="checkout-page__main">
        {orders.length > 1 && (
          <nav
            className="checkout-page__orders"
            aria-label="Your orders"
            data-testid="checkout-orders-nav"
          >
            <ul>
              {orders.map((other, position) => (
                <li key={other.id}>
                  <Link
                    to="/checkout/$orderIndex"
                    params={{ orderIndex: position + 1 }}
                    aria-current={position + 1 === orderIndex ? 'page' : undefined}
                    data-testid={`checkout-order-link-${position + 1}`}
                  >
                    Order {position + 1}: {mainItem(other)?.product.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {validation.data && (
          <OrderErrors
            errors={validation.data.orderErrors}
            orderIndex={orderIndex}
            onDelivery={() => focus('delivery')}
            onRemove={removeOrder}
            testId="checkout-order-errors"
          />
        )}
        {!order.isGiftCard && (
          <>
            <CardSection order={order} orderIndex={orderIndex} />
            <MessageSection order={order} orderIndex={orderIndex} />
            <RecipientSection order={order} orderIndex={orderIndex} />
            <DeliverySection order={order} />
          </>
        )}
        <DetailsSection state={state} orderIndex={orderIndex} />
      </div>
      <aside className="checkout-page__aside" aria-label="Order summary">
        <div id={sectionId('addons')} tabIndex={-1}>
          <OrderSummaryCard order={order} orderIndex={orderIndex} variant="full">
            {removeError && (
              <p className="checkout-page__error" role="alert">
                {removeError}
              </p>
            )}
            <RemoveOrderButton
              orderIndex={orderIndex}
              pending={remove.isPending}
              onConfirm={removeOrder}
            />
          </OrderSummaryCard>
        </div>
      </aside>
    </div>
  );
}

function CheckoutSection({
  section,
  title,
  children,
}: {
  section: Section;
  title: string;
  children: ReactNode;
}) {
  const titleId = `${sectionId(section)}-title`;
  return (
    <section
      id={sectionId(section)}
      className="checkout-section"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid={sectionId(section)}
    >
      <h2 id={titleId} className="checkout-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function SaveStatus({ error, saved, testId }: { error: unknown; saved: boolean; testId: string }) {
  if (error) {
    return (
      <p className="checkout-section__error" role="alert" data-testid={`${testId}-error`}>
        {errorText(error)}
      </p>
    );
  }
  return (
    <p className="checkout-section__saved" role="status" data-testid={`${testId}-saved`}>
      {saved ? 'Saved' : ''}
    </p>
  );
}

function CardSection({ order, orderIndex }: { order: CheckoutOrder; orderIndex: number }) {
  const update = useUpdateOrder();
  // The choice shows at once; the server's answer confirms it, a refusal puts it back.
  const [chosen, setChosen] = useState<CardSize | null>(null);
  const current = chosen ?? cardSize(cardItem(order));
  return (
    <CheckoutSection section="card" title="Your card">
      <fieldset className="checkout-card-choice" disabled={update.isPending}>
        <legend className="checkout-card-choice__legend">Choose a card</legend>
        {CARD_OPTIONS.map((option) => (
          <label key={option.size} className="checkout-card-choice__option">
            <input
              type="radio"
              name="card-size"
              value={option.size}
              checked={current === option.size}
              data-testid={`card-option-${option.size}`}
              onChange={() => {
                setChosen(option.size);
                update.mutate(
                  { key: 'card', orderIndex, data: { size: option.size } },
                  { onError: () => setChosen(null) },
                );
              }}
            />
            <span className="checkout-card-choice__name">{option.name}</span>
            <span className="checkout-card-choice__price">{formatPriceOrFree(option.price)}</span>
          </label>
        ))}
      </fieldset>
      <SaveStatus error={update.error} saved={false} testId="card" />
    </CheckoutSection>
  );
}

function MessageSection({ order, orderIndex }: { order: CheckoutOrder; orderIndex: number }) {
  const card = cardItem(order);
  const size: CardSize = cardSize(card) ?? 'standard';
  const distributor = mainItem(order)?.product.distributor ?? '';
  const limits = messageLimits(distributor, size);
  const [message, setMessage] = useState(card?.message ?? '');
  const update = useUpdateOrder();
  const countId = useId();
  const text = message.replace(/\r\n?/g, '\n').trim();
  const characters = [...text].length;
  const lines = text === '' ? 0 : text.split('\n').length;
  const overflowing = isMessageOverflowing(message, limits);

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({
      key: 'message',
      orderIndex,
      data: {
        message,
        personalisationConfiguration: card?.orderItemPersonalisationConfiguration ?? null,
      },
    });
  };

  return (
    <CheckoutSection section="message" title="Your card message">
      {!card ? (
        <p className="checkout-section__hint" data-testid="message-needs-card">
          Choose a card above to write your message.
        </p>
      ) : (
        <form className="checkout-form" onSubmit={save}>
          <label className="checkout-form__field">
            <span>Message</span>
            <textarea
              rows={6}
              value={message}
              aria-describedby={countId}
              aria-invalid={overflowing}
              data-testid="message-input"
              onChange={(event) => {
                setMessage(event.target.value);
                update.reset();
              }}
            />
          </label>
          <p id={countId} className="checkout-form__count" data-testid="message-count">
            {characters} / {limits.characters} characters, {lines} / {limits.lines} lines
          </p>
          {overflowing && (
            <p className="checkout-section__error" role="alert" data-testid="message-overflow">
              {OVERFLOW_MESSAGE}
            </p>
          )}
          <button
            type="submit"
            className="checkout-form__save"
            disabled={overflowing || update.isPending}
            data-testid="message-save"
          >
            Save
          </button>
          <SaveStatus error={update.error} saved={update.isSuccess} testId="message" />
        </form>
      )}
    </CheckoutSection>
  );
}

const RECIPIENT_FIELDS = [
  { name: 'recipientName', label: 'Recipient name', autoComplete: 'name' },
  { name: 'addressLine1', label: 'Address line 1', autoComplete: 'address-line1' },
  { name: 'addressLine2', label: 'Address line 2', autoComplete: 'address-line2' },
  { name: 'addressLine3', label: 'Address line 3', autoComplete: 'address-line3' },
  { name: 'town', label: 'Town', autoComplete: 'address-level2' },
  { name: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
] as const;

function RecipientSection({ order, orderIndex }: { order: CheckoutOrder; orderIndex: number }) {
  const update = useUpdateOrder();
  const delivery = order.orderDelivery;
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const data = Object.fromEntries(
      RECIPIENT_FIELDS.map((field) => [field.name, String(form.get(field.name) ?? '')]),
    );
    update.mutate({ key: 'recipient', orderIndex, data });
  };
  return (
    <CheckoutSection section="recipient" title="Recipient">
      <form className="checkout-form" onSubmit={save} onChange={() => update.reset()}>
        {RECIPIENT_FIELDS.map((field) => (
          <label key={field.name} className="checkout-form__field">
            <span>{field.label}</span>
            <input
              name={field.name}
              defaultValue={delivery[field.name]}
              autoComplete={`shipping ${field.autoComplete}`}
              data-testid={`recipient-${field.name}`}
            />
          </label>
        ))}
        <button
          type="submit"
          className="checkout-form__save"
          disabled={update.isPending}
          data-testid="recipient-save"
        >
          Save
        </button>
        <SaveStatus error={update.error} saved={update.isSuccess} testId="recipient" />
      </form>
    </CheckoutSection>
  );
}

function DeliverySection({ order }: { order: CheckoutOrder }) {
  const delivery = order.orderDelivery;
  return (
    <CheckoutSection section="delivery" title="Delivery">
      <p className="checkout-section__text" data-testid="checkout-delivery-text">
        {delivery.date
          ? `${formatOrdinalDate(delivery.date)} by ${delivery.methodName}`
          : 'No delivery date chosen'}{' '}
        <span className="checkout-section__price">{formatPriceOrFree(delivery.price)}</span>
      </p>
    </CheckoutSection>
  );
}

function DetailsSection({ state, orderIndex }: { state: CheckoutState; orderIndex: number }) {
  const update = useUpdateOrder();
  const { customer } = state;
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    update.mutate({
      key: 'details',
      orderIndex,
      data: {
        name: String(form.get('name') ?? ''),
        email: String(form.get('email') ?? ''),
        phone: String(form.get('phone') ?? ''),
        mailShot: form.get('mailShot') === 'on',
      },
    });
  };
  return (
    <CheckoutSection section="details" title="Your details">
      <form className="checkout-form" onSubmit={save} onChange={() => update.reset()}>
        <label className="checkout-form__field">
          <span>Your name</span>
          <input
            name="name"
            defaultValue={customer.name}
            autoComplete="name"
            required
            data-testid="details-name"
          />
        </label>
        <label className="checkout-form__field">
          <span>Email address</span>
          <input
            name="email"
            type="email"
            defaultValue={customer.email}
            autoComplete="email"
            required
            data-testid="details-email"
          />
        </label>
        <label className="checkout-form__field">
          <span>Phone number</span>
          <input
            name="phone"
            type="tel"
            defaultValue={customer.phone}
            autoComplete="tel"
            data-testid="details-phone"
          />
        </label>
        <label className="checkout-form__check">
          <input
            name="mailShot"
            type="checkbox"
            defaultChecked={customer.mailShot}
            data-testid="details-mailshot"
          />
          <span>Send me offers and news by email</span>
        </label>
        <button
          type="submit"
          className="checkout-form__save"
          disabled={update.isPending}
          data-testid="details-save"
        >
          Save
        </button>
        <SaveStatus error={update.error} saved={update.isSuccess} testId="details" />
      </form>
    </CheckoutSection>
  );
}
