import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, FIXED_NOW, tenantUrl, test } from './fixtures';

/*
 * Steps several specs take the way a diner does: choosing a radio option, starting a pickup order,
 * adding an item from the build-order menu, opening the Promotions tab; and placing an order through
 * the diner's API, as checkout does, where a test needs orders rather than the checkout.
 */

/** Chooses a radio option by clicking its label, as a person does (the input is visually hidden). */
export async function choose(page: Page, name: RegExp): Promise<void> {
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name }) })
    .first()
    .click();
  await expect(page.getByRole('radio', { name }).first()).toBeChecked();
}

/** The password `register` gives every new member. */
export const MEMBER_PASSWORD = 'first-pass-2026';

/** Fills the tenant's register form for a new member and submits it; where it lands is the caller's to check. */
export async function register(
  page: Page,
  slug: string,
  person: { first: string; last: string; email: string },
): Promise<void> {
  await page.goto(tenantUrl(slug, '/register'));
  await page.getByLabel('First Name').fill(person.first);
  await page.getByLabel('Last Name').fill(person.last);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Telephone').fill('3065550142');
  await page.getByLabel('Password').fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
}

/** Opens /orderonline at the tenant's first location (past the chooser where it has several). */
export async function startOrder(page: Page, slug: string): Promise<void> {
  await page.goto(tenantUrl(slug, '/orderonline'));
  const chooser = page.getByRole('button', { name: /Continue with This Location/ }).first();
  if (slug !== 'goldenmaple') await chooser.click();
}

/** Starts a pickup ASAP order at the tenant's first location and opens /buildorder. */
export async function startPickupOrder(page: Page, slug: string): Promise<void> {
  await startOrder(page, slug);
  await page.getByRole('button', { name: /Pick Up/ }).click();
  await expect(page).toHaveURL(/\/pickuptime$/);
  await choose(page, /ASAP/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/buildorder$/);
}

/** A pickup ASAP order at the tenant's first location with its first item in the cart, `times` times. */
export async function pickupOrderOfFirstItem(page: Page, slug: string, times = 1): Promise<void> {
  await startPickupOrder(page, slug);
  await addFirstItem(page, times);
}

/** Goes from the cart to the checkout's review of the order. */
export async function toOrderReview(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Checkout', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: /Review Your Order/ })).toBeVisible({ timeout: 15_000 });
}

/** Opens the add-to-cart dialog of the first orderable item of the menu on the page. */
export async function openFirstItem(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  await page
    .getByRole('main')
    .locator('article button[aria-haspopup="dialog"]')
    .filter({ visible: true })
    .first()
    .click();
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills a Guest Checkout form (an order's or a gift card order's) with the guest's name, email and phone. */
export async function fillGuest(
  form: Locator,
  guest: { first: string; last: string; email: string; phone: string },
): Promise<void> {
  await form.getByLabel('First name').fill(guest.first);
  await form.getByLabel('Last name').fill(guest.last);
  await form.getByLabel('Email').fill(guest.email);
  await form.getByLabel('Phone').fill(guest.phone);
}

/** Fills the test provider's card form (any future expiry, any CVC) and presses Pay. */
export async function fillCard(page: Page, number: string, postalCode = 'S7M 0W9'): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Postal code').fill(postalCode);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

/** This run of the test (project, repeat, retry) as a number, so that runs can take different table times. */
export function runIndex(): number {
  const info = test.info();
  return (info.project.name === 'phone' ? 5 : 0) + info.repeatEachIndex + info.retry;
}

/** Chooses a table form's date and time by their places in the lists; returns the time as it reads. */
export async function chooseTableTime(page: Page, date: number, time: number): Promise<string> {
  await page.getByLabel('Date', { exact: true }).selectOption({ index: date });
  const times = page.getByLabel('Time', { exact: true });
  await expect(times).toBeEnabled();
  await times.selectOption({ index: time });
  return (await times.locator('option:checked').textContent())!.trim();
}

/** Adds the first orderable item of the build-order menu with the modal's defaults, `times` times. */
export async function addFirstItem(page: Page, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) {
    const dialog = await openFirstItem(page);
    await dialog.getByRole('button', { name: /Add to Cart/i }).click();
    await expect(dialog).toBeHidden();
  }
}

