/*
 * Golden Maple Bistro's demo member and history (the tenant itself is goldenmaple.json, a tenant
 * document: decision 0044). Orders name items by code and promotions by key.
 */
import type { MembersData } from '../tenant';

const HOME = { address: '1415 Cumberland Ave S, Saskatoon, SK', postalCode: 'S7H 2L8' };

export const GOLDEN_MAPLE_MEMBERS: MembersData = {
  demoAddress: {
    address_1: '1415 Cumberland Ave S',
    city_town: 'Saskatoon',
    state_province: 'SK',
    postal_code: 'S7H 2L8',
  },
  demoOrders: [
    {
      status: 'Received',
      daysAgo: 3,
      placedAt: '17:40',
      readyAfter: 50,
      pickupTimeType: 'Schedule',
      lines: [
        {
          cd: 'B1',
          quantity: 1,
          options: [
            ['Choose your side', 'Sweet potato fries'],
            ['Add toppings', 'Double-smoked bacon'],
            ['Add toppings', 'Fried egg'],
          ],
        },
        { cd: 'A3', quantity: 1, size: 'Bowl' },
        { cd: 'F1', quantity: 2, size: 'Large', options: [['Flavour', 'Saskatoon berry']] },
      ],
      cutlery: [
        ['Utensils', 2],
        ['Napkins', 2],
      ],
      specialRequests: 'Please pack the gravy separately.',
    },
    {
      status: 'Accepted',
      daysAgo: 4,
      placedAt: '14:20',
      readyAfter: 20,
      pickupTimeType: 'ASAP',
      onWeekdays: ['tuesday', 'wednesday', 'thursday'],
      lines: [
        { cd: 'P1', quantity: 1, options: [['Choose your side', 'Hand-cut fries']] },
        { cd: 'P3', quantity: 1, options: [['Choose your side', 'Side Caesar salad']] },
      ],
      bogo: { promotion: 'bogo', freeCd: 'P3' },
    },
    {
      status: 'Fulfilled',
      daysAgo: 12,
      placedAt: '18:05',
      readyAfter: 45,
      pickupTimeType: 'ASAP',
      delivery: {
        address: HOME.address,
        postalCode: HOME.postalCode,
        addressType: 'Home',
        distanceInMeter: 3400,
        fee: 5.99,
      },
      lines: [
        {
          cd: 'C1',
          quantity: 1,
          options: [
            ['Doneness', 'Medium rare'],
            ['Steak add-ons', 'Peppercorn sauce'],
          ],
        },
        { cd: 'C4', quantity: 1 },
        { cd: 'A6', quantity: 1, options: [['Add a protein', 'Grilled chicken']] },
        { cd: 'E1', quantity: 2, options: [['Make it à la mode', 'Vanilla bean ice cream']] },
      ],
      cutlery: [['Utensils', 3]],
      redeemCoupon: true,
      giftCard: 17.5,
      issueNextOrderCoupon: true,
    },
    {
      status: 'Cancelled',
      daysAgo: 20,
      placedAt: '11:50',
      readyAfter: 25,
      pickupTimeType: 'ASAP',
      lines: [
        {
          cd: 'D1',
          quantity: 2,
          options: [
            ['Add toppings', 'Saskatoon berry compote'],
            ['Add toppings', 'Whipped cream'],
          ],
        },
        { cd: 'D4', quantity: 1, options: [['Eggs', 'Over easy']] },
        { cd: 'F2', quantity: 2, size: 'Regular', options: [['Milk', 'Oat milk']] },
      ],
      statusNote: 'The customer called: plans changed.',
    },
    {
      status: 'Rejected',
      daysAgo: 35,
      placedAt: '20:10',
      readyAfter: 30,
      pickupTimeType: 'ASAP',
      lines: [
        { cd: 'C6', quantity: 1, size: '14-inch', options: [['Spicy', 'Hot']] },
        { cd: 'A1', quantity: 1, size: 'Large', options: [['Add toppings', 'Pulled pork']] },
      ],
      statusNote: 'A power outage on 20th Street closed the kitchen early.',
    },
  ],
  guests: {
    priya: { first: 'Priya', last: 'Singh', email: 'priya.singh@example.com', phone: '306-555-0121' },
    mateo: { first: 'Mateo', last: 'Alvarez', email: 'mateo.alvarez@example.com', phone: '306-555-0134' },
    chloe: { first: 'Chloé', last: 'Gagnon', email: 'chloe.gagnon@example.com', phone: '306-555-0156' },
    liam: { first: 'Liam', last: 'Okafor', email: 'liam.okafor@example.com', phone: '306-555-0168' },
  },
  guestOrders: [
    {
      guest: 'priya',
      daysAgo: 6,
      placedAt: '12:05',
      readyAfter: 20,
      lines: [
        { cd: 'B1', quantity: 1, options: [['Choose your side', 'Hand-cut fries']] },
        { cd: 'F3', quantity: 1 },
      ],
    },
    {
      guest: 'priya',
      daysAgo: 15,
      placedAt: '18:20',
      readyAfter: 25,
      lines: [
        { cd: 'B1', quantity: 2, options: [['Choose your side', 'Poutine']] },
        { cd: 'E2', quantity: 1 },
      ],
    },
    {
      guest: 'priya',
      daysAgo: 28,
      placedAt: '12:40',
      readyAfter: 20,
      lines: [
        { cd: 'A1', quantity: 1, size: 'Regular' },
        { cd: 'B1', quantity: 1, options: [['Choose your side', 'Side Caesar salad']] },
      ],
    },
    {
      guest: 'mateo',
      daysAgo: 9,
      placedAt: '19:15',
      readyAfter: 30,
      lines: [
        { cd: 'C1', quantity: 1, options: [['Doneness', 'Medium']] },
        { cd: 'A1', quantity: 1, size: 'Regular' },
      ],
    },
    {
      guest: 'mateo',
      daysAgo: 22,
      placedAt: '19:45',
      readyAfter: 30,
      lines: [
        { cd: 'C2', quantity: 2 },
        { cd: 'A1', quantity: 1, size: 'Large' },
      ],
    },
    {
      guest: 'chloe',
      daysAgo: 11,
      placedAt: '10:30',
      readyAfter: 25,
      lines: [
        { cd: 'D1', quantity: 1 },
        { cd: 'D2', quantity: 1, options: [['Choose your benny', 'Smoked salmon']] },
      ],
    },
    {
      guest: 'liam',
      daysAgo: 18,
      placedAt: '13:10',
      readyAfter: 20,
      lines: [
        { cd: 'A1', quantity: 2, size: 'Regular' },
        {
          cd: 'B3',
          quantity: 1,
          options: [
            ['Choose your side', 'Hand-cut fries'],
            ['Spicy', 'Hot'],
          ],
        },
      ],
    },
  ],
  codePrefix: 'GM',
  nextOrderPromotion: 'next-order',
  referredMember: {
    first: 'Avery',
    last: 'Bouchard',
    email: 'avery.bouchard@example.com',
    phone: '306-555-0173',
    address: {
      address_1: '811 Spadina Cres E',
      city_town: 'Saskatoon',
      state_province: 'SK',
      postal_code: 'S7K 3H4',
    },
  },
  blockedGuest: { first: 'Casey', last: 'Morin', email: 'blocked@example.com', phone: '306-555-0100' },
  reservationNotes: [
    'Birthday dinner: a table on the patio if the weather allows.',
    'Team dinner; two vegetarians in the group.',
    'Window table, please.',
  ],
};
