import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_MESSAGES } from '@storefront/domain';
import { badRequest } from '../../http/errors';

/*
 * The SSRF guard of outbound webhooks (decision 0064): an endpoint's host must not be, or resolve
 * to, a private, loopback, link-local or otherwise non-public address, unless the server allows it
 * (WEBHOOK_ALLOW_PRIVATE=true: tests, private networks). It is checked when the owner saves the
 * URL and again at every send, on the very addresses the connection then uses (the lookup the
 * socket calls), so a name that resolves elsewhere later (DNS rebinding) reaches nothing inside.
 */

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address an IPv6 address carries (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16). */
function embeddedIPv4(address: string): string | null {
  const mapped = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  const groups = expandIPv6(address);
  if (!groups) return null;
  const toV4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  // ::ffff:7f00:1 and 64:ff9b::7f00:1 (hex spelling)
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) return toV4(groups[6]!, groups[7]!);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0))
    return toV4(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return toV4(groups[1]!, groups[2]!);
  return null;
}

/** The eight 16-bit groups of an IPv6 address in hex notation (null for other spellings). */
function expandIPv6(address: string): number[] | null {
  const plain = address.split('%')[0]!;
  if (plain.includes('.')) return null;
  const [head, tail] = plain.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(tail);
  if (tail === undefined && left.length !== 8) return null;
  const groups = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff)
    ? groups
    : null;
}

/** Whether an IP address (v4 or v6, as text) is one webhooks must not reach. */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const v4 = embeddedIPv4(address);
  if (v4 !== null && blocked.check(v4, 'ipv4')) return true;
  return blocked.check(address.split('%')[0]!, 'ipv6');
}

/** The host of a URL as DNS and isIP read it: without an IPv6 literal's brackets. */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

export type Lookup = (
  hostname: string,
  options: { all: true },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/** Every address a host resolves to (an IP literal is itself). */
export async function resolveHost(host: string, lookup: Lookup = dnsLookup as Lookup): Promise<string[]> {
  if (isIP(host)) return [host];
  return new Promise((resolve, reject) =>
    lookup(host, { all: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses.map((a) => a.address)),
    ),
  );
}

/**
 * Refuses (400, naming the url field) an endpoint URL whose host is not public or cannot be found,
 * unless private addresses are allowed.
 */
export async function checkEndpointUrl(url: string, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  let addresses: string[];
  try {
    addresses = await resolveHost(hostOf(new URL(url)));
  } catch {
    throw badRequest(`url: ${WEBHOOK_MESSAGES.unresolvable}`, 'VALIDATION_FAILED');
  }
  if (addresses.length === 0 || addresses.some(isNonPublicAddress))
    throw badRequest(`url: ${WEBHOOK_MESSAGES.privateAddress}`, 'VALIDATION_FAILED');
}

/**
 * The lookup a sending socket uses: the system's, refusing a host any of whose addresses is not
 * public (unless allowed). Node's http calls it for the connection itself, so what is checked is
 * what is reached.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (
    hostname: string,
    options: object,
    callback: (
      error: NodeJS.ErrnoException | null,
      address: string | LookupAddress[],
      family?: number,
    ) => void,
  ): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.find((a) => isNonPublicAddress(a.address));
      if (!allowPrivate && refused) {
        const denied: NodeJS.ErrnoException = new Error(
          `${hostname} resolves to ${refused.address}, a non-public address`,
        );
        denied.code = 'EWEBHOOKPRIVATE';
        return callback(denied, []);
      }
      if ((options as { all?: boolean }).all) return callback(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}