/** Opens the Promotions tab of a menu page ('/menus', '/dinein') and returns its panel. */
export async function promotionsPanel(page: Page, slug: string, path: string): Promise<Locator> {
  await page.goto(tenantUrl(slug, path));
  await page.getByRole('tab', { name: 'Promotions' }).click();
  return page.getByRole('tabpanel');
}

export interface MenuItem {
  _id: string;
  name: string;
  cd: string | null;
  sizes: { name: string }[];
  options: unknown[];
  sold_out_until: string | null;
  price: number;
}

/** The demo seed's staff account at Golden Maple Bistro. */
export const STAFF = { email: 'staff@goldenmaple.example.ca', password: 'staff-pass-2026' };

/** The demo seed's owner of Golden Maple Bistro (the staff accounts' password). */
export const OWNER_EMAIL = 'owner@goldenmaple.example.ca';

/** Signs in to the staff console of Golden Maple Bistro (as `email`) and waits for the board. */
export async function staffSignIn(page: Page, email = STAFF.email): Promise<void> {
  await page.goto(tenantUrl('goldenmaple', '/staff/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signing in hashes the password (argon2): slow on a busy CI machine.
  await expect(page.getByRole('heading', { name: 'Today’s orders' })).toBeVisible({ timeout: 20_000 });
}

/** Golden Maple's first location and the items of its all-day menus a diner can order without options. */
export async function plainMenuItems(
  request: APIRequestContext,
): Promise<{ restaurantId: string; items: MenuItem[] }> {
  const tenant = await (await request.get('/api/eater/tenants/goldenmaple')).json();
  const restaurantId: string = tenant.restaurants[0]._id;
  const menus = await (
    await request.get(`/api/eater/restaurants/${restaurantId}/menus?onlineOrdering=true`)
  ).json();
  const items: MenuItem[] = menus.menus
    .filter((m: { duration: { name: string } }) => m.duration.name === 'all')
    .flatMap((m: { sections: { items: MenuItem[] }[] }) => m.sections.flatMap((s) => s.items))
    .filter((i: MenuItem) => i.options.length === 0 && !i.sold_out_until);
  return { restaurantId, items };
}

/**
 * Places a pickup order of an item without options at Golden Maple's first location through the
 * diner's API: `quantity` (2 unless given) of the first such item that `pick` takes (any unless
 * given), paid at the counter, less the gift card holds named. From Node, `localhost` (the default
 * tenant) stands for goldenmaple.localhost; a member's session token (`token`) makes the order the member's.
 */
export async function placeOrderByApi(
  request: APIRequestContext,
  order: {
    customer: { firstName: string; lastName: string; email: string; phone: string };
    specialInstructions?: string;
    token?: string;
    quantity?: number;
    pick?: (item: MenuItem) => boolean;
    giftCardRedemptions?: string[];
    /** A pre-order for this date and time on the restaurant's clock ('YYYY-MM-DD', 'HH:mm'); ASAP without. */
    schedule?: { date: string; time: string };
  },
): Promise<{ _id: string; orderNumber: number }> {
  const { restaurantId, items } = await plainMenuItems(request);
  const item = items.find(order.pick ?? (() => true))!;
  const response = await request.post(`/api/eater/restaurants/${restaurantId}/orders`, {
    headers: {
      'idempotency-key': `e2e-${Date.now()}-${Math.random()}`,
      ...(order.token ? { authorization: `Bearer ${order.token}` } : {}),
    },
    data: {
      deliveryMethod: 'Pickup',
      ...(order.schedule
        ? { pickupTimeType: 'Schedule', pickupDate: order.schedule.date, pickupTime: order.schedule.time }
        : { pickupTimeType: 'ASAP' }),
      items: [
        {
          id: item._id,
          size: item.sizes[0]?.name ?? null,
          options: [],
          quantity: order.quantity ?? 2,
          ...(order.specialInstructions ? { specialInstructions: order.specialInstructions } : {}),
        },
      ],
      ...(order.giftCardRedemptions ? { giftCardRedemptions: order.giftCardRedemptions } : {}),
      customer: order.customer,
      payment: { method: 'Offline' },
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).order;
}

/**
 * Places an unpaid order of `quantity` $25 digital Golden Maple gift cards through the diner's API,
 * as gift checkout does (paying at the counter, so staff mark it paid).
 */
export async function placeGiftCardOrderByApi(
  request: APIRequestContext,
  order: {
    quantity: number;
    customer: { firstName: string; lastName: string; email: string; phone: string };
    recipient?: { name: string; email: string; message?: string };
  },
): Promise<{ _id: string; giftCardOrderNumber: number }> {
  const tenant = await (await request.get('/api/eater/tenants/goldenmaple')).json();
  const product = tenant.giftCardProducts.find((p: { price: number }) => p.price === 25);
  const response = await request.post(`/api/eater/restaurants/${tenant.restaurants[0]._id}/giftcardorders`, {
    headers: { 'idempotency-key': `e2e-gift-${Date.now()}-${Math.random()}` },
    data: {
      giftCardType: 'Digital',
      giftCardProductId: product._id,
      quantity: order.quantity,
      customer: order.customer,
      paymentMethod: 'Offline',
      ...(order.recipient ? { recipient: order.recipient } : {}),
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).giftCardOrder;
}

/**
 * An order's card in a column of the staff board. A column draws its first 50 cards (the rest behind
 * "Show N more"), and the run's other tests leave orders open on the shared board: the column's Show
 * more is pressed until the card is drawn.
 */
export async function boardCard(
  page: Page,
  column: 'Received' | 'Accepted',
  number: number | string,
): Promise<Locator> {
  return shownCard(page, column, (region) =>
    region.getByRole('article', { name: new RegExp(`Order #${number}(?!\\d)`) }),
  );
}

/** The card `find` picks in a column of the board, its Show more pressed until it is shown. */
export async function shownCard(
  page: Page,
  column: 'Received' | 'Accepted',
  find: (region: Locator) => Locator,
): Promise<Locator> {
  const region = page.getByRole('region', { name: new RegExp(`^${column}`) });
  const card = find(region);
  // The board, then its list (a column's Show more appears with the list).
  await expect(region).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Loading orders…')).toHaveCount(0, { timeout: 15_000 });
  for (let presses = 0; presses < 20 && !(await card.isVisible()); presses++) {
    const more = region.getByRole('button', { name: /^Show \d+ more of \d+$/ });
    if (!(await more.isVisible())) break;
    await more.click();
  }
  return card;
}

/** Opens the board's Kitchen strip (pause, busy mode, capacity), folded under its one status line. */
export async function openKitchenControls(page: Page): Promise<Locator> {
  const strip = page.getByRole('button', { name: /^Kitchen/ });
  await strip.click();
  await expect(strip).toHaveAttribute('aria-expanded', 'true');
  return strip;
}

/** A Golden Maple staff console in its own browser context (its own cookies), signed in as `email`. */
export async function staffPage(browser: Browser, email: string = STAFF.email): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(FIXED_NOW));
  await staffSignIn(page, email);
  return page;
}

/** The owner signed in, in a browser context of their own beside the diner's, at `path`. */
export async function ownerPage(browser: Browser, path: string): Promise<Page> {
  const page = await staffPage(browser, OWNER_EMAIL);
  await page.goto(tenantUrl('goldenmaple', path));
  return page;
}

/** The owner signed in, on the console's Settings › Menus, reached through its navigation. */
export async function ownerMenusPage(browser: Browser): Promise<Page> {
  const page = await staffPage(browser, OWNER_EMAIL);
  await page
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Menus' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Menus' })).toBeVisible();
  return page;
}

/**
 * Goes to a page of the console's Settings (`path` of the `slug` tenant) and waits for it: its
 * heading `title` and its link in the Settings navigation.
 */
export async function openSettingsPage(page: Page, slug: string, path: string, title: string): Promise<void> {
  await page.goto(tenantUrl(slug, path));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: title }),
  ).toBeVisible();
}

