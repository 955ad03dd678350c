import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/account/ForgotPasswordPage';

/**
 * `/forgot-password`: `?key=refused` when a reset link was wrong or used (docs/rules-storefront.md
 * "Routes").
 */
export const Route = createFileRoute('/forgot-password')({
  ssr: false,
  validateSearch: (search: Record<string, unknown>): { key?: 'refused' } =>
    search.key === 'refused' ? { key: 'refused' } : {},
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  const { key } = Route.useSearch();
  return <ForgotPasswordPage keyRefused={key === 'refused'} />;
}
