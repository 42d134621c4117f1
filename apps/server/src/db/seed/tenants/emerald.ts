/*
 * Emerald Noodle House's demo member and history (the tenant itself is emerald.json, a tenant
 * document: decision 0044). Orders name items by code and promotions by key.
 */
import type { MembersData } from '../tenant';

export const EMERALD_MEMBERS: MembersData = {
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
  nextOrderPromotion: 'next-order',
  reservationNotes: [
    'Celebrating an anniversary: a quiet corner would be lovely.',
    'Birthday lunch for six, one high chair please.',
    'Booth by the noodle station.',
  ],
};
