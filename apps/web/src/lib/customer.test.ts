import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * The signed-in member's cookie is read from the browser's cookie store once, and again only when the
 * session may have changed: each read of document.cookie is a round trip to the browser process, and
 * every render of every useCustomer asks for it.
 */
describe('customerCookieText', () => {
  let jar = '';
  let reads = 0;
  beforeEach(() => {
    vi.resetModules();
    jar = `customer=${encodeURIComponent(JSON.stringify({ _id: 'c1', local: { firstName: 'Ada', lastName: 'B' } }))}`;
    reads = 0;
    vi.stubGlobal('document', {
      get cookie() {
        reads++;
        return jar;
      },
      set cookie(line: string) {
        if (line.startsWith('customer=;')) jar = '';
      },
      getElementById: () => null,
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads the cookie once until the session changes', async () => {
    const { customerCookieText, customerChanged, readCustomerCookie } = await import('./customer');
    expect(readCustomerCookie()?._id).toBe('c1');
    customerCookieText();
    customerCookieText();
    expect(reads).toBe(1);

    // The server signs the member out in a response: a later task, and the page is told.
    jar = '';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readCustomerCookie()?._id).toBe('c1');
    customerChanged();
    expect(readCustomerCookie()).toBeNull();
    expect(reads).toBe(2);
  });

  it('forgets the member at once when this page signs out', async () => {
    const { clearCustomer, readCustomerCookie } = await import('./customer');
    expect(readCustomerCookie()?._id).toBe('c1');
    clearCustomer();
    expect(readCustomerCookie()).toBeNull();
  });
});
