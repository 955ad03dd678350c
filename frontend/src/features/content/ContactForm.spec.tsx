import { FORM_MESSAGES } from '@shop/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { CONTACT_US } from './content.fixtures';
import { failure, fieldMessage, serveForm, thanks, type } from './forms.spec-helpers';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openContact(answer = thanks(FORM_MESSAGES.contactThanks)) {
  const served = serveForm(CONTACT_US, '/api/contact', answer);
  renderApp('/contact-us');
  await screen.findByRole('heading', { level: 2, name: 'Send us a message' });
  return served;
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

function fillIn(values: { name?: string; email?: string; order?: string; message?: string }) {
  if (values.name !== undefined) type(/Your name/, values.name);
  if (values.email !== undefined) type(/Your email address/, values.email);
  if (values.order !== undefined) type(/Order number/, values.order);
  if (values.message !== undefined) type(/Your message/, values.message);
}

describe('the contact form on /contact-us', () => {
  it('follows the customer service section, its required fields marked', async () => {
    await openContact();
    const form = screen.getByTestId('contact-form');
    const service = document.getElementById('customerService');
    expect(service?.compareDocumentPosition(form)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(field(/Your name/).required).toBe(true);
    expect(field(/Your email address/).required).toBe(true);
    expect(field(/Order number/).required).toBe(false);
    expect(field(/Your message/).required).toBe(true);
    expect(screen.getByText('Your name').parentElement?.textContent).toBe('Your name *');
  });

  it('checks every field in the browser and sends nothing', async () => {
    const { sent } = await openContact();
    fillIn({ name: '   ', email: 'sam', order: '1234567', message: '' });
    send();
    expect(fieldMessage(field(/Your name/))).toBe(FORM_MESSAGES.name);
    expect(fieldMessage(field(/Your email address/))).toBe(FORM_MESSAGES.email);
    expect(fieldMessage(field(/Order number/))).toBe(FORM_MESSAGES.orderNumber);
    expect(fieldMessage(field(/Your message/))).toBe(FORM_MESSAGES.message);
    expect(document.activeElement).toBe(field(/Your name/));
    expect(sent).toEqual([]);
  });

  it('takes a name of 100 characters, not 101, and a message of 4,000, not 4,001', async () => {
    const { sent } = await openContact();
    fillIn({ name: 'n'.repeat(101), email: 'sam@example.com', message: 'm'.repeat(4001) });
    send();
    expect(fieldMessage(field(/Your name/))).toBe(FORM_MESSAGES.name);
    expect(fieldMessage(field(/Your message/))).toBe(FORM_MESSAGES.message);
    expect(sent).toEqual([]);
    fillIn({ name: 'n'.repeat(100), message: 'm'.repeat(4000) });
    send();
    await screen.findByText(FORM_MESSAGES.contactThanks);
    expect(sent).toHaveLength(1);
  });

  it('clears a field’s message once the shopper changes it', async () => {
    await openContact();
    send();
    expect(fieldMessage(field(/Your name/))).toBe(FORM_MESSAGES.name);
    fillIn({ name: 'Sam' });
    expect(fieldMessage(field(/Your name/))).toBeNull();
    expect(fieldMessage(field(/Your email address/))).toBe(FORM_MESSAGES.email);
  });

  it('sends the message with the order number in capitals, then thanks the shopper', async () => {
    const { sent } = await openContact();
    fillIn({ name: ' Sam Jones ', email: 'sam@example.com', order: 'p1234567', message: 'Where?' });
    send();
    const thanked = await screen.findByText(FORM_MESSAGES.contactThanks);
    expect(thanked.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByTestId('contact-name')).toBeNull();
    expect(sent).toEqual([
      { name: 'Sam Jones', email: 'sam@example.com', orderNumber: 'P1234567', message: 'Where?' },
    ]);
  });

  it("shows the server's field messages and keeps every value", async () => {
    await openContact(() => failure(400, [FORM_MESSAGES.orderNumber]));
    fillIn({ name: 'Sam', email: 'sam@example.com', order: 'P7654321', message: 'Hello' });
    send();
    await waitFor(() =>
      expect(fieldMessage(field(/Order number/))).toBe(FORM_MESSAGES.orderNumber),
    );
    expect(document.activeElement).toBe(field(/Order number/));
    expect(field(/Your name/).value).toBe('Sam');
    expect(field(/Your email address/).value).toBe('sam@example.com');
    expect(field(/Order number/).value).toBe('P7654321');
    expect(field(/Your message/).value).toBe('Hello');
  });

  it('puts a server message that names no field in the alert', async () => {
    await openContact(() => failure(400, ['property website should not exist']));
    fillIn({ name: 'Sam', email: 'sam@example.com', message: 'Hello' });
    send();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('property website should not exist'),
    );
  });

  it('says when too many messages have been sent, in an alert', async () => {
    await openContact(() => failure(429, [FORM_MESSAGES.tooMany]));
    fillIn({ name: 'Sam', email: 'sam@example.com', message: 'Hello' });
    send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(FORM_MESSAGES.tooMany));
    expect(field(/Your message/).value).toBe('Hello');
  });

  it('says when the shop cannot be reached, keeping the form', async () => {
    const { api } = serveForm(CONTACT_US, '/api/contact', thanks('unused'));
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : api.fetchStub(input, init),
    );
    renderApp('/contact-us');
    await screen.findByRole('heading', { level: 2, name: 'Send us a message' });
    fillIn({ name: 'Sam', email: 'sam@example.com', message: 'Hello' });
    send();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Oops! Something went wrong – please try again.',
      ),
    );
    expect(field(/Your message/).value).toBe('Hello');
  });
});
