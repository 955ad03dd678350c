import { contentPage, section } from './page-builders';
import { picture } from './seed-pictures';
import type { SeedContentPage } from './seed-types';

/** `/flower-care` and `/plant-care`. */
export const CARE_PAGES: SeedContentPage[] = [
  contentPage({
    id: 17,
    slug: 'flower-care',
    title: 'Flower care',
    seoTitle: 'Flower Care Tips | Make Your Flowers Last',
    seoDescription:
      'How to look after fresh flowers: unpacking, trimming, water, flower food and tips for roses, lilies, tulips and letterbox flowers.',
    heading: 'How to make your flowers last',
    intro:
      'A few minutes when your flowers arrive, and a minute every other day after, will keep them fresh for a week or more.',
    image: picture(104, 'The Florence: white roses and eucalyptus'),
    sections: [
      section(
        'when-they-arrive',
        'When they arrive',
        '<ol><li>Lift the bouquet out of its box by the tie and keep the water bubble on until you have a vase ready.</li><li>Fill a clean vase two-thirds full with cool water and stir in the flower food.</li><li>Cut the bubble away over the sink, then trim 2–3cm off each stem at an angle with a sharp knife or scissors.</li><li>Strip any leaves that would sit below the water line and put the bouquet in, still tied.</li></ol>',
      ),
      section(
        'every-few-days',
        'Every few days',
        '<p>Change the water, rinse the vase and trim the stems again. Take out any flower that fades first, so the rest last longer.</p>',
      ),
      section(
        'where-to-put-them',
        'Where to put them',
        '<p>Somewhere cool and out of direct sunlight, away from radiators, draughts and fruit bowls: ripening fruit gives off a gas that makes flowers fade.</p>',
      ),
      section(
        'flower-by-flower',
        'Flower by flower',
        '<ul><li><strong>Roses</strong>: if a head droops, recut the stem and stand it in warm water for an hour.</li><li><strong>Lilies</strong>: pinch out the pollen as each flower opens. Lilies are harmful to cats, so keep them out of reach.</li><li><strong>Tulips</strong>: a few centimetres of cold water is enough; they keep growing and bend towards the light.</li><li><strong>Letterbox flowers</strong>: follow the arranging card in the box and give them a long drink as soon as they arrive.</li></ul><p>Read more in our journal: <a href="/journal/how-to-keep-tulips-standing-tall">how to keep tulips standing tall</a>.</p>',
      ),
    ],
  }),
  contentPage({
    id: 18,
    slug: 'plant-care',
    title: 'Plant care',
    seoTitle: 'Plant Care Guide | Keep Your House Plants Happy',
    seoDescription:
      'How to look after house plants and flowering plants: light, watering, feeding, repotting and which plants are safe around pets.',
    heading: 'How to look after your plant',
    intro:
      'Every plant comes with its own care card. These are the habits that keep almost any house plant happy.',
    image: picture(304, 'A peace lily in a ceramic pot'),
    sections: [
      section(
        'light',
        'Light',
        '<p>Most house plants like bright light but not hot midday sun on their leaves. Snake plants, ZZ plants and golden pothos cope with darker rooms: see <a href="/journal/choosing-a-plant-for-a-dark-room">choosing a plant for a dark room</a>.</p>',
      ),
      section(
        'watering',
        'Watering',
        '<p>More house plants are lost to too much water than too little. Push a finger into the compost: if the top 2–3cm is dry, water until it runs from the drainage holes, then empty the saucer or pot after half an hour.</p>',
      ),
      section(
        'feeding',
        'Feeding',
        '<p>Feed with a liquid house plant food once a month from spring to early autumn. Plants rest in winter and need neither food nor much water.</p>',
      ),
      section(
        'repotting',
        'Repotting',
        '<p>When roots grow out of the bottom of the pot, move the plant in spring to a pot one size larger with fresh compost. Our ceramic pots have room for a year or two of growth.</p>',
      ),
      section(
        'flowering-plants',
        'Orchids and flowering plants',
        '<p>Water orchids once a week by standing the inner pot in water for ten minutes, then letting it drain. When the flowers fall, cut the stem above the second node and a new flower spike may follow. Read <a href="/journal/caring-for-an-orchid-after-it-flowers">caring for an orchid after it flowers</a>.</p>',
      ),
      section(
        'pets',
        'Plants and pets',
        '<p>Peace lilies, monsteras, golden pothos and ZZ plants can upset cats and dogs if chewed. A <a href="/product/calathea-orbifolia">calathea</a> or a <a href="/product/kentia-palm">kentia palm</a> is a kinder choice for a home with pets.</p>',
      ),
    ],
  }),
];
