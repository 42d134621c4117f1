import { describe, expect, it } from 'vitest';
import { sameMailbox, mailboxOf } from './email-identity';

// Issue 27 item 4: a first-order offer is for a new customer, and `name+1@` or `n.ame@gmail.com` is
// the same mailbox as `name@`, so not a new customer.
describe('mailboxOf: the mailbox an email address delivers to', () => {
  it.each([
    ['name@example.com', 'name@example.com'],
    ['  Name@Example.COM ', 'name@example.com'],
    ['name+1@example.com', 'name@example.com'],
    ['name+promo+2@example.com', 'name@example.com'],
    ['NAME+Tag@EXAMPLE.com', 'name@example.com'],
    // Dots are the same mailbox only at Gmail (and its googlemail.com alias).
    ['n.ame@gmail.com', 'name@gmail.com'],
    ['N.A.M.E+x@GMail.com', 'name@gmail.com'],
    ['n.ame@googlemail.com', 'name@gmail.com'],
    ['n.ame@example.com', 'n.ame@example.com'],
    ['first.last@outlook.com', 'first.last@outlook.com'],
    // A leading '+' is not a tag: the whole local part would vanish.
    ['+tag@example.com', '+tag@example.com'],
    // Not an address: only trimmed and lower-cased.
    ['', ''],
    ['no-at-sign', 'no-at-sign'],
    ['a@b@c.com', 'a@b@c.com'],
  ])('%j → %j', (email, mailbox) => {
    expect(mailboxOf(email)).toBe(mailbox);
  });

  it('leaves its input alone and answers the same twice', () => {
    const once = mailboxOf('N.ame+1@Gmail.com');
    expect(mailboxOf(once)).toBe(once);
  });
});

describe('sameMailbox', () => {
  it.each([
    ['name@example.com', 'NAME+1@example.com', true],
    ['name@gmail.com', 'n.a.me@googlemail.com', true],
    ['name@example.com', 'n.ame@example.com', false],
    ['name@example.com', 'name@example.org', false],
    ['', '', false],
  ])('%j and %j: %s', (a, b, same) => {
    expect(sameMailbox(a, b)).toBe(same);
  });
});
