import type { SeedCategory } from './seed-types';

/**
 * Category ids. The card ids are fixed by the storefront (docs/rules-storefront.md
 * "Greetings-card pages": 91 all cards, 92–99 occasions without 96, 103 personalised); the others
 * take 1–40.
 */
export const CAT = {
  flowers: 1,
  housePlants: 2,
  mothersDay: 3,
  christmasFlowers: 4,
  valentines: 5,
  birthday: 6,
  hampers: 7,
  christmasHampers: 8,
  handTied: 9,
  letterbox: 10,
  floweringPlants: 11,
  dried: 12,
  fathersDay: 13,
  roses: 14,
  sympathyFlowers: 15,
  christmasPlants: 16,
  gifts: 17,
  cards: 91,
  birthdayCards: 92,
  anniversaryCards: 93,
  thinkingOfYouCards: 94,
  thankYouCards: 95,
  newBabyCards: 97,
  getWellCards: 98,
  sympathyCards: 99,
  personalisedCards: 103,
} as const;

export const SEED_CATEGORIES: SeedCategory[] = [
  {
    id: CAT.flowers,
    name: 'Flowers',
    slug: 'flowers',
    title: 'Flower Delivery | Fresh Flowers Delivered Next Day',
    metaDescription:
      'Send fresh, hand-tied flowers anywhere in the UK from £20.50, with next-day delivery when you order by 5pm, a free personal card and our 7-day freshness guarantee.',
    description:
      '<p>Every Posy bouquet is <strong>hand-tied on the morning it leaves us</strong> by florists who have been at it for over 35 years, using stems from growers we know by name.</p><p>Flowers start from £20.50 with a free personal card, and arrive next day when you order by 5pm. Looking for something that fits through the door? Try our <a href="/category/letterbox-flowers">letterbox flowers</a>.</p>',
    defaultSort: 'weight',
  },
  {
    id: CAT.housePlants,
    name: 'House Plants',
    slug: 'house-plants',
    title: 'House Plant Delivery | Indoor Plants Delivered',
    metaDescription:
      'Healthy, hand-checked house plants delivered across the UK, from easy-going snake plants to statement palms. Choose a pot to make it a gift.',
    description:
      '<p>Our house plants come from specialist nurseries and are <strong>checked leaf by leaf</strong> before they are packed. Every one comes with a care card, so even a self-confessed plant killer has a fighting chance.</p><p>Pick a pot to go with it, or browse our <a href="/category/flowering-plants">flowering plants</a> for a splash of colour.</p>',
    defaultSort: 'priceasc',
  },
  {
    id: CAT.mothersDay,
    name: "Mother's Day Flowers",
    slug: 'mothers-day-flowers',
    title: "Mother's Day Flowers | Bouquets for Mum",
    metaDescription:
      "Mother's Day flowers delivered in time for Sunday: scented roses, tulips and stocks, hand-tied and sent with a free card and our 7-day freshness guarantee.",
    description:
      '<p>Say thank you to Mum with a bouquet picked for her. Our <strong>Mother\'s Day flowers</strong> are full of scent and spring colour, and every one is hand-tied the morning it is sent.</p><p>Book early to get the day you want, and add a <a href="/category/greetings-cards">greetings card</a> so she has something to keep.</p>',
    defaultSort: 'weight',
  },
  {
    id: CAT.christmasFlowers,
    name: 'Christmas Flowers',
    slug: 'christmas-flowers',
    title: 'Christmas Flowers | Festive Bouquets Delivered',
    metaDescription:
      'Festive Christmas flowers with red roses, amaryllis, pine and berries, hand-tied and delivered across the UK right up to Christmas Eve.',
    description:
      '<p>Deep red roses, white amaryllis, scented pine and <strong>winter berries</strong>: our Christmas bouquets bring the season indoors and last well into the new year.</p><p>Sending further afield? Pair them with one of our <a href="/category/christmas-hampers">Christmas hampers</a>.</p>',
    defaultSort: 'weight',
  },
  {
    id: CAT.valentines,
    name: "Valentine's Flowers",
    slug: 'valentines-flowers',
    title: "Valentine's Day Flowers | Red Roses Delivered",
    metaDescription:
      "Valentine's flowers from classic red roses to soft pinks, hand-tied and delivered on the 14th with a free card for your message.",
    description:
      '<p>Nothing says it quite like a dozen <strong>red roses</strong>. Our Valentine\'s bouquets use long-stemmed roses from growers we trust, hand-tied with care and delivered on the day.</p><p>Want to keep it simple? Our <a href="/category/letterbox-flowers">letterbox roses</a> fit right through the door.</p>',
    defaultSort: 'weight',
  },
  {
    id: CAT.birthday,
    name: 'Birthday Flowers & Gifts',
    slug: 'birthday-flowers-and-gifts',
    title: 'Birthday Flowers & Gifts | Next-Day Birthday Delivery',
    metaDescription:
      'Birthday flowers, plants and gifts delivered next day across the UK. Bright bouquets from £20.50, each with a free card for your birthday message.',
    description:
      '<p>Make their day with a burst of colour. Our <strong>birthday flowers</strong> are bright, generous and hand-tied on the morning they leave us.</p><p>Add chocolates or a balloon at the next step, or finish it off with one of our <a href="/category/birthday-cards">birthday cards</a>.</p>',
    defaultSort: 'weight',
  },
  {
    id: CAT.hampers,
    name: 'Hampers',
    slug: 'hampers',
    title: 'Gift Hampers | Food & Drink Hampers Delivered',
    metaDescription:
      'Gift hampers packed by hand with treats from independent British producers: afternoon tea, cheese and wine, gin and chocolate, delivered across the UK.',
    description:
      '<p>Our hampers are <strong>packed by hand</strong> with treats from small British producers, from Cornish clotted cream fudge to Yorkshire tea and Kentish wine.</p><p>Sending to someone who prefers flowers? Browse our <a href="/category/flowers">flowers</a> instead.</p>',
    defaultSort: 'weight',
  },
  {
    id: CAT.christmasHampers,
    name: 'Christmas Hampers',
    slug: 'christmas-hampers',
    title: 'Christmas Hampers | Festive Food & Drink Gifts',
    metaDescription:
      'Christmas hampers filled with mince pies, panettone, chutneys, wine and chocolate, packed by hand and delivered across the UK in time for Christmas.',
    description:
      '<p>Mince pies, spiced chutney, a good bottle and <strong>plenty of chocolate</strong>: our Christmas hampers are the easy way to send a little festive cheer.</p><p>For the table itself, take a look at our <a href="/category/christmas-flowers">Christmas flowers</a>.</p>',
    defaultSort: 'weight',
  },
  {
    id: CAT.handTied,
    name: 'Hand-tied Bouquets',
    slug: 'hand-tied',
    title: 'Hand-tied Bouquets | Arranged by Our Florists',
    metaDescription:
      'Hand-tied bouquets arranged by our florists and delivered in water, ready to pop straight into a vase. Free card and 7-day freshness guarantee.',
    description:
      '<p>A hand-tied bouquet is arranged in a spiral so it stands on its own in a vase. Ours are tied on the morning they are sent and arrive in an <strong>aqua pack of water</strong>.</p><p>No vase at the other end? Add one when you order, or see all our <a href="/category/flowers">flowers</a>.</p>',
    defaultSort: 'priceasc',
  },
  {
    id: CAT.letterbox,
    name: 'Letterbox Flowers',
    slug: 'letterbox-flowers',
    title: 'Letterbox Flowers | Flowers Through the Door',
    metaDescription:
      'Letterbox flowers sent in bud in a slim box that fits through most letterboxes, so nobody needs to be in. From £22 with free delivery options.',
    description:
      '<p>Our letterbox flowers travel in bud in a <strong>slim, recyclable box</strong> that slips through most letterboxes, so they can arrive while everyone is out.</p><p>Prefer something that lasts all year? Try our <a href="/category/dried-flowers">dried flowers</a>.</p>',
    defaultSort: 'priceasc',
  },
  {
    id: CAT.floweringPlants,
    name: 'Flowering Plants',
    slug: 'flowering-plants',
    title: 'Flowering Plants | Orchids, Anthuriums & More',
    metaDescription:
      'Flowering plants that keep blooming for weeks: orchids, anthuriums, kalanchoe and jasmine, delivered with a pot of your choice.',
    description:
      '<p>A flowering plant keeps giving long after a bouquet would have faded. Orchids can bloom for <strong>two or three months</strong> with a splash of water once a week.</p><p>For leafy greens, see our <a href="/category/house-plants">house plants</a>.</p>',
    defaultSort: 'priceasc',
  },
  {
    id: CAT.dried,
    name: 'Dried Flowers',
    slug: 'dried-flowers',
    title: 'Dried Flowers | Everlasting Bouquets Delivered',
    metaDescription:
      'Dried flower bouquets of pampas, bunny tails, lavender and preserved roses that last a year or more, delivered across the UK.',
    description:
      '<p>Pampas, bunny tails, lavender and statice, dried by hand to keep their colour. Our dried bouquets need <strong>no water and no fuss</strong> and last a year or more.</p><p>Rather have them fresh? Browse our <a href="/category/hand-tied">hand-tied bouquets</a>.</p>',
    defaultSort: 'priceasc',
  },
  {
    id: CAT.fathersDay,
    name: "Father's Day Gifts",
    slug: 'fathers-day-gifts',
    title: "Father's Day Gifts | Hampers, Plants & Flowers for Dad",
    metaDescription:
      "Father's Day gifts he will actually use: craft beer and gin hampers, hardy house plants and bold bouquets, delivered across the UK.",
    description:
      '<p>From a hamper of <strong>craft ale and cheese</strong> to a plant he cannot kill, our Father\'s Day gifts are picked with dads in mind.</p><p>See all our <a href="/category/hampers">hampers</a> for more ideas.</p>',
    defaultSort: 'weight',
  },
  {
    id: CAT.roses,
    name: 'Roses',
    slug: 'roses',
    title: 'Rose Delivery | Red, Pink & White Roses',
    metaDescription:
      'Fresh roses in red, pink, white and peach, hand-tied and delivered next day across the UK with a free card and 7-day freshness guarantee.',
    description:
      '<p>Our roses come from growers who cut them at just the right moment, so they open fully in the vase. Choose <strong>classic red</strong>, soft blush or creamy white.</p><p>For the big day, see our <a href="/category/valentines-flowers">Valentine\'s flowers</a>.</p>',
    defaultSort: 'priceasc',
  },
  {
    id: CAT.sympathyFlowers,
    name: 'Sympathy Flowers',
    slug: 'sympathy-flowers',
    title: 'Sympathy Flowers | Thoughtful Condolence Bouquets',
    metaDescription:
      'Gentle sympathy flowers in white, cream and soft purple, hand-tied and delivered with care and a card for your words of condolence.',
    description:
      '<p>When words are hard to find, flowers can say a great deal. Our sympathy bouquets are <strong>calm and understated</strong>, in whites, creams and soft purples.</p><p>You may also wish to send one of our <a href="/category/sympathy-cards">sympathy cards</a>.</p>',
    defaultSort: 'priceasc',
  },
  {
    id: CAT.christmasPlants,
    name: 'Christmas Plants',
    slug: 'christmas-plants',
    title: 'Christmas Plants | Poinsettias, Amaryllis & More',
    metaDescription:
      'Christmas plants that last all season: poinsettias, potted amaryllis, cyclamen and little living Christmas trees, delivered across the UK.',
    description:
      '<p>A poinsettia on the windowsill or an amaryllis on the table: our <strong>Christmas plants</strong> keep the festive colour going well into January.</p><p>See all our <a href="/category/christmas-flowers">Christmas flowers</a> too.</p>',
    defaultSort: 'weight',
  },
  {
    id: CAT.gifts,
    name: 'Gifts',
    slug: 'gifts',
    title: 'Gift Ideas | Gift Cards, Seeds & Subscriptions',
    metaDescription:
      "Gift ideas for every budget: Posy gift cards, monthly flower and plant subscriptions, seed gifts and florist's choice bouquets.",
    description:
      '<p>Not sure what to choose? Let them pick with a <strong>Posy gift card</strong>, or send something that keeps on giving, from a monthly flower subscription to a packet of sweet pea seeds.</p><p>Or leave it to us with our <a href="/category/flowers">florist\'s choice bouquets</a>.</p>',
    defaultSort: 'priceasc',
  },
  {
    id: CAT.cards,
    name: 'Greetings Cards',
    slug: 'greetings-cards',
    title: 'Greetings Cards | Send a Card Online',
    metaDescription:
      'Greetings cards for every occasion, from birthdays to new babies, printed on heavyweight board with your message and posted for you. Personalise with a photo.',
    description:
      '<p>Our cards are drawn by independent British illustrators and printed on <strong>heavyweight FSC-certified board</strong>. Write your message and we will print it inside and post it for you.</p><p>Want to make it one of a kind? See our <a href="/category/personalised-cards">personalised cards</a>.</p>',
    defaultSort: 'priceasc',
  },
  {
    id: CAT.birthdayCards,
    name: 'Birthday Cards',
    slug: 'birthday-cards',
    title: 'Birthday Cards | Send a Birthday Card Online',
    metaDescription:
      'Birthday cards for friends and family, from milestone ages to cheeky favourites, printed with your message and posted for you.',
    description:
      '<p>From <strong>milestone ages</strong> to a simple happy birthday, our birthday cards are drawn by independent illustrators and posted with your message inside.</p><p>Send a bunch with it from our <a href="/category/birthday-flowers-and-gifts">birthday flowers and gifts</a>.</p>',
    defaultSort: 'weight',
  },
  {
    id: CAT.anniversaryCards,
    name: 'Anniversary Cards',
    slug: 'anniversary-cards',
    title: 'Anniversary Cards | Wedding Anniversary Cards',
    metaDescription:
      'Anniversary cards from paper to golden, printed on heavyweight board with your message and posted straight to your other half or the happy couple.',
    description:
      '<p>From a first <strong>paper anniversary</strong> to fifty golden years, find a card that marks the moment.</p><p>Make it a proper celebration with a bunch of our <a href="/category/roses">roses</a>.</p>',
    defaultSort: 'priceasc',
  },
  {
    id: CAT.thinkingOfYouCards,
    name: 'Thinking of You Cards',
    slug: 'thinking-of-you-cards',
    title: 'Thinking of You Cards | Send a Little Love',
    metaDescription:
      'Thinking of you cards for when someone needs a lift, sent with your message and posted for you across the UK.',
    description:
      '<p>Sometimes a card simply to say <strong>you are on my mind</strong> means the most. Ours are gentle, warm and posted with your words inside.</p><p>Pair one with our <a href="/category/letterbox-flowers">letterbox flowers</a> for a lovely surprise.</p>',
    defaultSort: 'priceasc',
  },
  {
    id: CAT.thankYouCards,
    name: 'Thank You Cards',
    slug: 'thank-you-cards',
    title: 'Thank You Cards | Say Thanks Beautifully',
    metaDescription:
      'Thank you cards for teachers, neighbours, friends and family, printed with your message and posted for you.',
    description:
      '<p>A proper thank you never goes out of fashion. Our <strong>thank you cards</strong> are bright, cheerful and posted with your message inside.</p><p>Say it with flowers too: see our <a href="/category/hand-tied">hand-tied bouquets</a>.</p>',
    defaultSort: 'priceasc',
  },
  {
    id: CAT.newBabyCards,
    name: 'New Baby Cards',
    slug: 'new-baby-cards',
    title: 'New Baby Cards | Welcome the Little One',
    metaDescription:
      'New baby cards to welcome a little boy or girl, printed with your message and posted to the proud new parents.',
    description:
      '<p>Welcome the newest arrival with a card as sweet as they are. Our <strong>new baby cards</strong> suit girls, boys and everyone in between.</p><p>Add a bunch of <a href="/category/flowers">fresh flowers</a> for the tired new parents.</p>',
    defaultSort: 'priceasc',
  },
  {
    id: CAT.getWellCards,
    name: 'Get Well Cards',
    slug: 'get-well-cards',
    title: 'Get Well Soon Cards | Send Good Wishes',
    metaDescription:
      'Get well soon cards to cheer someone up, printed with your message and posted straight to them.',
    description:
      '<p>Send a smile to someone feeling under the weather. Our <strong>get well cards</strong> are bright and kind, with room for your message inside.</p><p>A <a href="/category/flowering-plants">flowering plant</a> makes a lovely companion while they recover.</p>',
    defaultSort: 'priceasc',
  },
  {
    id: CAT.sympathyCards,
    name: 'Sympathy Cards',
    slug: 'sympathy-cards',
    title: 'Sympathy Cards | Condolence Cards',
    metaDescription:
      'Sympathy and condolence cards with gentle designs, printed with your words and posted with care.',
    description:
      '<p>Our sympathy cards are <strong>simple and gentle</strong>, with calm designs that leave room for your own words.</p><p>You may also wish to send <a href="/category/sympathy-flowers">sympathy flowers</a>.</p>',
    defaultSort: 'priceasc',
  },
  {
    id: CAT.personalisedCards,
    name: 'Personalised Cards',
    slug: 'personalised-cards',
    title: 'Personalised Cards | Add Your Own Photo & Words',
    metaDescription:
      'Personalised cards with your own photo and words on the front, in A5 or A6, printed and posted for you across the UK.',
    description:
      '<p>Add a favourite photo and a few words to the front and we will print a card that <strong>nobody else has</strong>, in A5 or A6.</p><p>Or browse <a href="/category/greetings-cards">all our greetings cards</a>.</p>',
    defaultSort: 'priceasc',
  },
];
