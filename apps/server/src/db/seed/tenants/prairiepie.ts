/*
 * Prairie Pie Co.: one Winnipeg bakery with its own website address and every feature off (no
 * online ordering, reservations, membership, gift cards, coupons or loyalty): the storefront shows
 * its menu, gallery and contact page only.
 */
import { single, weekdayWindows, type MenuDef } from '../builders';
import type { TenantData } from '../tenant';

const MENUS: MenuDef[] = [
  {
    name: 'Bakery Menu',
    description: 'Baked every morning in Osborne Village. Whole pies can be reserved by phone.',
    sections: [
      {
        name: 'Savoury',
        items: [
          {
            cd: 'A1',
            name: 'Tourtière',
            description: 'Spiced pork and beef in a flaky lard crust, with house fruit ketchup.',
            price: 9.49,
            photos: ['pie-1'],
            sizes: [
              ['Slice', 9.49],
              ['Whole pie', 34.99],
            ],
          },
          {
            cd: 'A2',
            name: 'Chicken & Leek Pot Pie',
            description: 'Roast chicken, leeks and thyme cream under a golden puff-pastry lid.',
            price: 11.99,
            photos: ['pie-2'],
          },
          {
            cd: 'A3',
            name: 'Garden Borscht',
            description: 'Ukrainian-style beet and cabbage soup with dill and a spoon of sour cream.',
            price: 6.99,
            photos: ['soup-1'],
            sizes: [
              ['Cup', 6.99],
              ['Bowl', 9.99],
            ],
            tags: ['vegetarian', 'gluten_friendly'],
          },
          {
            cd: 'A4',
            name: 'Harvest Salad',
            description: 'Mixed greens, roasted squash, sunflower seeds and maple-cider vinaigrette.',
            price: 9.99,
            photos: ['salad-1'],
            options: [single('Dressing', [['Maple-cider vinaigrette'], ['Creamy dill'], ['On the side']])],
            tags: ['vegetarian', 'gluten_friendly'],
          },
          {
            cd: 'A5',
            name: 'Perogy Pie',
            description: 'Potato, cheddar and onion in a pie shell. Back in the fall.',
            price: 8.99,
            photos: ['soup-2'],
            disabled: true,
          },
        ],
      },
      {
        name: 'Sweet Pies',
        items: [
          {
            cd: 'B1',
            name: 'Saskatoon Berry Pie',
            description: 'Wild prairie Saskatoon berries in a double all-butter crust.',
            price: 6.49,
            photos: ['pie-3'],
            sizes: [
              ['Slice', 6.49],
              ['Whole pie', 28],
            ],
            tags: ['vegetarian'],
          },
          {
            cd: 'B2',
            name: 'Sour Cream Raisin Pie',
            description:
              'A Manitoba farmhouse classic: spiced custard, plump raisins and a cloud of meringue.',
            price: 5.99,
            photos: ['pie-4'],
            sizes: [
              ['Slice', 5.99],
              ['Whole pie', 26],
            ],
            tags: ['vegetarian'],
          },
          {
            cd: 'B3',
            name: 'Sugar Pie',
            description: 'Tarte au sucre with brown sugar and cream, as they make it in St. Boniface.',
            price: 5.49,
            photos: ['dessert-1'],
            soldOut: true,
            tags: ['vegetarian'],
          },
          {
            cd: 'B4',
            name: 'Flapper Pie',
            description: 'Graham-cracker crust, vanilla custard and tall meringue: the prairie’s own pie.',
            price: 5.99,
            photos: ['dessert-2'],
            tags: ['vegetarian'],
          },
          {
            cd: 'B5',
            name: 'Baker’s Test Pie',
            description: 'Whatever the bakers are trying out this week.',
            price: 4.99,
            photos: ['dessert-3'],
            hidden: true,
          },
        ],
      },
      {
        name: 'Drinks',
        items: [
          {
            cd: 'C1',
            name: 'Drip Coffee',
            description: 'Roasted in Winnipeg’s Exchange District.',
            price: 2.99,
            photos: ['drink-1'],
            sizes: [
              ['Small', 2.99],
              ['Large', 3.79],
            ],
          },
          {
            cd: 'C2',
            name: 'Hot Chocolate',
            description: 'Dark chocolate and steamed milk, topped with whipped cream.',
            price: 3.99,
            photos: ['drink-2'],
            tags: ['vegetarian', 'gluten_friendly'],
          },
        ],
      },
      {
        name: 'Wholesale',
        description: 'For our café partners.',
        hidden: true,
        items: [
          {
            cd: 'W1',
            name: 'Wholesale Whole Pie',
            description: 'Any fruit pie, by the case of six.',
            price: 132,
            photos: ['pie-3'],
          },
        ],
      },
      {
        name: 'Holiday Pre-orders',
        description: 'Opens in November.',
        disabled: true,
        items: [
          {
            cd: 'X1',
            name: 'Mincemeat Pie',
            description: 'Apples, raisins, citrus peel and warm spices.',
            price: 27,
            photos: ['pie-4'],
          },
        ],
      },
    ],
  },
];

