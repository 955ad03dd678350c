import type { UseMutationResult } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../api/error-text';
import { ACCOUNT_HOME } from './account-paths';

/**
 * Follows a link the shop emailed (a magic sign-in, a sign-up to confirm): posts `body` once (a
 * second call would find the key used) and goes to the account when it signs the customer in.
 * Answers null while it is on its way, then the refusal's messages.
 */
export function useEmailedLink<Body>(
  call: UseMutationResult<readonly string[], Error, Body>,
  body: Body,
): readonly string[] | null {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<readonly string[] | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    call.mutate(body, {
      onSuccess: (messages) => {
        if (messages.length === 0) void navigate({ to: ACCOUNT_HOME, replace: true });
        else setErrors(messages);
      },
      onError: (error) => setErrors([errorText(error)]),
    });
  }, [call, body, navigate]);

  return errors;
}
