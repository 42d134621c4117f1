import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, getCookie, setCookie } from './cookies';

/*
 * document.cookie asks the browser's cookie store at every read: a page's first render reads several
 * cookies from one read of it, and a later task, or a cookie the page wrote, reads it again.
 */
describe('getCookie', () => {
  let jar: string[] = [];
  let reads = 0;
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  beforeEach(async () => {
    await nextTask();
    jar = ['selectedLocation=r1', 'welcomeShown=1'];
    reads = 0;
    vi.stubGlobal('window', { location: { protocol: 'http:' } });
    vi.stubGlobal('document', {
      get cookie() {
        reads++;
        return jar.join('; ');
      },
      set cookie(line: string) {
        const [pair, ...attributes] = line.split('; ');
        const name = pair!.slice(0, pair!.indexOf('='));
        jar = jar.filter((cookie) => !cookie.startsWith(`${name}=`));
        if (!attributes.includes('Max-Age=0')) jar.push(pair!);
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads the cookies once for all that one task asks', async () => {
    expect(getCookie('selectedLocation')).toBe('r1');
    expect(getCookie('welcomeShown')).toBe('1');
    expect(getCookie('customer')).toBeNull();
    expect(reads).toBe(1);

    jar = ['selectedLocation=r2'];
    await nextTask();
    expect(getCookie('selectedLocation')).toBe('r2');
    expect(reads).toBe(2);
  });

  it('reads again after the page writes a cookie', () => {
    expect(getCookie('selectedLocation')).toBe('r1');
    setCookie('selectedLocation', 'r3');
    expect(getCookie('selectedLocation')).toBe('r3');
    deleteCookie('selectedLocation');
    expect(getCookie('selectedLocation')).toBeNull();
  });
});