/** Opens an item in the owner's menu editor (Settings › Menus) and returns its form. */
export async function openItemForm(owner: Page, item: string): Promise<Locator> {
  await owner.getByRole('button', { name: item, exact: true }).click();
  return owner.getByRole('form', { name: `Item: ${item}` });
}

/**
 * A new Golden Maple member (through the diner's API), signed in on the storefront's /login, whose
 * points come from an in-store purchase of `amount` dollars that staff credited at the counter (10
 * points a purchase plus 1 a dollar).
 */
export async function signedInMemberWithPoints(
  page: Page,
  request: APIRequestContext,
  amount: number,
): Promise<{ email: string }> {
  const email = `points-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'points-pass-2026';
  const registered = await request.post('/api/eater/auth/register', {
    data: { email, password, firstName: 'Noor', lastName: 'Haddad', telephone: '3065550177' },
  });
  expect(registered.status()).toBe(201);
  const memberId: string = (await registered.json()).user._id;
  const staffLogin = await request.post('/api/staff/login', {
    data: { email: STAFF.email, password: STAFF.password },
  });
  const staff = await staffLogin.json();
  const credited = await request.post(`/api/staff/loyalty/members/${memberId}/purchases`, {
    headers: { authorization: `Bearer ${staff.token}`, 'idempotency-key': `e2e-points-${memberId}` },
    data: { restaurantId: staff.staff.restaurants[0]._id, amount },
  });
  expect(credited.status()).toBe(201);

  await page.goto(tenantUrl('goldenmaple', '/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  return { email };
}

/** On /gift/{id}: a digital card for someone else, sent now, with the recipient and the message. */
export async function giftForSomeoneElse(
  page: Page,
  friend: { name: string; email: string },
  message: string,
): Promise<void> {
  await expect(page.getByRole('radio', { name: /Digital/ })).toBeChecked();
  await choose(page, /For someone else/);
  await page.getByLabel("Recipient's name").fill(friend.name);
  await page.getByLabel("Recipient's email").fill(friend.email);
  await page.getByLabel('Message (optional)').fill(message);
}

/** On /gift-checkout: pays the gift card order online with the test card and waits for the confirmation. */
export async function payGiftCardsOnline(page: Page, total: string): Promise<void> {
  await choose(page, /Pay Online/);
  await page.getByRole('button', { name: `PAY ONLINE ${total}` }).click();
  await expect(page.getByRole('heading', { name: 'Pay With Card' })).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
}

/** The order's number on the Thank-you page, without its `#`. */
export async function orderNumberOnThankYou(page: Page): Promise<string> {
  await expect(page.getByText(/Thank you/i).first()).toBeVisible();
  const shown = await page
    .getByText(/^#\d{4}$/)
    .first()
    .textContent();
  expect(shown).toMatch(/^#\d{4}$/);
  return shown!.slice(1);
}

/**
 * The Content-Security-Policy violations the page reports from now on, in every document it loads (a
 * blocked eval a library catches is still one: the browser reports it and DevTools lists it).
 */
export async function policyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportPolicyViolation(v: string): void }).reportPolicyViolation(
        `${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      ),
    ),
  );
  return violations;
}
