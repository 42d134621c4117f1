/**
 * The specs the phone project runs (playwright.config.ts, decision 0075): the screens a phone draws
 * differently and the diner's path through them. A test tagged @phone belongs in one of them
 * (tests/suite-projects.spec.ts checks it).
 */
export const PHONE_SPECS = [
  'accessibility.spec.ts',
  'checkout.spec.ts',
  'gift-for-someone.spec.ts',
  'kitchen-board.spec.ts',
  'loyalty-points.spec.ts',
  'menus.spec.ts',
  'navigation.spec.ts',
  'ordering.spec.ts',
  'payments.spec.ts',
  'popups.spec.ts',
  'smoke.spec.ts',
  'storefront.spec.ts',
];
