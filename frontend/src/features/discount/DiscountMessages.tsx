import type { DiscountMessage } from '@shop/contracts';

/**
 * What the shop says about a code (docs/rules-checkout.md "Discount and affiliate banners"):
 * success, or an advisory styled by its status; a message with a `fallbackCode` is a button that
 * applies it.
 */
export function DiscountMessages({
  messages,
  onFallback,
  disabled = false,
  testId = 'discount-messages',
}: {
  messages: readonly DiscountMessage[];
  onFallback: (code: string) => void;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <ul className="discount-messages" data-testid={testId}>
      {messages.map((message) => (
        <li
          key={`${message.status}:${message.message}`}
          className={`discount-message discount-message--${message.status}`}
          data-testid="discount-message"
          data-status={message.status}
        >
          {message.fallbackCode ? (
            <button
              type="button"
              className="discount-message__fallback"
              disabled={disabled}
              onClick={() => onFallback(message.fallbackCode!)}
              data-testid="discount-fallback"
            >
              {message.message} Use {message.fallbackCode} instead.
            </button>
          ) : (
            message.message
          )}
        </li>
      ))}
    </ul>
  );
}
