/*
 * Order ahead (`/orderahead`, decision 0043): a table booked together with a Dine-in order for its
 * time, so the food is ready when the party sits down. Booking and order are one: created together,
 * cancelled together.
 */
export const DINE_IN_MESSAGES = {
  tableRequired: 'Please choose the party size for your table.',
  scheduled: 'A Dine-in order is for the table time: please choose a date and a time.',
  alreadyBooked:
    'You already have a reservation at this time. Please choose another time, or cancel that reservation first.',
  moveWithOrder:
    'This reservation comes with a pre-order prepared for its time, so it cannot be moved. Please cancel it and order ahead again.',
} as const;
