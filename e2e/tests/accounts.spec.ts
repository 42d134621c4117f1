import type { Page } from '@playwright/test';
import { expect, expectAccessible, tenantUrl, test } from './fixtures';
import { waitForMail } from './mail';
import {
  MEMBER_PASSWORD,
  orderNumberOnThankYou,
  pickupOrderOfFirstItem,
  placeOrderByApi,
  register,
} from './steps';

/*
 * Accounts as a diner uses them (issue 6): register, log out, log in, the member area, reorder,
 * checkout's member login and a password reset through the mail the app really sends (to the SMTP
 * sink of mail-sink.ts). The demo member (Jordan Tremblay) has an account at Golden Maple Bistro and
 * one at Emerald Noodle House; tests that change an account register their own.
 */

const DEMO = { email: 'demo@example.com', password: 'demo-pass-2026', name: 'Jordan Tremblay' };

let counter = 0;
/** An address no other test (or project, or earlier run on this database) uses. */
const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${process.pid}-${++counter}@example.com`;

/**
 * Submits a form holding a wrong password: the fixed failure text shows;
 * then the right password, given in the field labelled `password`, lands on the profile.
 */
async function refusedThenRetried(
  page: Page,
  form: { password: string; submit: string },
  rightPassword: string,
) {
  await page.getByRole('button', { name: form.submit }).click();
  await expect(
    page.getByText('Email address and/or password is not correct. Please try again.'),
  ).toBeVisible();
  await page.getByLabel(form.password).fill(rightPassword);
  await page.getByRole('button', { name: form.submit }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

async function logIn(page: Page, slug: string, email: string, password: string, from = '') {
  await page.goto(tenantUrl(slug, `/login${from ? `?from=${encodeURIComponent(from)}` : ''}`));
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** The header's account link: the member's full name, or 'Account'. */
const accountLink = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name, exact: true });

test('a diner registers, logs out and logs back in', async ({ page }) => {
  const person = { first: 'Robin', last: 'Fraser', email: uniqueEmail('robin') };
  await page.goto(tenantUrl('goldenmaple', '/register'));
  // Every required message, verbatim (accounts-and-extras §5).
  await page.getByRole('button', { name: 'Register' }).click();
  for (const message of [
    'Please enter a first name',
    'Please enter a last name',
    'Please enter an email',
    'Please enter telephone number',
    'Please enter a password',
  ])
    await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByLabel('First Name')).toBeFocused();

  await register(page, 'goldenmaple', person);
  // The default origin is /, which is the home page.
  await expect(page).toHaveURL(/\/home$/);
  await expect(accountLink(page, 'Robin Fraser')).toBeAttached();

  await page.goto(tenantUrl('goldenmaple', '/profile'));
  await expect(page.getByRole('main').getByText('Robin Fraser', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'You Are Logged Out' })).toBeVisible();
  await expect(accountLink(page, 'Account')).toBeAttached();

  // Login: the spec's messages, then the fixed failure text, then success back to the profile.
  await page.goto(tenantUrl('goldenmaple', '/login'));
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Please enter email', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter password')).toBeVisible();
  await page.getByLabel('Email').fill('robin@');
  await expect(page.getByText('robin@ is not valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill('not-the-password');
  await refusedThenRetried(page, { password: 'Password', submit: 'Log In' }, MEMBER_PASSWORD);
  await expect(accountLink(page, 'Robin Fraser')).toBeAttached();
});

test('the member area is behind a login that returns to it', async ({ page }) => {
  await page.goto(tenantUrl('goldenmaple', '/profile/orders'));
  await expect(page).toHaveURL(/\/login\?from=%2Fprofile%2Forders$/);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/profile\/orders$/);
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
});

test('a member edits the profile and changes the password', async ({ page }) => {
  const email = uniqueEmail('sam');
  await register(page, 'goldenmaple', { first: 'Sam', last: 'Okoro', email });
  await expect(page).toHaveURL(/\/home$/);

  await page.goto(tenantUrl('goldenmaple', '/profile'));
  await expect(page.getByRole('img', { name: 'Member QR code for Sam Okoro' })).toBeVisible();
  await expect(page.getByText('points', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Edit Profile' }).click();

  await expect(page).toHaveURL(/\/profile\/update-profile$/);
  const email_ = page.getByLabel('Email');
  await expect(email_).toHaveAttribute('readonly', '');
  await expect(page.getByText('Email cannot be changed')).toBeVisible();
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Telephone').fill('');
  await page.getByLabel('Telephone').blur();
  await expect(page.getByText('Please enter telephone', { exact: true })).toBeVisible();
  await page.getByLabel('Telephone').fill('(306) 555 0177');
  await expect(page.getByLabel('Telephone')).toHaveValue('306-555-0177');
  await page.getByLabel('First Name').fill('Samuel');
  await page.getByLabel('Address', { exact: true }).fill('1415 Cumberland Ave S');
  await page.getByLabel('City').fill('Saskatoon');
  await page.getByLabel('Province').selectOption('SK');
  await page.getByLabel('Postal Code').fill('s7h 2l8');
  await page.getByLabel('Country').selectOption('CA');
  await save.click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('main').getByText('Samuel Okoro', { exact: true })).toBeVisible();
  await expect(page.getByText('306-555-0177')).toBeVisible();
  await expect(page.getByText(/1415 Cumberland Ave S, Saskatoon SK S7H 2L8, CA/)).toBeVisible();
  await expect(accountLink(page, 'Samuel Okoro')).toBeAttached();

  await page.getByRole('link', { name: /Change Password/ }).click();
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Please enter current password')).toBeVisible();
  await expect(page.getByText('Please enter new password')).toBeVisible();
  await page.getByLabel('Current Password').fill('wrong-pass-2026');
  await page.getByLabel(/^New Password/).fill('second-pass-2026');
  await page.getByLabel('Confirm New Password').fill('second-pass-2027');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await page.getByLabel('Confirm New Password').fill('second-pass-2026');
  await refusedThenRetried(
    page,
    { password: 'Current Password', submit: 'Change Password' },
    MEMBER_PASSWORD,
  );

  // The renewed session still works; the new password signs in.
  await page.goto(tenantUrl('goldenmaple', '/logout'));
  await expect(page.getByRole('heading', { name: 'You Are Logged Out' })).toBeVisible();
  await logIn(page, 'goldenmaple', email, 'second-pass-2026');
  await expect(page).toHaveURL(/\/profile$/);
});

for (const slug of ['goldenmaple', 'emerald']) {
  test(`the demo member sees the orders, coupons, gift cards and reservations at ${slug}`, async ({
    page,
  }) => {
    await logIn(page, slug, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('main').getByText(DEMO.name, { exact: true })).toBeVisible();

    await page.getByRole('link', { name: /Order History/ }).click();
    await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
    const orders = page.getByRole('main').getByRole('button', { name: /Order #\d+/ });
    await expect(orders.first()).toBeVisible();
    // A fulfilled order: its confirmed time reads Fulfilled At, and it cannot be cancelled.
    await orders.filter({ hasText: 'Fulfilled' }).first().click();
    await expect(page.getByRole('heading', { name: 'Order Detail' })).toBeVisible();
    await expect(page.getByText('Fulfilled At')).toBeVisible();
    await expect(page.getByText('Subtotal')).toBeVisible();
    await expect(page.getByText('Total', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Back to Orders' }).click();
    // A received order may be cancelled.
    await orders.filter({ hasText: 'Received' }).first().click();
    await expect(page.getByRole('button', { name: 'Cancel Order' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Profile' }).click();

    await page.getByRole('link', { name: /My Coupons/ }).click();
    await expect(page.getByRole('heading', { name: 'My Coupons' })).toBeVisible();
    // Each coupon is in exactly one state, as the server holds it: the redeemed one with its date,
    // the expired one never Available.
    const couponCards = page.getByRole('listitem').filter({ hasText: 'Code' });
    await expect(couponCards.first()).toBeVisible();
    const states = /^(Available|Redeemed|Expired)$/;
    for (const card of await couponCards.all()) await expect(card.getByText(states)).toHaveCount(1);
    const redeemedCard = couponCards.filter({ has: page.getByText('Redeemed', { exact: true }) });
    await expect(redeemedCard.getByText('Redeemed on')).toBeVisible();
    const expiredCard = couponCards.filter({ has: page.getByText('Expired', { exact: true }) });
    await expect(expiredCard.getByText('Expired on')).toBeVisible();
    await expect(expiredCard.getByText('Available', { exact: true })).toHaveCount(0);

    await page.goto(tenantUrl(slug, '/profile/giftcards'));
    await expect(page.getByRole('heading', { name: 'Valid', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Redeemed', exact: true })).toBeVisible();

    await page.goto(tenantUrl(slug, '/profile/reservations'));
    await expect(page.getByRole('heading', { name: 'My Reservations' })).toBeVisible();
    // The demo restaurants use 12-hour time: a booking reads '… at 6:30 PM', '2 People'.
    const reservation = page
      .getByRole('main')
      .getByRole('button', { name: / at \d{1,2}:\d{2} [AP]M .* \d+ (Person|People)/ })
      .first();
    await reservation.click();
    await expect(page.getByRole('heading', { name: 'Reservation Details' })).toBeVisible();
    await expect(page.getByText('Party Size')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Back to Reservations' }).click();
    await expect(reservation).toBeFocused();
  });
}

test('a member reorders a past order from the menu', async ({ page }) => {
  await page.goto(tenantUrl('goldenmaple', '/menus'));
  await page.getByRole('tab', { name: 'REORDER' }).click();
  await expect(page.getByText('Log in or register to reorder your previous orders.')).toBeVisible();
  await page.getByRole('tabpanel').getByRole('link', { name: 'Log In' }).click();
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/menus$/);

  // The member's favourites sit on top of the first menu.
  await expect(page.getByRole('heading', { name: 'Picked for you' })).toBeVisible();
  await page.getByRole('tab', { name: 'REORDER' }).click();
  await expect(page.getByText('Please choose one of the following orders to reorder.')).toBeVisible();
  await page
    .getByRole('button', { name: /^Reorder order #/ })
    .first()
    .click();
  await expect(page.getByText(/^Added \d+ items? from order #\d+ to your cart\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cart, [1-9]\d* items?$/ })).toBeVisible();
  await page.getByRole('button', { name: 'View Cart' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a member logs in at checkout, orders and cancels from the order history', async ({ page }) => {
  await pickupOrderOfFirstItem(page, 'goldenmaple');
  await page.getByRole('button', { name: 'Checkout', exact: true }).first().click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Secure Checkout' })).toBeVisible();

  const memberLogin = page.getByRole('region', { name: 'Member Login' });
  await expect(memberLogin.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expect(memberLogin.getByRole('link', { name: 'Register' })).toHaveAttribute(
    'href',
    '/register?from=%2Fcheckout&step=2',
  );
  await memberLogin.getByRole('button', { name: 'Log In' }).click();
  await expect(memberLogin.getByText('Please enter your email')).toBeVisible();
  await expect(memberLogin.getByText('Please enter password')).toBeVisible();
  await expectAccessible(page);
  await memberLogin.getByLabel('Email').fill(DEMO.email);
  await memberLogin.getByLabel('Password').fill(DEMO.password);
  await memberLogin.getByRole('button', { name: 'Log In' }).click();

  // Signed in: the form fills in from the member.
  await expect(page.getByRole('heading', { name: 'Your Details' })).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('Jordan');
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.email);
  await page.getByRole('button', { name: /Complete Order/ }).click();
  const number = await orderNumberOnThankYou(page);

  await page.goto(tenantUrl('goldenmaple', '/profile/orders'));
  await page.getByRole('button', { name: new RegExp(`Order #${number}\\b`) }).click();
  await expect(page.getByText('Loading order details...').or(page.getByText('Received At'))).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Cancel Order' }).click();
  await expect(page.getByText('Your order has been cancelled.')).toBeVisible();
  await expect(page.getByText('Cancelled At')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
});