export const PRAIRIE_PIE: TenantData = {
  slug: 'prairiepie',
  timeZone: 'America/Winnipeg',
  tenant: {
    name: 'Prairie Pie Co.',
    slogan: 'Pies like Grandma made, baked daily in Winnipeg',
    description:
      'A neighbourhood pie bakery in Winnipeg’s Osborne Village: sweet and savoury pies, soup and coffee.',
    phone: '(204) 555-0117',
    email: 'hello@prairiepie.example.ca',
    website_url: 'https://www.prairiepie.example.ca',
    facebook_url: 'https://www.facebook.com/prairiepieco',
    twitter_url: null,
    wechat_url: null,
    instagram_url: 'https://www.instagram.com/prairiepieco',
    theme: 'gold',
  },
  // Every feature off, as by default.
  settings: {
    primary_color: '#B5651D',
    descriptions: {
      pickup_order: {
        title: 'Pick Up',
        subtitles: ['Call ahead to reserve a whole pie', 'Ready at the counter'],
      },
      delivery_order: { title: 'Delivery', subtitles: ['Not offered yet', 'Visit us in Osborne Village'] },
    },
    // No SEO overrides: titles and descriptions come from the name, slogan and description.
    seo: { title: '', description: '' },
    // The demo's transition popup: Visit goes to Golden Maple Bistro, which greets the diner.
    transition_popup: {
      enabled: true,
      delay_ms: 0,
      title: 'Order online with our friends at Golden Maple Bistro',
      message:
        'Prairie Pie Co. bakes for the shop only. Our savoury pies and Saskatoon berry pie are on the menu at Golden Maple Bistro, who take orders online for pickup and delivery.',
      new_site_name: 'Golden Maple Bistro',
      new_site_url: 'http://goldenmaple.localhost',
      stay_restaurant_id: 'osborne-village',
      colors: { background: '#3B2A1A', text: '#FFF8EE', button: '#D4A762', button_text: '#1F1409' },
    },
  },
  about:
    'Prairie Pie Co. is a small bakery in Osborne Village baking the pies prairie grandmothers made: Saskatoon berry, sour cream raisin, flapper and sugar pie, plus tourtière and a pot of borscht on the stove.',
  restaurants: [
    {
      key: 'osborne-village',
      slug: 'osborne-village',
      name: 'Prairie Pie Co. Osborne Village',
      phone: '(204) 555-0117',
      email: 'hello@prairiepie.example.ca',
      address_1: '112 Osborne St',
      city_town: 'Winnipeg',
      state_province: 'MB',
      postal_code: 'R3L 1Y5',
      latitude: 49.8786,
      longitude: -97.1447,
      timeZone: 'America/Winnipeg',
      settings: {
        tax_rate: 12,
        gst_rate: 5,
        pst_rate: 7,
        currency_code: 'CAD',
        online_ordering: false,
        online_ordering_paused_message:
          'We sell in the shop only. Call (204) 555-0117 to reserve a whole pie.',
        online_reservation: false,
        max_party_size: 6,
        menu_extra_option: false,
        menu_special_request_allowed: false,
      },
      hours: {
        sunday: ['10:00 AM', '04:00 PM'],
        monday: null,
        tuesday: ['08:00 AM', '06:00 PM'],
        wednesday: ['08:00 AM', '06:00 PM'],
        thursday: ['08:00 AM', '06:00 PM'],
        friday: ['08:00 AM', '07:00 PM'],
        saturday: ['08:00 AM', '06:00 PM'],
      },
      delivery: { support_pickup: true, support_delivery: false },
      holidays: [
        { days: 7, open: null, note: 'Closed: the ovens are being serviced' },
        { days: 19, open: ['08:00 AM', '02:00 PM'], note: 'Early close for the Osborne Village street fair' },
      ],
      cutlery: ['Utensils', 'Napkins'],
      menus: MENUS,
    },
  ],
  promotions: [
    {
      name: 'Pie Day Wednesdays',
      description: 'Every Wednesday, 10% off everything in the shop.',
      type: '% discount on cart',
      image: 'promo-1',
      conditions: ['Wednesdays only', 'In the shop'],
      instructions: ['Just come in: the discount is taken at the till'],
      rules: {
        allowed_order_channel: 'Any',
        weekdays: weekdayWindows(['wednesday'], '08:00', '18:00'),
        discount_percentage: 10,
      },
    },
  ],
  announcements: [
    {
      title: 'Whole pies by reservation',
      short: 'Call a day ahead and we will hold a whole pie for you.',
      description:
        '[See our menu](/menus) and pick your pie, then call (204) 555-0117 or email orders@prairiepie.example.ca. Hours and news at www.prairiepie.example.ca.',
    },
    {
      title: 'Saskatoon berry season',
      short: 'Fresh-berry pies are back for the summer.',
      description:
        'The wild Saskatoon berries are in: [see the sweet pies](/menus). Wholesale enquiries: hello@prairiepie.example.ca or (204) 555-0117. More at www.prairiepie.example.ca.',
    },
  ],
  gallery: [
    'The counter on a Saturday morning',
    'Saskatoon berry pies cooling',
    'Rolling crust by hand',
    'Our corner of Osborne Village',
  ],
  testimonials: [
    {
      author: 'Lorraine D., Winnipeg',
      quote: 'The sour cream raisin pie is exactly like my baba’s.',
      rating: 5,
    },
    { author: 'Marc B.', quote: 'Tourtière and a coffee on a cold morning: perfect.', rating: 5 },
  ],
  signatureDishes: ['B1', 'B2', 'B4', 'A1', 'A2', 'A3'],
};
