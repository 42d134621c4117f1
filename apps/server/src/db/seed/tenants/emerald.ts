/*
 * Emerald Noodle House: three locations (Calgary's Kensington, Edmonton's Whyte Avenue, downtown
 * Regina), each with its own menu rows. Everything on except the loyalty program; the locations
 * differ where the settings matter (reservations off in Edmonton, online ordering paused in Regina,
 * no extras or special requests in Edmonton, delivery cut-offs in Calgary).
 */
import { multiple, single, spicy, weekdayWindows, type ItemDef, type MenuDef } from '../builders';
import type { RestaurantData, TenantData } from '../tenant';
import { EVERY_FEATURE, ORDERING_LOCATION, standardGiftCardProducts } from './shared';

/* ---------------------------------------------------------------- option groups */

const noodleChoice = single(
  'Choose your noodle',
  [['Hand-pulled wheat noodles'], ['Thin egg noodles'], ['Rice vermicelli'], ['Thick udon', 1.5]],
  { information: 'All our wheat noodles are pulled by hand every morning.' },
);
const noodleToppings = multiple(
  'Add toppings',
  [
    ['Soft-boiled egg', 2],
    ['Baby bok choy', 1.5],
    ['Extra braised beef', 4.5],
    ['House chili crisp', 1],
    ['Fried tofu puffs', 2],
    // Seasonal, offered by servers only.
    ['Black garlic oil', 1.5, true],
  ],
  { min: 0, max: 3, free: 1, information: 'Your first topping is free.' },
);
/** Notes only staff add from the till: never shown online. */
const staffNotes = multiple('Staff notes', [['Soup on the side'], ['Noodles extra firm']], { hidden: true });
const cookingStyle = single('Cooking style', [['Steamed'], ['Pan-fried', 1]]);
const extraSauces = multiple(
  'Extra sauces',
  [
    ['Black vinegar & ginger', 0.5],
    ['Chili oil', 0.5],
    ['Sesame soy', 0.5],
  ],
  { max: 3, extra: true },
);
const proteinChoice = single('Choose your protein', [['Chicken'], ['Tofu'], ['Beef', 2], ['Shrimp', 3]]);
const riceUpgrades = multiple(
  'Upgrades',
  [
    ['Fried egg', 2],
    ['Extra kimchi', 1.5],
    ['Brown rice instead', 1],
  ],
  { max: 2, extra: true },
);
const rollRice = single('Rice', [['White sushi rice'], ['Brown rice', 1]]);
const sweetness = single('Sweetness', [['100%'], ['75%'], ['50%'], ['25%']]);
const addIns = multiple(
  'Add-ins',
  [
    ['Tapioca pearls', 0.75],
    ['Lychee jelly', 0.75],
    ['Egg pudding', 1],
  ],
  { max: 2 },
);

/* ---------------------------------------------------------------- menus */

