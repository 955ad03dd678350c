import type { CustomerDetailsData } from '@shop/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderApp } from '../../test/render-app';
import { contentPage, headContent, section, serveContent } from '../content/content.fixtures';
import {
  BUSINESS_NO_REFERRALS,
  HOW_IT_WORKS,
  LINK_COPIED,
  LINK_NOT_COPIED,
} from './ReferralLinkPanel';

const FULL_APP = { timeout: 20_000 };

afterEach(() => vi.unstubAllGlobals());

const PAGE = contentPage({
  slug: 'refer-a-friend',
  title: 'Refer a friend',
  seoTitle: 'Refer a Friend | £5 of Points Each',
  seoDescription: 'Share your link: when a friend places their first order, you both get £5.',
  heading: 'Refer a friend and you both get £5',
  sections: [section('how-it-works', 'How it works')],
});

const CUSTOMER: CustomerDetailsData = {
  customerId: 'cust-42',
  name: 'Ada Lovelace',
  email: 'ada@example.co.uk',
  phone: null,
  mailShot: true,
  businessCustomer: false,
  referralToken: 'ada-ref',
  createdAt: '2026-01-05T10:00:00.000Z',
  pendingEmail: null,
};

/** The page's content, and a session that is a guest's or `customer`'s. */
function serve(customer: CustomerDetailsData | null) {
  return serveContent(
    [PAGE],
    customer
      ? {
          'GET /api/user-session': () =>
            envelope({
              data: { customerId: customer.customerId, email: customer.email },
              isSignedIn: true,
            }),
          'GET /api/account/details': () => envelope({ data: customer, isSignedIn: true }),
        }
      : {},
  );
}

/** A browser whose clipboard answers as `writeText` does, or that has none (`null`). */
function stubClipboard(writeText: ((text: string) => Promise<void>) | null) {
  const copied = vi.fn(writeText ?? (() => Promise.resolve()));
  vi.stubGlobal('navigator', {
    ...navigator,
    clipboard: writeText ? { writeText: copied } : undefined,
  });
  return copied;
}

const panel = () => within(screen.getByTestId('referral-link'));

describe('/refer-a-friend', FULL_APP, () => {
  it('is the content page of that name, with its title and description', async () => {
    serve(null);
    renderApp('/refer-a-friend');
    await screen.findByRole('heading', { level: 1, name: 'Refer a friend and you both get £5' });
    await waitFor(() => expect(document.title).toBe('Refer a Friend | £5 of Points Each | Posy'));
    expect(headContent('meta[name="description"]')).toBe(PAGE.seoDescription);
    expect(headContent('link[rel="canonical"]')).toBe(`${window.location.origin}/refer-a-friend`);
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeTruthy();
  });

  it('asks a guest to sign in or up, and brings them back here', async () => {
    serve(null);
    renderApp('/refer-a-friend');
    const guest = await screen.findByTestId('referral-guest');
    expect(guest.textContent).toBe(
      `Sign in or create an account to get your own link to share. ${HOW_IT_WORKS}`,
    );
    expect(HOW_IT_WORKS).toBe(
      'Your friend signs up through your link. Once their first order is paid, you each get 5 points: £5.00 off a later order.',
    );
    expect(panel().getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/sign-in?redirect=%2Frefer-a-friend',
    );
    expect(panel().getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe(
      '/sign-up?redirect=%2Frefer-a-friend',
    );
    expect(panel().queryByRole('textbox')).toBeNull();
  });

  it('gives a signed-in customer their own link, labelled, and says how it works', async () => {
    serve(CUSTOMER);
    renderApp('/refer-a-friend');
    const link = (await screen.findByRole('textbox', {
      name: 'Your refer-a-friend link',
    })) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/refer/ada-ref`);
    expect(link.readOnly).toBe(true);
    expect(document.getElementById(link.getAttribute('aria-describedby')!)!.textContent).toBe(
      HOW_IT_WORKS,
    );
    expect(panel().queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it("copies the link and says 'Copied' in a live region", async () => {
    const copied = stubClipboard(() => Promise.resolve());
    serve(CUSTOMER);
    renderApp('/refer-a-friend');
    const status = await screen.findByTestId('referral-copy-status');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe('');
    fireEvent.click(panel().getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(status.textContent).toBe(LINK_COPIED));
    expect(LINK_COPIED).toBe('Copied');
    expect(copied).toHaveBeenCalledWith(`${window.location.origin}/refer/ada-ref`);
  });

  it.each([
    ['refuses', () => Promise.reject(new DOMException('Denied', 'NotAllowedError'))],
    ['has no clipboard', null],
  ])('selects the link and says how to copy it when the browser %s', async (_case, writeText) => {
    stubClipboard(writeText);
    serve(CUSTOMER);
    renderApp('/refer-a-friend');
    const link = (await screen.findByRole('textbox')) as HTMLInputElement;
    fireEvent.click(panel().getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(screen.getByTestId('referral-copy-status').textContent).toBe(LINK_NOT_COPIED),
    );
    expect(document.activeElement).toBe(link);
    expect([link.selectionStart, link.selectionEnd]).toEqual([0, link.value.length]);
  });

  it('tells a business customer refer-a-friend is for personal accounts', async () => {
    serve({ ...CUSTOMER, businessCustomer: true });
    renderApp('/refer-a-friend');
    const box = within(await screen.findByTestId('referral-link'));
    expect(await box.findByText(BUSINESS_NO_REFERRALS)).toBeTruthy();
    expect(panel().queryByRole('textbox')).toBeNull();
  });
});
