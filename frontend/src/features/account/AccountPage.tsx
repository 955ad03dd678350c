import type { ReactNode } from 'react';

/** One page of the account area: its title (tab and heading) and content. */
export function AccountPage({
  title,
  testId,
  children,
}: {
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className="account-page" aria-labelledby="account-page-title" data-testid={testId}>
      <title>{`${title} | Posy`}</title>
      <h1 id="account-page-title" className="account-page__title">
        {title}
      </h1>
      {children}
    </section>
  );
}
