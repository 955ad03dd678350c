import type {
  AccountErrors,
  CaptchaChallenge,
  ChangePasswordRequest,
  ConfirmSignUpRequest,
  CustomerDetailsData,
  EditCustomerDetailsRequest,
  EditCustomerDetailsResponse,
  ForgotPasswordRequest,
  PasswordKeyState,
  ResetPasswordRequest,
  SignInLinkRequest,
  SignInMethodsData,
  SignInRequest,
  SignInWithLinkRequest,
  SignUpRequest,
  VerifyEmailRequest,
} from '@shop/contracts';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fetchData } from '../http/fetch-data';
import { jsonBody, request } from '../http/request';
import { sessionKeys } from './session.queries';

/** Query keys of the signed-in customer's own account pages. */
export const accountKeys = {
  all: ['account'] as const,
  details: () => [...accountKeys.all, 'details'] as const,
  signInMethods: () => [...accountKeys.all, 'signin-methods'] as const,
  passwordKey: (purpose: 'reset' | 'set', key: string) =>
    [...accountKeys.all, 'password-key', purpose, key] as const,
};

/** `GET /api/captcha/challenge`: a fresh proof-of-work challenge for the ALTCHA widget. */
export const fetchCaptchaChallenge = (signal?: AbortSignal) =>
  fetchData<CaptchaChallenge>('/api/captcha/challenge', signal);

/**
 * Signed in (or out): the session, the basket (carried over or merged) and every page read as
 * the other person are read again.
 */
export function sessionChanged(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== sessionKeys.all[0],
  });
}

/**
 * A call answering a list of error messages, empty on success (docs/rules-storefront.md "Calls").
 */
const postForErrors =
  <Body extends object>(path: string) =>
  async (body: Body): Promise<AccountErrors> =>
    (await request<AccountErrors>(path, { method: 'POST', body: jsonBody<Body>(body) })) ?? [];

/** A sign-in of some kind: on an empty list the shopper is now signed in. */
function useSignInCall<Body extends object>(send: (body: Body) => Promise<AccountErrors>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (errors) => {
      if (errors.length === 0) sessionChanged(queryClient);
    },
  });
}

/** `POST /api/sign-in` {email, password, captcha}. */
export const useSignIn = () =>
  useSignInCall((body: SignInRequest) => postForErrors<SignInRequest>('/api/sign-in')(body));

/**
 * `POST /api/sign-up`: mails the address (the answer is the same whether or not it has an
 * account); nobody is signed in until the emailed link is followed.
 */
export const useSignUp = () =>
  useMutation({ mutationFn: postForErrors<SignUpRequest>('/api/sign-up') });

/** `POST /api/sign-up/confirm`: the emailed link makes the account and signs in. */
export const useConfirmSignUp = () =>
  useSignInCall((body: ConfirmSignUpRequest) =>
    postForErrors<ConfirmSignUpRequest>('/api/sign-up/confirm')(body),
  );

/** `POST /api/sign-in/email/token`: signs in with an emailed link. */
export const useSignInWithLink = () =>
  useSignInCall((body: SignInWithLinkRequest) =>
    postForErrors<SignInWithLinkRequest>('/api/sign-in/email/token')(body),
  );

/** `POST /api/forgot-password/key` or `/api/set-password/key`: a new password; signs in. */
export const useResetPassword = (purpose: 'reset' | 'set') =>
  useSignInCall((body: ResetPasswordRequest) =>
    postForErrors<ResetPasswordRequest>(
      purpose === 'reset' ? '/api/forgot-password/key' : '/api/set-password/key',
    )(body),
  );

/** `POST /api/sign-in/email`: mails a sign-in link (the answer is the same for any email). */
export const useRequestSignInLink = () =>
  useMutation({ mutationFn: postForErrors<SignInLinkRequest>('/api/sign-in/email') });

/** `POST /api/forgot-password`: mails a reset link (the answer is the same for any email). */
export const useForgotPassword = () =>
  useMutation({ mutationFn: postForErrors<ForgotPasswordRequest>('/api/forgot-password') });

/** `GET /api/{forgot|set}-password/key/{key}`: whether the emailed key can still be used. */
export const passwordKeyQueryOptions = (purpose: 'reset' | 'set', key: string) =>
  queryOptions({
    queryKey: accountKeys.passwordKey(purpose, key),
    queryFn: ({ signal }) =>
      fetchData<PasswordKeyState>(
        `/api/${purpose === 'reset' ? 'forgot' : 'set'}-password/key/${encodeURIComponent(key)}`,
        signal,
      ),
    staleTime: 0,
  });

/** `GET /api/account/details`. */
export const accountDetailsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.details(),
    queryFn: ({ signal }) => fetchData<CustomerDetailsData>('/api/account/details', signal),
  });

/** `GET /api/account/signin-methods`. */
export const signInMethodsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.signInMethods(),
    queryFn: ({ signal }) => fetchData<SignInMethodsData>('/api/account/signin-methods', signal),
  });

/** `POST /api/account/details`: saved at once; a new email waits for its link. */
export function useEditDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EditCustomerDetailsRequest) =>
      (await request<EditCustomerDetailsResponse>('/api/account/details', {
        method: 'POST',
        body: jsonBody<EditCustomerDetailsRequest>(body),
      }))!,
    onSuccess: (answer) => {
      queryClient.setQueryData(accountKeys.details(), answer.details);
    },
  });
}

/** `POST /api/account/change-password`: error messages, empty when changed. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: postForErrors<ChangePasswordRequest>('/api/account/change-password'),
  });

/** `POST /api/account/edit-details/verify`: confirms a new email (no sign-in needed). */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postForErrors<VerifyEmailRequest>('/api/account/edit-details/verify'),
    onSuccess: () => sessionChanged(queryClient),
  });
}

/** `POST /api/account/set-password-link`: mails the signed-in customer a set-password link. */
export const useSetPasswordLink = () =>
  useMutation({
    mutationFn: async (): Promise<AccountErrors> =>
      (await request<AccountErrors>('/api/account/set-password-link', { method: 'POST' })) ?? [],
  });
