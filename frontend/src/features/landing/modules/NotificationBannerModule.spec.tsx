import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationBannerModule, SESSION_EXPIRED_NOTICE } from './NotificationBannerModule';
import { NOTIFICATION } from './modules.fixtures';
import { linksIn, renderModule, titleOf } from './modules.spec-helpers';

describe('NotificationBannerModule', () => {
  it('shows the message and its link, named by a heading for assistive technology', async () => {
    const { section } = await renderModule(
      <NotificationBannerModule module={NOTIFICATION} sessionExpired={false} />,
      'Delivery news',
    );
    const title = titleOf(section);
    expect(title?.tagName).toBe('H2');
    expect(title?.className).toBe('visually-hidden');
    expect(screen.getByTestId('notification-message').textContent).toBe(
      'Order by 5pm for next-day deliveryDelivery options',
    );
    expect(linksIn(section)).toEqual([['Delivery options', '/delivery']]);
  });

  it('is part of the page, not an alert', async () => {
    await renderModule(
      <NotificationBannerModule module={NOTIFICATION} sessionExpired={false} />,
      'Delivery news',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.querySelector('[aria-live]')).toBeNull();
  });

  it('shows the message alone when there is no link', () => {
    render(
      <NotificationBannerModule module={{ ...NOTIFICATION, link: null }} sessionExpired={false} />,
    );
    expect(screen.getByTestId('notification-message').textContent).toBe(
      'Order by 5pm for next-day delivery',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says first that the session has expired on a page flagged so, and only there', async () => {
    const { section } = await renderModule(
      <NotificationBannerModule module={NOTIFICATION} sessionExpired />,
      'Delivery news',
    );
    expect(screen.getByTestId('session-expired').textContent).toBe(
      'For your security, your session has expired.',
    );
    expect(SESSION_EXPIRED_NOTICE).toBe('For your security, your session has expired.');
    expect(section.textContent).toMatch(/^Delivery newsFor your security.*next-day delivery/);
  });

  it('says nothing of sessions on other pages', async () => {
    await renderModule(
      <NotificationBannerModule module={NOTIFICATION} sessionExpired={false} />,
      'Delivery news',
    );
    expect(screen.queryByTestId('session-expired')).toBeNull();
  });
});
