import request from 'supertest';
import { testDialects } from '../../platform/database/scratch-database';
import { createTestApp } from '../../testing/test-app';
import { CardImageSweep } from './card-image-sweep';
import { cardShopper as cardShopperOf, PNG, uploadCardImage } from './card-images.test-kit';

const NOW = new Date('2026-06-04T10:00:00Z');
const hoursLater = (hours: number) => new Date(NOW.getTime() + hours * 60 * 60 * 1000);
const PHOTO_NOT_FOUND = 'Sorry, we could not find that photo - please upload it again.';

describe.each(testDialects())('sweep of unused card photos on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let sweep: () => Promise<number>;
  beforeAll(async () => {
    t = await createTestApp({ dialect, now: NOW });
    const sweeper = t.app.get(CardImageSweep);
    sweep = () => sweeper.sweep();
  });
  afterAll(async () => {
    await t.close();
  });

  const cardShopper = () => cardShopperOf(t.server, '2026-06-12');
  const upload = async (cookie: string): Promise<string> =>
    (await uploadCardImage(t.server, cookie, PNG).expect(201)).body.data.url;
  const choose = (cookie: string, url: string) =>
    request(t.server)
      .post('/api/checkout/update')
      .set('Cookie', cookie)
      .send({
        key: 'message',
        orderIndex: 1,
        data: {
          message: 'Happy birthday, Sam',
          personalisationConfiguration: JSON.stringify({
            areas: [{ type: 'image', value: url, placeholder: 'Add your photo' }],
          }),
        },
      });
  const served = async (cookie: string, url: string): Promise<boolean> => {
    const answer = await request(t.server).get(url).set('Cookie', cookie);
    expect([200, 404]).toContain(answer.status);
    return answer.status === 200;
  };

  it('deletes photos no order shows after a day, and keeps what a card still shows', async () => {
    t.clock.set(NOW);
    const alex = await cardShopper();
    const onAlexsCard = await upload(alex);
    const alexsSpare = await upload(alex);
    await choose(alex, onAlexsCard).expect(200);
    const sam = await cardShopper();
    const samsOld = await upload(sam);
    t.clock.set(hoursLater(20));
    const samsNew = await upload(sam);

    t.clock.set(hoursLater(23));
    expect(await sweep()).toBe(0);
    for (const [who, url] of [
      [alex, onAlexsCard],
      [alex, alexsSpare],
      [sam, samsOld],
      [sam, samsNew],
    ]) {
      expect(await served(who, url)).toBe(true);
    }

    t.clock.set(hoursLater(25));
    expect(await sweep()).toBe(2);
    expect(await served(alex, onAlexsCard)).toBe(true);
    expect(await served(alex, alexsSpare)).toBe(false);
    expect(await served(sam, samsOld)).toBe(false);
    expect(await served(sam, samsNew)).toBe(true);
    // A deleted photo cannot be put on a card: the shopper is asked to upload it again.
    expect((await choose(alex, alexsSpare).expect(422)).body.error).toBe(PHOTO_NOT_FOUND);

    // Once the order is gone, nothing shows Alex's photo: it goes at the next sweep after its day.
    const checkout = await request(t.server).get('/api/checkout/get').set('Cookie', alex);
    await request(t.server)
      .post('/api/checkout/remove')
      .set('Cookie', alex)
      .send({ orderId: checkout.body.data.purchase.orders[0].id })
      .expect(200);
    t.clock.set(hoursLater(45));
    expect(await sweep()).toBe(2);
    expect(await served(alex, onAlexsCard)).toBe(false);
    expect(await served(sam, samsNew)).toBe(false);
  });

  it('keeps a photo for a day after it was last chosen for a card, even once replaced', async () => {
    t.clock.set(NOW);
    const me = await cardShopper();
    const first = await upload(me);
    t.clock.set(hoursLater(20));
    await choose(me, first).expect(200);
    const second = await upload(me);
    await choose(me, second).expect(200);

    // 26 hours after its upload, but chosen 6 hours ago: kept.
    t.clock.set(hoursLater(26));
    expect(await sweep()).toBe(0);
    expect(await served(me, first)).toBe(true);

    t.clock.set(hoursLater(45));
    expect(await sweep()).toBe(1);
    expect(await served(me, first)).toBe(false);
    expect(await served(me, second)).toBe(true);
  });
});