/** Every location has the same menu but for its own special. */
const menus = (special: ItemDef): MenuDef[] => [
  {
    name: 'All Day Menu',
    description: 'Hand-pulled noodles, dumplings folded to order, rice bowls, curries and sushi.',
    sections: [
      {
        name: 'Dumplings & Small Plates',
        description: 'Folded by hand in our open kitchen.',
        items: [
          {
            cd: 'A1',
            name: 'Pork & Chive Dumplings',
            description: 'Eight juicy pork and garlic chive dumplings with black vinegar and ginger.',
            price: 11.99,
            photos: ['dumplings-1'],
            options: [cookingStyle, extraSauces],
          },
          {
            cd: 'A2',
            name: 'Vegetable Potstickers',
            description: 'Cabbage, shiitake, carrot and glass noodles, pan-fried with a lacy crisp skirt.',
            price: 10.49,
            photos: ['dumplings-2'],
            options: [cookingStyle, extraSauces],
            tags: ['vegetarian'],
          },
          {
            cd: 'A3',
            name: 'Shrimp Har Gow',
            description: 'Four translucent crystal dumplings filled with whole shrimp and bamboo shoots.',
            price: 12.49,
            photos: ['dumplings-3'],
          },
          {
            cd: 'A4',
            name: 'Wontons in Chili Oil',
            description: 'Silky pork wontons in Sichuan chili oil with black vinegar, garlic and scallions.',
            price: 11.49,
            photos: ['dumplings-4'],
            options: [spicy],
            tags: ['spicy_medium'],
          },
          {
            cd: 'A5',
            name: 'Smashed Cucumber Salad',
            description: 'Cold cucumbers smashed with garlic, rice vinegar, sesame oil and a little chili.',
            price: 7.99,
            photos: ['salad-1'],
            tags: ['vegetarian', 'gluten_friendly', 'spicy_mild'],
          },
          {
            cd: 'A6',
            name: 'Sesame Seaweed Salad',
            description: 'Wakame, cucumber and toasted sesame in a bright ginger dressing.',
            price: 7.49,
            photos: ['salad-2'],
            tags: ['vegetarian'],
          },
          {
            cd: 'A7',
            name: 'Family Meal Dumplings',
            description: 'What the kitchen eats before service: not on the public menu.',
            price: 9.99,
            photos: ['dumplings-1'],
            hidden: true,
          },
          {
            cd: 'A8',
            name: 'Crispy Pork Belly Bao',
            description:
              'Fluffy steamed buns with crispy pork belly, hoisin and pickled cucumber. Back soon.',
            price: 12.99,
            photos: ['dumplings-2'],
            disabled: true,
          },
        ],
      },
      {
        name: 'Noodles',
        description: 'Bowls and stir-fries; ask for your noodles extra firm.',
        items: [
          {
            cd: 'B1',
            name: 'Emerald Beef Noodle Soup',
            print_name: 'BEEF NOODLE SOUP',
            description:
              'Eight-hour beef broth with star anise, braised shank, pickled mustard greens and your choice of noodle.',
            price: 17.99,
            photos: ['noodles-1'],
            sizes: [
              ['Regular', 17.99],
              ['Large', 20.99],
            ],
            options: [noodleChoice, noodleToppings, spicy, staffNotes],
          },
          {
            cd: 'B2',
            name: 'Dan Dan Noodles',
            description:
              'Wheat noodles with spicy pork, sesame-peanut sauce, preserved vegetables and Sichuan pepper.',
            price: 15.99,
            photos: ['noodles-2'],
            options: [spicy, noodleToppings],
            tags: ['peanut', 'spicy_medium'],
          },
          {
            cd: 'B3',
            name: 'Garlic Butter Udon',
            description:
              'Thick udon tossed in garlic butter and soy with mushrooms, scallions and your protein.',
            price: 15.49,
            photos: ['noodles-3'],
            options: [proteinChoice, noodleToppings],
          },
          {
            cd: 'B4',
            name: 'Pad See Ew',
            description: 'Wide rice noodles wok-charred with sweet soy, Chinese broccoli and egg.',
            price: 16.49,
            photos: ['noodles-4'],
            options: [proteinChoice],
          },
          {
            cd: 'B5',
            name: 'Singapore Rice Noodles',
            description: 'Curry-scented vermicelli with shrimp, char siu, egg, peppers and bean sprouts.',
            price: 16.99,
            photos: ['noodles-5'],
            tags: ['spicy_mild', 'gluten_friendly'],
          },
          {
            cd: 'B6',
            name: 'Wonton Noodle Soup',
            description:
              'Shrimp and pork wontons with thin egg noodles in a clear chicken and dried-flounder broth.',
            price: 15.49,
            photos: ['soup-1'],
            options: [noodleChoice, noodleToppings],
          },
          special,
        ],
      },
      {
        name: 'Rice & Curry',
        items: [
          {
            cd: 'C1',
            name: 'Hainanese Chicken Rice',
            description:
              'Poached chicken, rice cooked in chicken fat and ginger, with chili, ginger-scallion and sweet soy sauces.',
            price: 16.99,
            photos: ['rice-1'],
            tags: ['gluten_friendly'],
          },
          {
            cd: 'C2',
            name: 'Stone Bowl Bibimbap',
            description:
              'Rice crisping in a hot stone bowl with seasoned vegetables, gochujang and a sunny egg.',
            price: 18.49,
            photos: ['rice-2'],
            options: [proteinChoice, riceUpgrades],
            tags: ['spicy_mild'],
          },
          {
            cd: 'C3',
            name: 'Pineapple Fried Rice',
            description:
              'Jasmine rice wok-fried with pineapple, cashews, raisins, curry powder and pork floss.',
            price: 15.99,
            photos: ['rice-3'],
            options: [proteinChoice],
          },
          {
            cd: 'C4',
            name: 'Thai Green Curry',
            description:
              'Coconut green curry with Thai eggplant, bamboo shoots and basil, with jasmine rice.',
            price: 17.99,
            photos: ['curry-1'],
            options: [proteinChoice, spicy],
            tags: ['spicy_hot', 'gluten_friendly'],
          },
          {
            cd: 'C5',
            name: 'Japanese Katsu Curry',
            description: 'Panko-crusted pork cutlet over rice with a rich, mildly sweet Japanese curry.',
            price: 18.99,
            photos: ['curry-2'],
          },
          {
            cd: 'C6',
            name: 'Tofu Massaman Curry',
            description: 'Crispy tofu, potatoes and roasted peanuts in a fragrant massaman curry.',
            price: 16.99,
            photos: ['curry-3'],
            tags: ['vegetarian', 'peanut'],
          },
          {
            cd: 'C7',
            name: 'Korean Fried Chicken Rice Bowl',
            description: 'Double-fried chicken in sweet-spicy gochujang glaze over rice with pickled daikon.',
            price: 17.49,
            photos: ['rice-4'],
            options: [riceUpgrades],
            tags: ['spicy_mild', 'new'],
          },
        ],
      },
      {
        name: 'Sushi Bar',
        items: [
          {
            cd: 'D1',
            name: 'Salmon Avocado Roll',
            description: 'Atlantic salmon and ripe avocado, eight pieces.',
            price: 12.99,
            photos: ['sushi-1'],
            options: [rollRice],
            tags: ['gluten_friendly'],
          },
          {
            cd: 'D2',
            name: 'Spicy Tuna Roll',
            description: 'Yellowfin tuna, spicy mayo, cucumber and tempura crunch, eight pieces.',
            price: 13.49,
            photos: ['sushi-2'],
            options: [rollRice],
            tags: ['spicy_mild'],
          },
          {
            cd: 'D3',
            name: 'Emerald Dragon Roll',
            description: 'Shrimp tempura and cucumber topped with avocado, eel sauce and tobiko.',
            price: 16.99,
            photos: ['sushi-3'],
            tags: ['new'],
          },
        ],
      },
      {
        name: 'Soups',
        items: [
          {
            cd: 'E1',
            name: 'Hot & Sour Soup',
            description: 'Tofu, wood-ear mushrooms, bamboo shoots and egg ribbons, peppery and tangy.',
            price: 6.99,
            photos: ['soup-2'],
            sizes: [
              ['Cup', 6.99],
              ['Bowl', 10.99],
            ],
            tags: ['spicy_mild', 'vegetarian'],
          },
          {
            cd: 'E2',
            name: 'Tom Yum Goong',
            description: 'Lemongrass, galangal and lime leaf broth with shrimp, mushrooms and chili.',
            price: 8.99,
            photos: ['soup-3'],
            options: [spicy],
            tags: ['spicy_medium', 'gluten_friendly'],
          },
        ],
      },
      {
        name: 'Desserts & Drinks',
        items: [
          {
            cd: 'F1',
            name: 'Mango Sago',
            description: 'Chilled mango purée, coconut milk, pomelo and tapioca pearls.',
            price: 6.99,
            photos: ['dessert-1'],
            tags: ['vegetarian', 'gluten_friendly'],
          },
          {
            cd: 'F2',
            name: 'Matcha Cheesecake',
            description: 'Creamy Japanese-style cheesecake with ceremonial-grade Uji matcha.',
            price: 7.99,
            photos: ['dessert-2'],
            tags: ['vegetarian'],
          },
          {
            cd: 'F3',
            name: 'Black Sesame Ice Cream',
            description: 'Nutty, toasty and house-churned, with a sesame tuile.',
            price: 5.99,
            photos: ['dessert-3'],
            soldOut: true,
            tags: ['vegetarian', 'gluten_friendly'],
          },
          {
            cd: 'G1',
            name: 'Brown Sugar Milk Tea',
            description: 'Assam milk tea with warm brown-sugar tapioca pearls.',
            price: 6.49,
            photos: ['drink-1'],
            sizes: [
              ['Regular', 6.49],
              ['Large', 7.49],
            ],
            options: [sweetness, addIns],
            tags: ['vegetarian'],
          },
          {
            cd: 'G2',
            name: 'Thai Iced Tea',
            description: 'Strong spiced black tea with sweetened condensed milk over ice.',
            price: 5.49,
            photos: ['drink-2'],
            options: [sweetness],
          },
          {
            cd: 'G3',
            name: 'Lychee Sparkling Soda',
            description: 'House lychee syrup, lime and soda water.',
            price: 4.99,
            photos: ['drink-3'],
            tags: ['vegetarian', 'gluten_friendly'],
          },
          {
            cd: 'G4',
            name: 'Jasmine Green Tea',
            description: 'A pot of fragrant loose-leaf jasmine green tea for the table.',
            price: 3.99,
            photos: ['drink-4'],
            tags: ['vegetarian', 'gluten_friendly'],
          },
        ],
      },
      {
        name: 'Buy one, get one free: Dumplings',
        description: 'Tuesday to Thursday, 2 to 5 PM: a second plate of dumplings from this list is on us.',
        promotion: 'bogo',
        items: [
          {
            cd: 'P1',
            name: 'Chicken & Mushroom Dumplings',
            description: 'Eight dumplings with chicken, shiitake and napa cabbage.',
            price: 11.49,
            photos: ['dumplings-3'],
            options: [cookingStyle],
          },
          {
            cd: 'P2',
            name: 'Kimchi Pork Dumplings',
            description: 'Eight pan-fried dumplings with pork and house-fermented kimchi.',
            price: 11.99,
            photos: ['dumplings-4'],
            tags: ['spicy_mild'],
          },
          {
            cd: 'P3',
            name: 'Edamame & Truffle Dumplings',
            description: 'Eight steamed dumplings with edamame purée and a touch of truffle.',
            price: 12.49,
            photos: ['dumplings-1'],
            tags: ['vegetarian'],
          },
        ],
      },
      {
        name: '25% off Bubble Tea',
        description: 'Every day, every location.',
        promotion: 'bubbleTea',
        items: [
          {
            cd: 'P4',
            name: 'Taro Milk Tea',
            description: 'Creamy taro with jasmine milk tea and chewy pearls.',
            price: 6.29,
            photos: ['drink-3'],
            options: [sweetness, addIns],
          },
          {
            cd: 'P5',
            name: 'Strawberry Matcha Latte',
            description: 'Fresh strawberry purée layered under iced matcha and milk.',
            price: 6.79,
            photos: ['drink-2'],
            options: [sweetness],
            tags: ['new'],
          },
          {
            cd: 'P6',
            name: 'Mango Pomelo Drink',
            description: 'Blended mango, coconut milk, pomelo and sago pearls.',
            price: 6.99,
            photos: ['drink-4'],
            tags: ['vegetarian', 'gluten_friendly'],
          },
        ],
      },
    ],
  },
  {
    name: 'Lunch Specials',
    description: '11 AM to 2 PM, every day.',
    duration: { name: 'Lunch', start: '11:00', end: '14:00' },
    sections: [
      {
        name: 'Lunch Sets',
        description: 'A full meal at a lunch price.',
        items: [
          {
            cd: 'L1',
            name: 'Bento Box',
            description: 'Teriyaki chicken, four pieces of salmon roll, miso soup and steamed rice.',
            price: 16.99,
            photos: ['sushi-1'],
            sub_items: [
              { name: 'Teriyaki chicken', spicy: 0 },
              { name: 'Salmon avocado roll (4 pcs)', spicy: 0 },
              { name: 'Miso soup', spicy: 0 },
              { name: 'Steamed rice', spicy: 0 },
            ],
          },
          {
            cd: 'L2',
            name: 'Noodle & Dumpling Combo',
            description: 'A half bowl of dan dan noodles with four pork and chive dumplings.',
            price: 15.99,
            photos: ['noodles-4'],
            options: [spicy],
            tags: ['peanut', 'spicy_medium'],
            sub_items: [
              { name: 'Dan dan noodles (half)', spicy: 2 },
              { name: 'Pork & chive dumplings (4)', spicy: 0 },
            ],
          },
          {
            cd: 'L3',
            name: 'Curry Lunch Set',
            description: 'Green curry chicken with jasmine rice and a vegetable spring roll.',
            price: 15.49,
            photos: ['curry-1'],
            tags: ['spicy_hot'],
            sub_items: [
              { name: 'Green curry chicken', spicy: 3 },
              { name: 'Jasmine rice', spicy: 0 },
              { name: 'Vegetable spring roll', spicy: 0 },
            ],
          },
          {
            cd: 'L4',
            name: 'Rice Bowl Combo',
            description: 'Korean fried chicken rice bowl with seaweed salad and jasmine tea.',
            price: 14.99,
            photos: ['rice-2'],
            sub_items: [
              { name: 'Korean fried chicken rice bowl', spicy: 1 },
              { name: 'Sesame seaweed salad', spicy: 0 },
              { name: 'Jasmine tea', spicy: 0 },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Dine-in',
    description: 'Shared feasts served at the table only.',
    onlineOrdering: false,
    sections: [
      {
        name: 'Hot Pot & Omakase',
        items: [
          {
            cd: 'H1',
            name: 'Sichuan Hot Pot for Two',
            description:
              'A bubbling split pot of mala and mushroom broths with sliced beef, lamb, tofu, greens and noodles.',
            price: 59.99,
            photos: ['soup-3'],
            options: [spicy],
            sub_items: [
              { name: 'Mala broth', spicy: 3 },
              { name: 'Mushroom broth', spicy: 0 },
            ],
          },
          {
            cd: 'H2',
            name: 'Chef’s Omakase',
            description:
              'Twelve pieces of nigiri and a hand roll, chosen by our sushi chef. Reserve a day ahead.',
            price: 48,
            photos: ['sushi-3'],
          },
          {
            cd: 'H3',
            name: 'Family Noodle Banquet',
            description: 'Dumplings, two noodle bowls, a curry, rice and dessert for four.',
            price: 89,
            photos: ['noodles-1'],
          },
        ],
      },
      {
        name: 'Staff Specials',
        description: 'Tested on the team first.',
        hidden: true,
        items: [
          {
            cd: 'S1',
            name: 'Spicy Cumin Lamb Noodles',
            description: 'Hand-pulled noodles with cumin lamb, chili and cilantro.',
            price: 18.49,
            photos: ['noodles-2'],
          },
        ],
      },
      {
        name: 'Lunar New Year Feast',
        description: 'Returns for the new year.',
        disabled: true,
        items: [
          {
            cd: 'N1',
            name: 'Longevity Noodles',
            description: 'Extra-long noodles for a long life, with braised shiitake and greens.',
            price: 19.99,
            photos: ['noodles-3'],
          },
        ],
      },
    ],
  },
];

/* ---------------------------------------------------------------- the tenant */

const SHARED_SETTINGS: RestaurantData['settings'] = { ...ORDERING_LOCATION, max_party_size: 10 };
const RUSH_HOURS: RestaurantData['rushHours'] = {
  start: '11:45',
  end: '13:15',
  onlineLeadTime: 30,
  deliveryLeadTime: 60,
};
const CUTLERY = ['Chopsticks', 'Utensils', 'Napkins'];

export const EMERALD: TenantData = {
  slug: 'emerald',
  timeZone: 'America/Edmonton',
  tenant: {
    name: 'Emerald Noodle House',
    slogan: 'Hand-pulled noodles, folded-to-order dumplings',
    description:
      'Hand-pulled noodles, dumplings folded to order, curries and sushi in Calgary, Edmonton and Regina. Dine in, pick up or get it delivered.',
    phone: '(403) 555-0188',
    email: 'hello@emeraldnoodle.example.ca',
    website_url: null,
    facebook_url: 'https://www.facebook.com/emeraldnoodlehouse',
    twitter_url: 'https://twitter.com/emeraldnoodles',
    wechat_url: 'https://u.wechat.com/emeraldnoodlehouse',
    instagram_url: 'https://www.instagram.com/emeraldnoodlehouse',
    theme: 'emerald',
  },
  settings: {
    ...EVERY_FEATURE,
    primary_color: '#1F7A5A',
    descriptions: {
      pickup_order: {
        title: 'Pick Up',
        subtitles: ['Hot and ready in about 20 minutes', 'Grab it from the pickup shelf by the door'],
      },
      delivery_order: {
        title: 'Delivery',
        subtitles: ['Noodles packed separately so they stay springy', 'Calgary and Edmonton, from $3.49'],
      },
    },
    seo: {
      title: 'Emerald Noodle House | Hand-pulled noodles in Calgary, Edmonton and Regina',
      description:
        'Order hand-pulled noodles, dumplings, curries and sushi online from Emerald Noodle House in Calgary, Edmonton and Regina.',
    },
  },
  about:
    'Emerald Noodle House started as a six-seat noodle counter in Kensington in 2014. Our noodles are still pulled by hand every morning, our broths still simmer overnight, and every dumpling is folded in the open kitchen where you can watch.',
  restaurants: [
    {
      key: 'calgary',
      slug: 'calgary-kensington',
      name: 'Emerald Noodle House Kensington',
      phone: '(403) 555-0188',
      email: 'kensington@emeraldnoodle.example.ca',
      address_1: '1120 Kensington Rd NW',
      city_town: 'Calgary',
      state_province: 'AB',
      postal_code: 'T2N 3P5',
      latitude: 51.0525,
      longitude: -114.0862,
      timeZone: 'America/Edmonton',
      deliveryCutoffs: [
        { days: 3, time: '17:00' },
        { days: 10, time: '17:00' },
      ],
      settings: { ...SHARED_SETTINGS, tax_rate: 5, gst_rate: 5, pst_rate: 0 },
      // Its 'Pay online, get $2 off' needs online payment (the test provider while no Stripe key is set).
      onlinePayment: { accept_online_payment: true },
      rushHours: RUSH_HOURS,
      delivery: {
        support_pickup: true,
        support_delivery: true,
        delivery_fee: 4.99,
        delivery_fees: [],
        minimum_order_amount: 25,
        delivery_area_postal_codes: 'T2N, T2M, T2P, T2T, T3A',
        delivery_area_radius: 6,
      },
      hours: {
        sunday: ['12:00 PM', '09:00 PM'],
        monday: ['11:00 AM', '09:30 PM'],
        tuesday: ['11:00 AM', '09:30 PM'],
        wednesday: ['11:00 AM', '09:30 PM'],
        thursday: ['11:00 AM', '09:30 PM'],
        friday: ['11:00 AM', '11:00 PM'],
        saturday: ['11:00 AM', '11:00 PM'],
      },
      cutlery: CUTLERY,
      holidays: [
        { days: -8, open: null, note: 'Closed for a staff training day' },
        { days: 6, open: null, note: 'Closed for a staff training day' },
        { days: 13, open: ['04:00 PM', '10:00 PM'], note: 'Dinner only: private lunch booking' },
        { days: 27, open: ['11:00 AM', '11:30 PM'], note: 'Late night for the Kensington street festival' },
        { days: 34, open: null, note: 'Closed for our annual staff party' },
        { days: 41, open: ['04:00 PM', '09:00 PM'], note: 'Dinner only: kitchen equipment upgrade' },
        { days: 48, open: ['12:00 PM', '06:00 PM'], note: 'Short hours for the winter market' },
        { days: 55, open: null, note: 'Closed for inventory' },
      ],
      menus: menus({
        cd: 'B7',
        name: 'Smoked Brisket Noodle Bowl',
        description:
          'Kensington only: Alberta beef brisket smoked for twelve hours over hand-pulled noodles in a rich broth.',
        price: 19.49,
        photos: ['noodles-5'],
        options: [noodleChoice, spicy],
        tags: ['new'],
      }),
    },
    {
      key: 'edmonton',
      slug: 'edmonton-whyte-ave',
      name: 'Emerald Noodle House Whyte Ave',
      phone: '(780) 555-0147',
      email: 'whyte@emeraldnoodle.example.ca',
      address_1: '10150 82 Ave NW',
      city_town: 'Edmonton',
      state_province: 'AB',
      postal_code: 'T6E 1Z4',
      latitude: 53.5183,
      longitude: -113.4937,
      timeZone: 'America/Edmonton',
      settings: {
        ...SHARED_SETTINGS,
        tax_rate: 5,
        gst_rate: 5,
        pst_rate: 0,
        online_reservation: false,
        menu_extra_option: false,
        menu_special_request_allowed: false,
      },
      rushHours: RUSH_HOURS,
      delivery: {
        support_pickup: true,
        support_delivery: true,
        delivery_fee: 4.49,
        delivery_fees: [
          { min_radius: 0, max_radius: 4, fee: 3.49 },
          { min_radius: 4, max_radius: 8, fee: 5.49 },
        ],
        minimum_order_amount: 20,
        delivery_area_postal_codes: 'T6E, T6G, T6C, T6J, T5K',
        delivery_area_radius: 8,
      },
      hours: {
        sunday: ['12:00 PM', '09:00 PM'],
        monday: null,
        tuesday: ['11:00 AM', '10:00 PM'],
        wednesday: ['11:00 AM', '10:00 PM'],
        thursday: ['11:00 AM', '10:00 PM'],
        friday: ['11:00 AM', '01:00 AM'],
        saturday: ['11:00 AM', '01:00 AM'],
      },
      cutlery: CUTLERY,
      holidays: [
        { days: 4, open: null, note: 'Closed for a deep clean of the kitchen' },
        { days: 11, open: ['12:00 PM', '08:00 PM'], note: 'Short hours during the Fringe festival' },
        { days: 25, open: ['11:00 AM', '02:00 AM'], note: 'Open late after the hockey game' },
      ],
      menus: menus({
        cd: 'B7',
        name: 'Late-Night Tonkotsu Ramen',
        description: 'Whyte Ave only: creamy pork-bone broth, chashu, ajitama egg and black garlic oil.',
        price: 18.99,
        photos: ['noodles-3'],
        options: [noodleToppings],
      }),
    },
    {
      key: 'regina',
      slug: 'regina-downtown',
      name: 'Emerald Noodle House Downtown Regina',
      phone: '(306) 555-0163',
      email: 'regina@emeraldnoodle.example.ca',
      address_1: '1800 Hamilton St',
      city_town: 'Regina',
      state_province: 'SK',
      postal_code: 'S4P 2B8',
      latitude: 50.4478,
      longitude: -104.6134,
      timeZone: 'America/Regina',
      settings: {
        ...SHARED_SETTINGS,
        tax_rate: 11,
        gst_rate: 5,
        pst_rate: 6,
        online_ordering: false,
        online_ordering_paused_message:
          'Online ordering at our Regina location resumes soon. Call us to order by phone.',
      },
      rushHours: RUSH_HOURS,
      delivery: {
        support_pickup: true,
        support_delivery: true,
        delivery_fee: 3.99,
        delivery_fees: [
          { min_radius: 0, max_radius: 3, fee: 2.99 },
          { min_radius: 3, max_radius: 7, fee: 4.99 },
        ],
        minimum_order_amount: 20,
        delivery_area_postal_codes: 'S4P, S4R, S4S, S4T, S4N',
        delivery_area_radius: 7,
      },
      hours: {
        sunday: null,
        monday: ['11:00 AM', '08:00 PM'],
        tuesday: ['11:00 AM', '08:00 PM'],
        wednesday: ['11:00 AM', '08:00 PM'],
        thursday: ['11:00 AM', '09:00 PM'],
        friday: ['11:00 AM', '10:00 PM'],
        saturday: ['12:00 PM', '10:00 PM'],
      },
      cutlery: CUTLERY,
      holidays: [
        { days: 8, open: null, note: 'Closed for renovations' },
        { days: 15, open: ['12:00 PM', '06:00 PM'], note: 'Short hours for a private event' },
      ],
      menus: menus({
        cd: 'B7',
        name: 'Queen City Chicken Noodle Soup',
        description: 'Regina only: slow-simmered chicken broth with hand-cut egg noodles, carrots and dill.',
        price: 14.99,
        photos: ['soup-1'],
        options: [noodleChoice],
      }),
    },
  ],
  promotions: [
    {
      name: 'Free delivery in Kensington & Hillhurst',
      description: 'Live near our Kensington kitchen? Delivery is on us for orders of $25 or more.',
      type: 'Free delivery',
      image: 'promo-1',
      conditions: [
        'Delivery to postal codes starting with T2N or T2M',
        'Minimum order of $25 before tax',
        'Kensington location only',
      ],
      restaurants: ['calgary'],
      instructions: ['Choose Delivery and enter your address', 'The delivery fee comes off at checkout'],
      rules: {
        allowed_delivery_method: 'Delivery',
        free_delivery_condition: 'PostalCode',
        delivery_area_postal_codes: 'T2N, T2M',
        minimum_order_amount_option: 'Minimum amount',
        minimum_order_amount: 25,
      },
    },
    {
      name: 'Free delivery within 3 km',
      description: 'Our summer offer: free delivery within 3 km on orders of $30 or more.',
      type: 'Free delivery',
      image: 'promo-1',
      window: { from: -40, until: -3 },
      conditions: ['Within 3 km of the restaurant', 'Minimum order of $30 before tax'],
      instructions: ['Choose Delivery at checkout'],
      rules: {
        allowed_delivery_method: 'Delivery',
        free_delivery_condition: 'Distance',
        delivery_distance_in_meter: 3000,
        minimum_order_amount_option: 'Minimum amount',
        minimum_order_amount: 30,
      },
    },
    {
      name: 'Pay online, get $2 off',
      description: 'Pay by card when you order online and we take $2 off your order.',
      type: 'Payment method reward',
      image: 'promo-2',
      window: { from: -10, until: 20 },
      conditions: ['Online orders paid by credit or debit card', 'One reward per order'],
      instructions: ['Choose “Pay online” at checkout'],
      rules: { payment_method: 'Online', discount_amount: 2 },
    },
    {
      name: 'Pay at the counter in Edmonton, save 5%',
      description:
        'At our Whyte Avenue kitchen, pay when you pick up (cash or debit) and save 5% on orders of $50 or more.',
      type: 'Payment method reward',
      image: 'promo-2',
      conditions: ['Whyte Avenue (Edmonton) only', 'Pay at the counter', 'Minimum order of $50 before tax'],
      restaurants: ['edmonton'],
      instructions: ['Choose “Pay at pickup” at checkout', 'The saving shows in your order summary'],
      rules: {
        payment_method: 'Offline',
        discount_percentage: 5,
        minimum_order_amount_option: 'Minimum amount',
        minimum_order_amount: 50,
        highlight_custom_selection_cart_value_exceeds: 40,
      },
    },
    {
      key: 'bogo',
      name: 'Dumpling Happy Hour',
      description: 'Tuesday to Thursday, 2 to 5 PM: buy a plate of dumplings, get a second plate free.',
      type: 'Buy one, get one free',
      image: 'promo-3',
      conditions: [
        'Tuesday to Thursday, 2 PM to 5 PM',
        'The lower-priced plate is free',
        'Dumplings from the happy hour list',
      ],
      instructions: [
        'Add two plates from “Buy one, get one free: Dumplings”',
        'The free plate comes off in your cart',
      ],
      rules: {
        weekdays: weekdayWindows(['tuesday', 'wednesday', 'thursday'], '14:00', '17:00'),
        discount_on_cheapest_item: 100,
        must_be_same_item: false,
      },
    },
    {
      name: 'Lunar New Year: 15% off',
      description: 'Celebrate with 15% off orders of $40 or more during the Lunar New Year festival.',
      type: '% discount on cart',
      image: 'promo-4',
      couponCode: 'LUNAR15',
      window: { from: 7, until: 21 },
      conditions: ['Minimum order of $40 before tax', 'One coupon per order'],
      instructions: ['Enter LUNAR15 in your cart'],
      rules: {
        discount_percentage: 15,
        minimum_order_amount_option: 'Minimum amount',
        minimum_order_amount: 40,
      },
    },
    {
      name: '$5 off noodle night',
      description: 'Take $5 off any order of $35 or more with the code NOODLE5.',
      type: 'Fixed discount amount on cart',
      image: 'promo-5',
      couponCode: 'NOODLE5',
      conditions: ['Minimum order of $35 before tax', 'One coupon per order'],
      instructions: ['Enter NOODLE5 in your cart'],
      rules: { discount_amount: 5, minimum_order_amount_option: 'Minimum amount', minimum_order_amount: 35 },
    },
    {
      key: 'nextOrder',
      name: '$4 off your next bowl',
      description: 'Spend $30 or more and we will send you $4 off your next order.',
      type: 'Fixed discount amount on cart',
      image: 'promo-5',
      conditions: ['Orders of $30 or more before tax', 'The coupon is good for 30 days'],
      instructions: ['Your coupon code arrives with your order confirmation'],
      rules: {
        discount_amount: 4,
        minimum_order_amount_option: 'Minimum amount',
        minimum_order_amount: 30,
        is_next_order_coupon: true,
        coupon_code_expire_in: 30,
        coupon_code_expire_unit: 'days',
      },
    },
    {
      key: 'bubbleTea',
      name: '25% off Bubble Tea',
      description: 'Taro, strawberry matcha and mango pomelo: 25% off, every day.',
      type: '% discount on selected items',
      image: 'promo-6',
      conditions: ['Drinks in the “25% off Bubble Tea” section'],
      instructions: ['Add a drink from the section', 'The discount is applied in your cart'],
      rules: {
        allowed_order_channel: 'Any',
        discount_percentage: 25,
      },
    },
    {
      name: 'Soft opening: 20% off',
      description: 'Our Regina soft-opening offer.',
      type: '% discount on cart',
      image: 'promo-4',
      couponCode: 'SOFTOPEN20',
      disabled: true,
      conditions: ['Regina location only'],
      instructions: ['Enter SOFTOPEN20 in your cart'],
      restaurants: ['regina'],
      rules: { discount_percentage: 20 },
    },
  ],
  announcements: [
    {
      title: 'Hand-pulled, every morning',
      short: 'Watch our noodle masters at work from 10 AM in Kensington.',
      description:
        'Every bowl starts with dough pulled by hand the same morning. [See our menu](/menus) or come watch. Questions? Visit www.emeraldnoodle.example.ca, email hello@emeraldnoodle.example.ca or call (403) 555-0188.',
    },
    {
      title: 'Regina online ordering is paused',
      short: 'Our Regina kitchen takes phone orders while we upgrade.',
      description:
        'Calgary and Edmonton take online orders as usual: [order online](/orderonline). In Regina, call (306) 555-0163 or email regina@emeraldnoodle.example.ca; updates at www.emeraldnoodle.example.ca.',
    },
    {
      title: 'Dumpling Happy Hour',
      short: 'Tuesday to Thursday, 2 to 5 PM: second plate free.',
      description:
        'Bring a friend and [see the happy hour list](/promotions). Planning a group lunch? Email groups@emeraldnoodle.example.ca, call (780) 555-0147 or book at www.emeraldnoodle.example.ca.',
    },
  ],
  gallery: [
    'Pulling noodles by hand in Kensington',
    'Dumplings folded to order',
    'Our Whyte Ave dining room',
    'Beef noodle soup, eight hours in the making',
    'The sushi bar',
    'Bubble tea in every colour',
    'Lunar New Year at the Regina location',
    'Steam rising from the wok station',
  ],
  testimonials: [
    {
      author: 'Kevin T., Calgary',
      quote: 'The beef noodle soup tastes like my grandmother’s. Broth is unreal.',
      rating: 5,
    },
    {
      author: 'Aisha M., Edmonton',
      quote: 'Dumpling happy hour is the best deal on Whyte Ave. Kimchi pork dumplings forever.',
      rating: 5,
    },
    {
      author: 'Ryan P.',
      quote: 'Delivery was quick and the noodles came packed separately, so nothing got soggy.',
      rating: 4,
    },
    {
      author: 'Mei L., Regina',
      quote: 'Finally proper hand-pulled noodles in Regina. The dan dan is a must.',
      rating: 5,
    },
  ],
  giftCardProducts: standardGiftCardProducts('Emerald Noodle House'),
  signatureDishes: ['B1', 'B2', 'A1', 'C4', 'D3', 'G1'],
  members: {
    demoAddress: {
      address_1: '2215 Kensington Rd NW',
      address_2: 'Unit 4',
      city_town: 'Calgary',
      state_province: 'AB',
      postal_code: 'T2N 3R4',
    },
    demoOrders: [
      {
        status: 'Received',
        daysAgo: 3,
        placedAt: '18:10',
        readyAfter: 40,
        pickupTimeType: 'Schedule',
        lines: [
          {
            cd: 'B1',
            quantity: 1,
            size: 'Large',
            options: [
              ['Choose your noodle', 'Hand-pulled wheat noodles'],
              ['Add toppings', 'Soft-boiled egg'],
              ['Add toppings', 'Baby bok choy'],
              ['Spicy', 'Medium'],
            ],
          },
          { cd: 'A1', quantity: 1, options: [['Cooking style', 'Pan-fried']] },
          {
            cd: 'G1',
            quantity: 1,
            size: 'Regular',
            options: [
              ['Sweetness', '50%'],
              ['Add-ins', 'Tapioca pearls'],
            ],
          },
        ],
        cutlery: [
          ['Chopsticks', 2],
          ['Napkins', 2],
        ],
      },
      {
        status: 'Accepted',
        daysAgo: 4,
        placedAt: '14:40',
        readyAfter: 20,
        pickupTimeType: 'ASAP',
        onWeekdays: ['tuesday', 'wednesday', 'thursday'],
        lines: [
          { cd: 'P1', quantity: 1, options: [['Cooking style', 'Steamed']] },
          { cd: 'P2', quantity: 1 },
        ],
        bogo: { promotion: 'bogo', freeCd: 'P1' },
      },
      {
        status: 'Fulfilled',
        daysAgo: 12,
        placedAt: '18:30',
        readyAfter: 45,
        pickupTimeType: 'ASAP',
        delivery: {
          address: '2215 Kensington Rd NW, Calgary, AB',
          postalCode: 'T2N 3R4',
          suiteApartmentNumber: 'Unit 4',
          addressType: 'Home',
          distanceInMeter: 1800,
          fee: 4.99,
        },
        lines: [
          {
            cd: 'C4',
            quantity: 1,
            options: [
              ['Choose your protein', 'Beef'],
              ['Spicy', 'Hot'],
            ],
          },
          { cd: 'B2', quantity: 1, options: [['Spicy', 'Medium']] },
          { cd: 'D3', quantity: 1 },
          { cd: 'F1', quantity: 2 },
        ],
        cutlery: [['Chopsticks', 2]],
        specialRequests: 'Buzz unit 4, please.',
        redeemCoupon: true,
        giftCard: 17.5,
        issueNextOrderCoupon: true,
      },
      {
        status: 'Cancelled',
        daysAgo: 20,
        placedAt: '12:15',
        readyAfter: 20,
        pickupTimeType: 'ASAP',
        lines: [
          { cd: 'L1', quantity: 2 },
          { cd: 'G2', quantity: 2, options: [['Sweetness', '75%']] },
        ],
        statusNote: 'Cancelled by the customer: meeting moved.',
      },
      {
        status: 'Rejected',
        daysAgo: 35,
        placedAt: '20:45',
        readyAfter: 30,
        pickupTimeType: 'ASAP',
        lines: [
          { cd: 'B4', quantity: 1, options: [['Choose your protein', 'Shrimp']] },
          { cd: 'A4', quantity: 1, options: [['Spicy', 'Hot']] },
        ],
        statusNote: 'We ran out of rice noodles for the night.',
      },
    ],
    codePrefix: 'EN',
    nextOrderPromotion: 'nextOrder',
    reservationNotes: [
      'Celebrating an anniversary: a quiet corner would be lovely.',
      'Birthday lunch for six, one high chair please.',
      'Booth by the noodle station.',
    ],
  },
};
