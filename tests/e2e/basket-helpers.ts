import type { APIRequestContext, Page } from '@playwright/test';

interface Envelope<T> {
  data: T;
}

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  return ((await response.json()) as Envelope<T>).data;
}

/**
 * Puts one order in this page's basket through the API, on a real available day: the first
 * product of the category (flowers unless told) that can be delivered, on the first day of its
 * first week the calendar answers with a method that needs no postcode check. Answers its name.
 */
export async function addOrderThroughApi(page: Page, categorySlug = 'flowers'): Promise<string> {
  const category = await json<{
    products: { id: number; name: string; earliestDeliveryDate: string | null }[];
  }>(page.request, `/api/category/${categorySlug}`);
  for (const product of category.products) {
    if (!product.earliestDeliveryDate) continue;
    const start = product.earliestDeliveryDate;
    const days = await json<
      {
        date: string;
        isAvailable: boolean;
        deliveryMethods: Record<string, { id: string; requiresPostcodeCheck?: boolean }>;
      }[]
    >(page.request, `/api/calendar/get-days/${start}/${addDays(start, 6)}/${product.id}`);
    for (const day of days) {
      if (!day.isAvailable) continue;
      const method = Object.entries(day.deliveryMethods).find(
        ([, info]) => !info.requiresPostcodeCheck,
      );
      if (!method) continue;
      const response = await page.request.post('/api/product/add', {
        data: { id: product.id, deliveryId: method[0], deliveryDate: day.date },
      });
      if (response.ok()) return product.name;
    }
  }
  throw new Error('No product could be added to the basket');
}

/** Gives order `orderIndex` a card, a message and a recipient, and the basket its customer. */
export async function makeOrderReady(page: Page, orderIndex = 1): Promise<void> {
  const updates = [
    { key: 'card', data: { size: 'standard' } },
    { key: 'message', data: { message: 'Happy birthday!', personalisationConfiguration: null } },
    {
      key: 'recipient',
      data: {
        recipientName: 'Ada Lovelace',
        // No two orders to one address (docs/rules-checkout.md "Validation").
        addressLine1: `${orderIndex} High Street`,
        addressLine2: '',
        addressLine3: '',
        town: 'London',
        postcode: 'SW1A 1AA',
      },
    },
    {
      key: 'details',
      data: { name: 'Grace Hopper', email: 'grace@example.com', phone: '', mailShot: false },
    },
  ];
  for (const { key, data } of updates) {
    const response = await page.request.post('/api/checkout/update', {
      data: { key, orderIndex, data },
    });
    if (!response.ok()) throw new Error(`update ${key} failed: ${await response.text()}`);
  }
}
