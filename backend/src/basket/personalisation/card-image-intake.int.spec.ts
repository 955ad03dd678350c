import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../platform/config/app-config';
import { testDialects } from '../../platform/database/scratch-database';
import { createTestApp } from '../../testing/test-app';
import { CardImageIntake } from './card-image-intake';
import { cardShopper, PNG, uploadCardImage } from './card-images.test-kit';

const BUSY = "Sorry, we're busy with other photos just now - please try again in a moment.";

/** Yields to the event loop (not to a timer, which these tests fake) until `check` holds. */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let turn = 0; !check(); turn++) {
    if (turn > 200_000) throw new Error(`Gave up waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe.each(testDialects())('card photo uploads held at once on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let port: number;
  let cookie: string;
  const senders: http.ClientRequest[] = [];

  beforeAll(async () => {
    // Three places (two decoding, one waiting); X-Forwarded-For names the address.
    const { cardPhotos } = loadConfig({});
    t = await createTestApp({
      dialect,
      config: { trustProxy: 1, cardPhotos: { ...cardPhotos, waiting: 1 } },
    });
    await t.app.listen(0, '127.0.0.1');
    port = (t.server.address() as AddressInfo).port;
    cookie = await cardShopper(t.server);
  });
  afterEach(() => {
    jest.useRealTimers();
    for (const sender of senders.splice(0)) sender.destroy();
  });
  afterAll(async () => {
    await t.close();
  });

  const intake = () => t.app.get(CardImageIntake);
  /** An upload whose body never finishes arriving: it holds its place until cut off. */
  function trickle(address: string): Promise<void> {
    const sender = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/checkout/1/card-personalisation/image',
      headers: {
        Cookie: cookie,
        'X-Forwarded-For': address,
        'Content-Type': 'multipart/form-data; boundary=slow',
        'Content-Length': String(1024 * 1024),
      },
    });
    senders.push(sender);
    const closed = new Promise<void>((resolve) => {
      sender.on('response', (response) => response.resume());
      sender.on('error', () => resolve());
      sender.on('close', () => resolve());
    });
    sender.write('--slow\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n');
    return closed;
  }
  const upload = (address: string) =>
    uploadCardImage(t.server, cookie, PNG).set('X-Forwarded-For', address);

  it('answers busy before reading a body when an address or the instance holds as many as it may', async () => {
    void trickle('203.0.113.1');
    void trickle('203.0.113.1');
    await until(() => intake().inProgress === 2, 'two slow uploads to be let in');

    const sameAddress = await upload('203.0.113.1');
    expect([sameAddress.status, sameAddress.body]).toEqual([
      429,
      { data: null, error: BUSY, isSignedIn: false },
    ]);
    void trickle('198.51.100.1');
    await until(() => intake().inProgress === 3, 'a third slow upload to be let in');
    const full = await upload('192.0.2.1');
    expect([full.status, full.body.error]).toEqual([429, BUSY]);
  });

  it('cuts off a body still arriving after a minute, and its place is taken again', async () => {
    await until(() => intake().inProgress === 0, 'the uploads of the test before to go');
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const cutOff = [trickle('203.0.113.2'), trickle('203.0.113.3'), trickle('203.0.113.4')];
    await until(() => intake().inProgress === 3, 'three slow uploads to be let in');

    await jest.advanceTimersByTimeAsync(60_000);
    await Promise.all(cutOff);
    await until(() => intake().inProgress === 0, 'the cut-off uploads to give their places back');
    jest.useRealTimers();

    expect((await upload('203.0.113.2')).status).toBe(201);
  });
});
