import type { EditCustomerDetailsResponse } from '@shop/contracts';
import { CUSTOMER_MESSAGES } from '@shop/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { envelope, renderApp } from '../../test/render-app';
import { deferred, DETAILS, failed, serveAccounts } from './account.fixtures';

const FULL_APP = { timeout: 20_000 };

beforeEach(() => {
  resetSessionState();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function saved(answer: EditCustomerDetailsResponse) {
  return () => envelope({ data: answer, isSignedIn: true });
}

async function openPage() {
  const view = renderApp('/account/edit-details');
  await screen.findByTestId('edit-details-form');
  return view;
}

describe('/account/edit-details', FULL_APP, () => {
  it("fills the form with the customer's details", async () => {
    serveAccounts({
      signedIn: true,
      details: { ...DETAILS, phone: '07700 900123', mailShot: false },
    });
    await openPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Edit Details' })).toBeTruthy();
    expect(field('Your name').value).toBe('Ada Lovelace');
    expect(field('Email address').value).toBe('ada@example.co.uk');
    expect(field('Phone number (optional)').value).toBe('07700 900123');
    expect((screen.getByTestId('edit-details-mail-shot') as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByTestId('edit-details-pending')).toBeNull();
  });

  it('says which new email waits for its link, and which one is used until then', async () => {
    serveAccounts({ signedIn: true, details: { ...DETAILS, pendingEmail: 'ada@new.example' } });
    await openPage();

    const hint = screen.getByTestId('edit-details-pending');
    expect(hint.textContent).toBe(
      'Waiting for you to follow the link we sent to ada@new.example. Until then we use ada@example.co.uk.',
    );
    expect(field('Email address').value).toBe('ada@new.example');
    expect(field('Email address').getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('saves the details (an empty phone as null) and says so', async () => {
    const api = serveAccounts({
      signedIn: true,
      answers: {
        'POST /api/account/details': saved({
          details: { ...DETAILS, name: 'Ada King' },
          verificationSent: false,
        }),
      },
    });
    await openPage();

    fireEvent.change(field('Your name'), { target: { value: ' Ada King ' } });
    fireEvent.click(screen.getByTestId('edit-details-mail-shot'));
    fireEvent.click(screen.getByRole('button', { name: 'Save Details' }));

    const notice = await screen.findByTestId('edit-details-saved');
    expect(notice.textContent).toBe('Your details have been saved.');
    expect(notice.parentElement?.getAttribute('role')).toBe('status');
    expect(api.bodies['POST /api/account/details']).toEqual([
      { name: 'Ada King', email: 'ada@example.co.uk', phone: null, mailShot: false },
    ]);
    expect(screen.queryByTestId('edit-details-pending')).toBeNull();
  });

  it('says a link went to a new email, and that it waits for it', async () => {
    const api = serveAccounts({
      signedIn: true,
      answers: {
        'POST /api/account/details': saved({
          details: { ...DETAILS, pendingEmail: 'ada@new.example' },
          verificationSent: true,
        }),
      },
    });
    await openPage();

    fireEvent.change(field('Email address'), { target: { value: ' ada@new.example ' } });
    fireEvent.change(field('Phone number (optional)'), { target: { value: ' 07700 900123 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Details' }));

    const notice = await screen.findByTestId('edit-details-saved');
    expect(notice.textContent).toBe(
      'Your details have been saved. We have sent a link to your new email address. Your email changes once you follow it.',
    );
    expect(notice.textContent).toBe(
      `${CUSTOMER_MESSAGES.detailsSaved} ${CUSTOMER_MESSAGES.verifyEmailSent}`,
    );
    expect(screen.getByTestId('edit-details-pending').textContent).toContain('ada@new.example');
    expect(api.bodies['POST /api/account/details']?.[0]).toMatchObject({
      email: 'ada@new.example',
      phone: '07700 900123',
    });
  });

  it("shows a refusal in the server's words, and no saved notice", async () => {
    serveAccounts({
      signedIn: true,
      answers: {
        'POST /api/account/details': () => failed(409, CUSTOMER_MESSAGES.emailTaken, true),
      },
    });
    await openPage();

    fireEvent.change(field('Email address'), { target: { value: 'taken@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Details' }));

    await waitFor(() =>
      expect(screen.getByTestId('edit-details-errors').textContent).toBe(
        CUSTOMER_MESSAGES.emailTaken,
      ),
    );
    expect(screen.queryByTestId('edit-details-saved')).toBeNull();
  });

  it("reads 'Saving...' while saving", async () => {
    const pending = deferred();
    serveAccounts({ signedIn: true, answers: { 'POST /api/account/details': pending.answer } });
    await openPage();

    fireEvent.click(screen.getByRole('button', { name: 'Save Details' }));

    const button = await screen.findByRole('button', { name: 'Saving...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
