import { COMPANY_FOUNDED_ON } from '@shop/contracts';
import { contentPage, section } from './page-builders';
import { picture } from './seed-pictures';
import type { SeedContentPage } from './seed-types';

/**
 * `/about-us` (with `/about-us/{section}`) and `/making-a-difference` (docs/rules-storefront.md
 * "Content pages", "Constants").
 */
export const ABOUT_PAGES: SeedContentPage[] = [
  contentPage({
    id: 1,
    slug: 'about-us',
    title: 'About us',
    seoTitle: 'About Posy | Florists Since 1989',
    seoDescription:
      'Posy has sent flowers, plants, hampers and cards across the UK since 1989. Meet our florists, see where our flowers come from and how we give back.',
    heading: 'About Posy',
    intro:
      'We have been sending flowers since 28 February 1989, when Posy opened as a small florist on a Norwich side street. Over 35 years later we still tie every bouquet by hand, and at least 10% of our profits go to charity every year.',
    image: picture(101, 'The Harriet: pink roses and white lisianthus, hand-tied'),
    sectionRoutes: true,
    extras: { foundedOn: COMPANY_FOUNDED_ON },
    sections: [
      section(
        'history',
        'Our history',
        '<p>Posy opened on 28 February 1989 with one bucket of tulips, a second-hand van and a telephone that rang mostly on Fridays. Our founders wanted to send flowers the way they would want to receive them: tied that morning, with a handwritten card and no fuss.</p><h3>From a shop to the whole country</h3><p>By the late nineties we were delivering across Norfolk, and in 2003 we began taking orders online. Today our florists send bouquets, <a href="/category/house-plants">house plants</a>, <a href="/hamper-delivery">hampers</a> and <a href="/greetings-cards">greetings cards</a> to every corner of the UK, and we have delivered more than 13m gifts.</p><h3>What has not changed</h3><ul><li>Every bouquet is hand-tied on the day it leaves us.</li><li>Every bouquet comes with a free personal card.</li><li>If your flowers do not last, our <a href="/freshness-guarantee">7-day freshness guarantee</a> means we refund or resend them.</li></ul>',
        { picture: picture(105, 'Country Garden: a loose bouquet of garden flowers') },
      ),
      section(
        'flowers',
        'Our flowers',
        '<p>We buy most of our roses, carnations and alstroemeria from a small group of farms in Kenya and Colombia that we have worked with for years, and our tulips, lilies and freesias from growers in the Netherlands. From late spring to early autumn we buy British-grown stems whenever we can: sweet peas, peonies, sunflowers and dahlias from farms in Lincolnshire and Cornwall.</p><h3>Ethical by habit</h3><p>We visit the farms we buy from. They pay fair wages, give their workers written contracts and safe conditions, and treat the water they use. Part of our charity work goes to the communities around them: read about it on <a href="/making-a-difference">Making a difference</a>.</p><h3>Cut close to the day</h3><p>Flowers are flown or driven to us within days of cutting and kept in our cold store until our florists tie them. That is why we can promise that they last: see <a href="/freshness-guarantee">how long each flower is guaranteed for</a>.</p>',
        { picture: picture(110, 'Alstroemeria Rainbow: alstroemeria in six colours') },
      ),
      section(
        'florists',
        'Our florists',
        '<p>Our team of florists work from our studio in Norfolk. Many have been with us for over ten years; all of them trained with us, from conditioning stems to tying a hand-tied spiral that stands in its own water.</p><p>Each bouquet is checked twice before it is boxed: once by the florist who tied it and once by whoever packs it. If a stem is not right, it does not go.</p>',
        { picture: picture(104, 'The Florence: white roses and eucalyptus') },
      ),
      section(
        'sustainability',
        'Packaging and the planet',
        '<p>Our flower boxes are made from recycled card and can go in your household recycling. The water bubble that keeps a bouquet fresh on its journey is made from plant starch, and we tie stems with paper ribbon and raffia rather than plastic.</p><p>Our <a href="/category/letterbox-flowers">letterbox flowers</a> and <a href="/category/dried-flowers">dried flowers</a> are plastic-free from box to stem, and our plant pots are ceramic, made to be kept.</p>',
      ),
      section(
        'giving-back',
        'Giving back',
        '<p>At least 10% of our profits go to charity every year. So far we have donated £1.5m, mostly to projects in the flower-growing communities we buy from: small loans for new businesses, clean water and solar light for households, school places for children and training for community health workers.</p><p><a href="/making-a-difference">See what your orders have made possible</a>.</p>',
        { picture: picture(103, 'Sunshine Sunflowers: a bunch of bright sunflowers') },
      ),
    ],
  }),
  contentPage({
    id: 2,
    slug: 'making-a-difference',
    title: 'Making a difference',
    seoTitle: 'Making a Difference | 10% of Our Profits to Charity',
    seoDescription:
      'At least 10% of our profits go to charity every year: £1.5m so far, funding loans, clean water, school places and health workers in flower-growing communities.',
    heading: 'Making a difference with every order',
    intro:
      'At least 10% of our profits go to charity every year. Most of it goes to the communities that grow our flowers, through projects their own committees choose and run.',
    image: picture(103, 'Sunshine Sunflowers: a bunch of bright sunflowers'),
    extras: {
      figures: [
        { figure: '£1.5m', label: 'donated to charity' },
        { figure: '13m', label: 'gifts delivered' },
        { figure: '4.7', label: 'star reviews' },
        { figure: '594', label: 'loans to start or grow a business' },
        { figure: '2,175', label: 'households with clean water and solar light' },
        { figure: '44', label: 'hectares of land replanted' },
        { figure: '1,046', label: 'children supported through school' },
        { figure: '184', label: 'community health workers trained' },
        { figure: '177', label: 'committee members running projects' },
      ],
      carousel: {
        images: [
          picture(110, 'Alstroemeria in six colours, grown by one of our partner farms'),
          picture(103, "Sunflowers cut for the morning's orders"),
          picture(117, 'A meadow posy of British wildflowers'),
          picture(108, 'Classic red roses in our cold store'),
        ],
      },
    },
    sections: [
      section(
        'how-it-works',
        'How our giving works',
        '<p>Every year we set aside at least 10% of our profits. We do not choose the projects from here: each community we support elects a committee, and the committee decides what is needed most and runs the project. We visit, read their accounts and publish what the money did.</p><p>Most of these communities grow flowers for us: read <a href="/about-us/flowers">where our flowers come from</a>.</p>',
      ),
      section(
        'loans',
        'Small loans, big starts',
        '<p>594 loans have helped people start or grow a business: a tailoring workshop, a dairy goat herd, a phone repair stall. Loans are repaid into the same fund, so each pound is lent again.</p>',
        { picture: picture(105, 'Country Garden: a loose bouquet of garden flowers') },
      ),
      section(
        'water-and-light',
        'Clean water and light',
        '<p>2,175 households now have a rainwater tank or a water filter and a solar lamp, so children can do their homework after dark and families spend less on paraffin and firewood.</p>',
      ),
      section(
        'land',
        'Land brought back to life',
        '<p>Together with local farmers we have replanted 44 hectares with native trees and cover crops, holding the soil together on slopes that used to wash away in the rains.</p>',
      ),
      section(
        'schools-and-health',
        'Schools and health',
        '<p>1,046 children have had their school fees, uniforms and books paid for, and 184 community health trainees have qualified to give first aid, vaccination reminders and maternity advice in villages far from a clinic. 177 committee members have been trained to run the projects themselves.</p>',
      ),
      section(
        'your-part',
        'Your part in it',
        '<p>You do not need to do anything: every order counts. If you would like to send something that gives back, our <a href="/category/flowers">flowers</a> and <a href="/category/house-plants">plants</a> are a good place to start.</p>',
      ),
    ],
  }),
];
