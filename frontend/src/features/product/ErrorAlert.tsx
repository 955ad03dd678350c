import './product-errors.css';

/**
 * Errors from the shop's API, listed as they came (docs/rules-storefront.md "Messages"). The alert
 * region stays mounted so screen readers announce messages as they arrive.
 */
export function ErrorAlert({ messages, testId }: { messages: readonly string[]; testId: string }) {
  return (
    <div role="alert" className="product-errors" data-testid={testId}>
      {messages.length > 0 && (
        <ul className="product-errors__list">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
