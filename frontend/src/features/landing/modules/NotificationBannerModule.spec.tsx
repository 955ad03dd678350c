import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationBannerModule } from './NotificationBannerModule';
import { NOTIFICATION } from './modules.fixtures';
import { linksIn, renderModule, titleOf } from './modules.spec-helpers';

describe('NotificationBannerModule', () => {
  it('shows the message and its link, named by a heading for assistive technology', async () => {
    const { section } = await renderModule(
      <NotificationBannerModule module={NOTIFICATION} />,
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
    await renderModule(<NotificationBannerModule module={NOTIFICATION} />, 'Delivery news');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.querySelector('[aria-live]')).toBeNull();
  });

  it('shows the message alone when there is no link', () => {
    render(<NotificationBannerModule module={{ ...NOTIFICATION, link: null }} />);
    expect(screen.getByTestId('notification-message').textContent).toBe(
      'Order by 5pm for next-day delivery',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});
