import { picture } from './seed-pictures';
import type { SeedJournalPost } from './seed-types';

/** The journal's posts, oldest first; the journal answers them newest first. */
export const SEED_JOURNAL_POSTS: SeedJournalPost[] = [
  {
    id: 1,
    slug: 'the-story-of-our-freshness-guarantee',
    title: 'The story of our freshness guarantee',
    publishedOn: '2025-09-12',
    author: 'Ellie Marsh',
    image: picture(110, 'Alstroemeria Rainbow'),
    excerpt:
      'Why we promise that every bouquet lasts at least a week, and what it took to be able to.',
    html: '<p>In our first spring, in 1989 (<a href="/about-us/history">read our history</a>), a customer brought back a bunch of tulips that had drooped in two days. We gave her a new bunch, and then we asked ourselves why it had happened. The answer was that the tulips had sat at a wholesaler for four days before they reached us.</p><h2>Buying closer to the field</h2><p>Over the following years we began buying straight from growers, and built a cold store so that flowers wait at the right temperature rather than on a shop floor. By the time we sent our first bouquets by courier, we knew most of our flowers would last well over a week.</p><h2>Putting it in writing</h2><p>So we promised it. Every bouquet we send is guaranteed fresh for at least 7 days; carnations for 14 and alstroemeria for 10, because they last longer still. If your flowers fade sooner, we resend or refund them, whichever you prefer.</p><p>You can see every flower’s guarantee on <a href="/freshness-guarantee">our freshness guarantee page</a>, and our <a href="/flower-care">flower care tips</a> will help them last even longer.</p>',
  },
  {
    id: 2,
    slug: 'choosing-a-plant-for-a-dark-room',
    title: 'Choosing a plant for a dark room',
    publishedOn: '2025-10-21',
    author: 'Sam Reid',
    image: picture(303, 'A snake plant in a ceramic pot'),
    excerpt:
      'North-facing flat, basement kitchen or a hallway with no window? These plants will still thrive.',
    html: '<p>Every plant needs some light, but a few are remarkably good at making do. If you can read a book in the room at midday without a lamp, one of these will be happy there.</p><h2>The snake plant</h2><p>Upright, architectural and almost impossible to kill, the <a href="/product/snake-plant">snake plant</a> copes with low light and forgets about water for weeks. Water it once a month in winter.</p><h2>The ZZ plant</h2><p>Glossy leaves and thick roots that store water make the <a href="/product/zz-plant">ZZ plant</a> a favourite for offices and dark corners. Let it dry out completely between waterings.</p><h2>Golden pothos</h2><p>A trailing plant for a shelf or the top of a bookcase. <a href="/product/golden-pothos">Golden pothos</a> grows more slowly in shade but keeps its colour.</p><h2>A few habits that help</h2><ul><li>Water less in a dark room: plants there use water slowly.</li><li>Wipe the leaves every month so they catch all the light they can.</li><li>Turn the pot a quarter turn each week so the plant grows evenly.</li></ul><p>More tips are in our <a href="/plant-care">plant care guide</a>.</p>',
  },
  {
    id: 3,
    slug: 'flowers-that-last-through-christmas',
    title: 'Flowers that last through Christmas',
    publishedOn: '2025-12-02',
    author: 'Ellie Marsh',
    image: picture(154, 'Frosted Forest: a winter bouquet'),
    excerpt:
      'Send flowers in the week before Christmas and, with a little care, they will still look good on Boxing Day.',
    html: '<p>Central heating is hard on cut flowers, and Christmas week is when we want them to look their best. These are the stems our florists reach for when a bouquet has to last.</p><h2>Long-lasting winter stems</h2><ul><li><strong>Carnations</strong> in deep red: guaranteed for 14 days.</li><li><strong>Eucalyptus and pine</strong>, which dry gracefully rather than wilting.</li><li><strong>Amaryllis</strong>, whose buds open one after another over a fortnight.</li></ul><h2>Keep them cool</h2><p>Stand the vase in the coolest room of the house, or move it into a cold hallway at night. Change the water every two days.</p><p>See our <a href="/category/christmas-flowers">Christmas flowers</a>, or send a <a href="/category/christmas-plants">Christmas plant</a> that lasts into the new year. Remember that we do not deliver on Christmas Day or Boxing Day: see <a href="/delivery">delivery information</a>.</p>',
  },
  {
    id: 4,
    slug: 'how-to-keep-tulips-standing-tall',
    title: 'How to keep tulips standing tall',
    publishedOn: '2026-02-10',
    author: 'Ellie Marsh',
    image: picture(112, 'Spring Tulip Bunch'),
    excerpt:
      'Tulips keep growing after they are cut. Here is how to stop them flopping over the side of the vase.',
    html: '<p>Tulips are the only cut flower we know of that keeps growing in the vase, sometimes by several centimetres. They also turn towards the light. Both are part of their charm, and both can be managed.</p><h2>Cold water, and not much of it</h2><p>Tulips drink a lot, but deep water softens their stems. Give them 5–7cm of cold water and top it up every day.</p><h2>Wrap them first</h2><p>If your tulips arrive floppy, wrap the bunch tightly in newspaper up to their heads, trim the stems and stand them in cold water for an hour. They will come out straight.</p><h2>Keep them apart from daffodils</h2><p>Freshly cut daffodils release a sap that shortens the life of other flowers. Our <a href="/product/daffodil-and-tulip-spring-bunch">Daffodil &amp; Tulip Spring Bunch</a> is conditioned separately first so the two can share a vase.</p><p>Tulips are covered by our <a href="/freshness-guarantee">7-day freshness guarantee</a>. <a href="/product/spring-tulip-bunch">Send a bunch of spring tulips</a>.</p>',
  },
  {
    id: 5,
    slug: 'a-florists-guide-to-mothering-sunday',
    title: 'A florist’s guide to Mothering Sunday',
    publishedOn: '2026-02-24',
    author: 'Hannah Cole',
    image: picture(131, 'Mum in a Million bouquet'),
    excerpt:
      'Mothering Sunday is our busiest weekend of the year. How to choose, when to order, and what to write.',
    html: '<p>Mothering Sunday falls three weeks before Easter Sunday, so it moves every year. Here is how to get it right.</p><h2>Order early</h2><p>We can deliver on the Saturday before, and on the Sunday itself with Sunday Delivery on the mainland. Order a week ahead to have the widest choice of days.</p><h2>Choose by her</h2><ul><li>For a mum who loves her garden: a <a href="/product/spring-hyacinth-posy">spring hyacinth posy</a> or a <a href="/product/scented-jasmine-hoop">scented jasmine hoop</a> to plant out.</li><li>For a mum who loves colour: <a href="/product/mothers-day-tulip-tumble">Mother’s Day Tulip Tumble</a>.</li><li>For a mum far away: <a href="/category/letterbox-flowers">letterbox flowers</a> fit through the door, so nobody needs to be in.</li></ul><h2>What to write</h2><p>Keep it short and specific: a memory, a thank-you for one particular thing. Your message is printed on a free personal card in every bouquet.</p><p>See all our <a href="/category/mothers-day-flowers">Mother’s Day flowers</a>.</p>',
  },
  {
    id: 6,
    slug: 'caring-for-an-orchid-after-it-flowers',
    title: 'Caring for an orchid after it flowers',
    publishedOn: '2026-04-14',
    author: 'Sam Reid',
    image: picture(311, 'A pink phalaenopsis orchid'),
    excerpt:
      'The flowers have dropped. Do not throw it away: with the right care your orchid will flower again.',
    html: '<p>A moth orchid flowers for two or three months, then rests. Most are thrown away at this point, which is a shame, because they will flower again and again.</p><h2>Cut the stem</h2><p>Once the last flower falls, cut the flower stem just above the second node from the bottom (the small bumps along the stem). A new flower spike often grows from there.</p><h2>Water less, not never</h2><p>Stand the inner pot in water for ten minutes once a week, then let it drain completely. Never leave the roots standing in water.</p><h2>A cooler night</h2><p>In autumn, a few weeks on a cooler windowsill, where nights drop to around 15°C, is what tells an orchid to flower again.</p><p>More in our <a href="/plant-care">plant care guide</a>, or see our <a href="/category/flowering-plants">flowering plants</a>.</p>',
  },
  {
    id: 7,
    slug: 'keeping-flowers-fresh-in-a-heatwave',
    title: 'Keeping flowers fresh in a heatwave',
    publishedOn: '2026-05-26',
    author: 'Ellie Marsh',
    image: picture(103, 'Sunshine Sunflowers'),
    excerpt:
      'Hot weather shortens the life of cut flowers. Five ways to help your bouquet through a British summer.',
    html: '<p>Our cold store keeps flowers at 4°C until the moment they are boxed. Your living room in July is rather warmer. Here is how to help a bouquet through the heat.</p><ol><li><strong>Change the water every day.</strong> Bacteria grow quickly in warm water.</li><li><strong>Add ice to the vase</strong>, a few cubes in the morning.</li><li><strong>Keep them out of the sun</strong>, even for an hour, and away from a hot kitchen.</li><li><strong>Mist the petals</strong> of roses and hydrangeas in the evening.</li><li><strong>Choose summer-hardy flowers</strong>: <a href="/product/sunshine-sunflowers">sunflowers</a>, alstroemeria and carnations shrug off the heat.</li></ol><p>If your flowers fade before their time, our <a href="/freshness-guarantee">freshness guarantee</a> has you covered.</p>',
  },
];
