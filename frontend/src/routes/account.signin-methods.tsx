import { createFileRoute } from '@tanstack/react-router';
import { SignInMethodsPage } from '../features/account/SignInMethodsPage';

export const Route = createFileRoute('/account/signin-methods')({
  ssr: false,
  head: () => ({ meta: [{ title: 'Sign-in Methods | Posy' }] }),
  component: SignInMethodsPage,
});
