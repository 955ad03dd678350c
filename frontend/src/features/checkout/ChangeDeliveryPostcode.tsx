import type { PostcodeCheckResult } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { postcodeCheckQueryOptions } from '../../api/postcode.queries';
import { isRequestError } from '../../http/request-error';
import { normalisePostcodeInput } from '../purchase/postcode-rules';
import {
  POSTCODE_FAILED_MESSAGE,
  POSTCODE_INVALID_MESSAGE,
  POSTCODE_UNAVAILABLE_MESSAGE,
} from '../purchase/purchase-messages';
import '../purchase/postcode-check-form.css';

/**
 * The postcode check for an order whose recipient's postcode is known: it runs by itself, shows
 * its verdict in the words of the check form, and reports the result upward when it arrives.
 */
export function ChangeDeliveryPostcode({
  methodId,
  postcode,
  onChecked,
}: {
  methodId: string;
  postcode: string;
  onChecked: (methodId: string, result: PostcodeCheckResult) => void;
}) {
  const titleId = useId();
  const check = useQuery(postcodeCheckQueryOptions(methodId, normalisePostcodeInput(postcode)));
  const answer = check.data;
  const messages = answer?.messages ?? [];

  useEffect(() => {
    if (answer && answer.messages.length === 0) onChecked(methodId, answer.result);
  }, [answer, methodId, onChecked]);

  const badFormat =
    isRequestError(check.error) && check.error.serverErrors.includes(POSTCODE_INVALID_MESSAGE);
  const error = check.isError
    ? badFormat
      ? POSTCODE_INVALID_MESSAGE
      : POSTCODE_FAILED_MESSAGE
    : messages.length > 0
      ? POSTCODE_FAILED_MESSAGE
      : answer && !answer.result.available
        ? POSTCODE_UNAVAILABLE_MESSAGE
        : null;

  return (
    <section
      className="postcode-check"
      aria-labelledby={titleId}
      data-testid="change-delivery-postcode"
    >
      <h3 id={titleId} className="postcode-check__title">
        Postcode check (required)
      </h3>
      <p className="postcode-check__label">Recipient&apos;s postcode: {postcode}</p>
      {check.isPending && (
        <p className="postcode-check__info" role="status" data-testid="postcode-checking">
          Checking…
        </p>
      )}
      {answer && !error && (
        <span className="postcode-check__valid" role="status" data-testid="postcode-valid">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
            <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
          </svg>
          Postcode is valid
        </span>
      )}
      {messages.length > 0 && (
        <p className="postcode-check__info" role="status" data-testid="postcode-info">
          {messages.join(', ')}
        </p>
      )}
      <p className="postcode-check__error" role="alert" data-testid="postcode-error">
        {error ?? ''}
      </p>
    </section>
  );
}
