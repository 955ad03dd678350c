import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Spinner } from '../../ui/Spinner';
import { rememberReferral } from './referral';

/** `/refer/:referralToken`: the friend's token is kept for sign-up, where the shopper goes. */
export function ReferralLanding({ token }: { token: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    rememberReferral(token);
    void navigate({ to: '/sign-up', replace: true });
  }, [token, navigate]);
  return <Spinner />;
}