test('a member resets a forgotten password with the link from the email', async ({ page }) => {
  const email = uniqueEmail('kai');
  await register(page, 'goldenmaple', { first: 'Kai', last: 'Nakamura', email });
  await expect(page).toHaveURL(/\/home$/);
  // Signed in, /forgot-password goes home.
  await page.goto(tenantUrl('goldenmaple', '/forgot-password'));
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(tenantUrl('goldenmaple', '/logout'));
  await expect(page.getByRole('heading', { name: 'You Are Logged Out' })).toBeVisible();

  await page.goto(tenantUrl('goldenmaple', '/forgot-password'));
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Please enter your email')).toBeVisible();
  await page.getByLabel('Email').fill('kai@nowhere');
  await expect(page.getByText('kai@nowhere is not valid email address')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

  const mail = await waitForMail(email, (m) => /reset-password\?token=/.test(m.text));
  const link = mail.text.match(/https?:\/\/\S*\/reset-password\?token=[^\s>)"]+/)?.[0];
  expect(link, mail.text).toBeTruthy();
  const url = new URL(link!);
  await page.goto(tenantUrl('goldenmaple', `${url.pathname}${url.search}`));
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Please enter a new password')).toBeVisible();
  await expect(page.getByText('Please confirm new password')).toBeVisible();
  await page.getByLabel(/^New Password/).fill('reset-pass-2026');
  await page.getByLabel('Confirm New Password').fill('reset-pass-2026');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset' })).toBeVisible();
  await page.getByRole('link', { name: 'SIGN IN NOW' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('reset-pass-2026');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // The link works once.
  await page.goto(tenantUrl('goldenmaple', '/logout'));
  await expect(page.getByRole('heading', { name: 'You Are Logged Out' })).toBeVisible();
  await page.goto(tenantUrl('goldenmaple', `${url.pathname}${url.search}`));
  await page.getByLabel(/^New Password/).fill('again-pass-2026');
  await page.getByLabel('Confirm New Password').fill('again-pass-2026');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Oops!' })).toBeVisible();
});

test('a member invites a friend, who registers from the link', async ({ page, browser }) => {
  await logIn(page, 'goldenmaple', DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/profile$/);
  const invite = page.getByRole('region', { name: 'Invite Your Friends' });
  await expect(invite.getByText(/off the first order/)).toBeVisible();
  await invite.getByRole('button', { name: 'Invite by Email' }).click();
  await expect(invite.getByText('Please enter email address')).toBeVisible();
  const friend = uniqueEmail('friend');
  await invite.getByLabel("Friend's email").fill(friend);
  await invite.getByRole('button', { name: 'Invite by Email' }).click();
  await expect(invite.getByText('Your invitation is on its way.')).toBeVisible();
  await expect(invite.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute(
    'href',
    /facebook\.com\/sharer/,
  );
  await expect(invite.getByRole('link', { name: /Share on Twitter/ })).toHaveAttribute(
    'href',
    /twitter\.com/,
  );
  const link = (await invite.getByText(/\/referral\//).textContent())!.match(/https?:\/\/\S+/)![0];
  const mail = await waitForMail(friend);
  expect(mail.text).toContain(new URL(link).pathname);

  // The friend, in their own browser.
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.clock.setFixedTime(new Date('2026-11-25T20:30:00Z'));
  await guest.goto(tenantUrl('goldenmaple', new URL(link).pathname));
  await expect(guest.getByText('Referred By')).toBeVisible();
  await expect(guest.getByText(DEMO.name)).toBeVisible();
  const submit = guest.getByRole('button', { name: 'REGISTER' });
  await expect(submit).toBeDisabled();
  await guest.getByLabel('First Name').fill('Noor');
  await guest.getByLabel('Last Name').fill('Haddad');
  await guest.getByLabel('Email').fill(friend);
  await guest.getByLabel('Password').fill('friend-pass-2026');
  await submit.click();
  await expect(guest).toHaveURL(/\/home$/);
  await expect(accountLink(guest, 'Noor Haddad')).toBeAttached();
  await context.close();
});

test('the home page invites anonymous visitors to log in before inviting', async ({ page }) => {
  await page.goto(tenantUrl('goldenmaple', '/home'));
  const invite = page.getByRole('region', { name: 'Invite Your Friends' });
  await expect(invite.getByText('Log in to invite your friends.')).toBeVisible();
  await expect(invite.getByRole('button', { name: 'Invite by Email' })).toBeDisabled();
  await expect(invite.getByRole('button', { name: 'Share on Facebook' })).toBeDisabled();
});

test('a 401 signs the member out', async ({ page, context }) => {
  await logIn(page, 'goldenmaple', DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/profile$/);
  // The session ends on the server's side (here: its cookie is gone); the next call answers 401.
  const cookies = await context.cookies();
  await context.clearCookies({ name: 'ctoken' });
  expect(cookies.some((c) => c.name === 'customer')).toBe(true);
  await page.goto(tenantUrl('goldenmaple', '/profile/orders'));
  await expect(page).toHaveURL(/\/login\?from=%2Fprofile%2Forders$/);
  await expect(accountLink(page, 'Account')).toBeAttached();
  expect((await context.cookies()).some((c) => c.name === 'customer')).toBe(false);
});

test('account routes follow the membership setting', async ({ page }) => {
  // Prairie Pie Co. has every feature off: no account screens, no referral.
  for (const path of ['/login', '/register', '/profile', '/referral/anything']) {
    await page.goto(tenantUrl('prairiepie', path));
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  }
});

test('a member with many orders loads the history a page at a time', async ({ page }) => {
  // Fifty-one orders is a heavy test on a busy machine: more time than the default.
  test.setTimeout(90_000);
  const person = { first: 'Morgan', last: 'Manyorders', email: uniqueEmail('many') };
  await register(page, 'goldenmaple', person);
  await expect(page).toHaveURL(/\/home$/);
  const customer = {
    firstName: person.first,
    lastName: person.last,
    email: person.email,
    phone: '3065550142',
  };
  const token = (await page.context().cookies()).find((c) => c.name === 'ctoken')!.value;
  for (let batch = 0; batch < 51; batch += 10) {
    const size = Math.min(10, 51 - batch);
    await Promise.all(Array.from({ length: size }, () => placeOrderByApi(page.request, { customer, token })));
  }

  await page.goto(tenantUrl('goldenmaple', '/profile/orders'));
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
  const orders = page.getByRole('main').getByRole('button', { name: /Order #\d+/ });
  await expect(orders).toHaveCount(50);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(orders).toHaveCount(51);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});
