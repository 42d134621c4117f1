import { describe, expect, it } from 'vitest';
import { imageRef, isImageRef } from './fields';

// Issue 27 item 7: an image or a logo is the site's own (a path it serves, or a file of the tenant
// document that the import turns into one) or an https: address; never another host reached by a
// protocol-relative '//host' or '/\host' (browsers read '\' as '/'), nor another scheme.
describe('isImageRef', () => {
  it.each([
    '/images/goldenmaple/logo.png',
    '/media/ab12cd.webp',
    'photos/poutine.jpg',
    'https://cdn.example.com/logo.png',
    'HTTPS://cdn.example.com/logo.png',
  ])('takes %j', (ref) => {
    expect(isImageRef(ref)).toBe(true);
  });

  it.each([
    '//evil.example/logo.png',
    '/\\evil.example/logo.png',
    '\\\\evil.example\\logo.png',
    '/images\\..\\x.png',
    'http://cdn.example.com/logo.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'ftp://cdn.example.com/logo.png',
    'https:/cdn.example.com/logo.png',
    'https://user:pw@cdn.example.com/logo.png',
    '/images/logo.png\n',
  ])('refuses %j', (ref) => {
    expect(isImageRef(ref)).toBe(false);
  });

  it('the schema refuses what it refuses, with the field named', () => {
    const parsed = imageRef('The logo').safeParse('//evil.example/logo.png');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(
      'The logo must be a path of this site or an https: address',
    );
    expect(imageRef('The logo').parse(' /images/logo.png ')).toBe('/images/logo.png');
  });
});
