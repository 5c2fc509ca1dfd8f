// Client addresses as the functions see them: which header holds the client in each production
// shape, and the part of an address that names one client. Pure; decision 040 gives the reasons.
import { isIP } from 'node:net';

type Headers = Record<string, string | string[] | undefined>;

/** An address as 128 bits (IPv4 as its IPv4-mapped IPv6 form), or undefined when not an address. */
function bitsOf(address: string): bigint | undefined {
  const plain = address.trim().replace(/%.*$/, '');
  const version = isIP(plain);
  if (version === 4) {
    const v4 = plain.split('.').reduce((sum, part) => (sum << 8n) + BigInt(part), 0n);
    return (0xffffn << 32n) + v4;
  }
  if (version !== 6) return undefined;
  // A trailing dotted quad stands for the last two groups.
  let text = plain.toLowerCase();
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (quad) {
    const v4 = bitsOf(quad[1]!)! & 0xffffffffn;
    text = `${text.slice(0, -quad[1]!.length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((sum, group) => (sum << 16n) + BigInt(`0x${group}`), 0n);
}

const MAPPED_V4 = 0xffffn << 32n;
const isMappedV4 = (bits: bigint) => bits >> 32n === 0xffffn;

/** The address written canonically: dotted IPv4 (also for IPv4-mapped IPv6), full IPv6 groups. */
function textOf(bits: bigint): string {
  if (isMappedV4(bits)) {
    const v4 = bits - MAPPED_V4;
    return [24n, 16n, 8n, 0n].map((shift) => String((v4 >> shift) & 255n)).join('.');
  }
  return Array.from({ length: 8 }, (_, i) =>
    ((bits >> BigInt(112 - 16 * i)) & 0xffffn).toString(16),
  ).join(':');
}

/** A well-formed address in canonical form, or undefined. */
export function canonicalAddress(address: string): string | undefined {
  const bits = bitsOf(address);
  return bits === undefined ? undefined : textOf(bits);
}

/**
 * What names one client: an IPv4 address whole, an IPv6 address by its /64. One IPv6 subscriber
 * is given a whole /64 (often more) and picks addresses in it at will, so keying by the full
 * address would let one client count as billions.
 */
export function addressPrefixOf(address: string | undefined): string | undefined {
  const bits = address === undefined ? undefined : bitsOf(address);
  if (bits === undefined) return undefined;
  if (isMappedV4(bits)) return textOf(bits);
  return `${textOf((bits >> 64n) << 64n)}/64`;
}

interface Range {
  base: bigint;
  bits: number;
}

function rangeOf(cidr: string): Range {
  const [address = '', length = ''] = cidr.split('/');
  const base = bitsOf(address)!;
  const bits = Number(length) + (isIP(address) === 4 ? 96 : 0);
  return { base, bits };
}

const within = (address: bigint, { base, bits }: Range) =>
  address >> BigInt(128 - bits) === base >> BigInt(128 - bits);

/**
 * Fastly's published address ranges (https://api.fastly.com/public-ip-list), the CDN in front of
 * Firebase Hosting. Kept in the code so that no request depends on the network; a range Fastly
 * adds later only makes its requests keyed by the CDN hop until the list here is updated, which
 * groups more clients together and never lets a forged header in.
 */
const FASTLY_RANGES: readonly Range[] = [
  '23.235.32.0/20',
  '43.249.72.0/22',
  '103.244.50.0/24',
  '103.245.222.0/23',
  '103.245.224.0/24',
  '104.156.80.0/20',
  '140.248.64.0/18',
  '140.248.128.0/17',
  '146.75.0.0/17',
  '151.101.0.0/16',
  '157.52.64.0/18',
  '167.82.0.0/17',
  '167.82.128.0/20',
  '167.82.160.0/20',
  '167.82.224.0/20',
  '172.111.64.0/18',
  '185.31.16.0/22',
  '199.27.72.0/21',
  '199.232.0.0/16',
  '2a04:4e40::/32',
  '2a04:4e42::/32',
].map(rangeOf);

/** Whether the address is one of Fastly's (an edge of Firebase Hosting's CDN). */
export function isCdnAddress(address: string): boolean {
  const bits = bitsOf(address);
  return bits !== undefined && FASTLY_RANGES.some((range) => within(bits, range));
}

const single = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value.at(-1) : value;

/**
 * The client's address, canonical, in either production shape:
 * - a call straight to the function: Google's front end appends the connecting peer as the LAST
 *   X-Forwarded-For entry, after whatever the caller sent, so only that entry is trustworthy;
 * - a call through Firebase Hosting: the connecting peer is a Fastly edge, and Fastly names the
 *   client in Fastly-Client-IP. That header is read only when the last hop is inside Fastly's
 *   ranges: on a direct call anyone can send it, and it must change nothing.
 * Without X-Forwarded-For (a direct connection, e.g. a local test server) the socket's peer is
 * the client.
 */
export function clientAddressOf(
  headers: Headers,
  peerAddress: string | undefined,
): string | undefined {
  const raw = headers['x-forwarded-for'];
  // Repeated headers arrive as one comma-joined string in Node, or as an array from some callers.
  const joined = Array.isArray(raw) ? raw.join(',') : raw;
  const hops = (joined ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  const last = hops.at(-1) ?? peerAddress;
  const peer = last === undefined || last === '' ? undefined : canonicalAddress(last);
  if (peer === undefined || !isCdnAddress(peer)) return peer;
  const forwarded = single(headers['fastly-client-ip']);
  return (forwarded !== undefined && canonicalAddress(forwarded)) || peer;
}

/** Why an address is not one of the public internet's; `public` when it is. */
export type AddressKind =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link-local'
  | 'metadata'
  | 'multicast'
  | 'reserved'
  | 'not-an-address';

/**
 * IPv4 ranges that are not public, matched on the IPv4-mapped form, so `::ffff:10.0.0.1` is as
 * private as `10.0.0.1`. The cloud metadata address is named before the link-local range it is in.
 */
const V4_KINDS: readonly (readonly [Range, AddressKind])[] = (
  [
    ['169.254.169.254/32', 'metadata'],
    ['0.0.0.0/32', 'unspecified'],
    ['0.0.0.0/8', 'reserved'],
    ['10.0.0.0/8', 'private'],
    ['100.64.0.0/10', 'shared'],
    ['127.0.0.0/8', 'loopback'],
    ['169.254.0.0/16', 'link-local'],
    ['172.16.0.0/12', 'private'],
    ['192.0.0.0/24', 'reserved'],
    ['192.0.2.0/24', 'reserved'],
    ['192.88.99.0/24', 'reserved'],
    ['192.168.0.0/16', 'private'],
    ['198.18.0.0/15', 'reserved'],
    ['198.51.100.0/24', 'reserved'],
    ['203.0.113.0/24', 'reserved'],
    ['224.0.0.0/4', 'multicast'],
    ['240.0.0.0/4', 'reserved'],
  ] as const
).map(([cidr, kind]) => [rangeOf(cidr), kind] as const);

/**
 * IPv6 outside IPv4-mapped: only global unicast (2000::/3) can be public, less the parts of it
 * set aside. Everything else — `::`, `::1`, the IPv4-compatible and NAT64 forms (which would
 * reach an IPv4 address we have not checked), ULA, link-local, multicast — is not.
 */
const V6_KINDS: readonly (readonly [Range, AddressKind])[] = (
  [
    ['fd00:ec2::254/128', 'metadata'],
    ['::/128', 'unspecified'],
    ['::1/128', 'loopback'],
    ['fc00::/7', 'private'],
    ['fe80::/10', 'link-local'],
    ['ff00::/8', 'multicast'],
    // IETF protocol assignments (Teredo, benchmarking, ORCHID), documentation, 6to4.
    ['2001::/23', 'reserved'],
    ['2001:db8::/32', 'reserved'],
    ['2002::/16', 'reserved'],
    ['3fff::/20', 'reserved'],
  ] as const
).map(([cidr, kind]) => [rangeOf(cidr), kind] as const);

const GLOBAL_UNICAST = rangeOf('2000::/3');

/** What kind of address this is, for deciding whether the server may connect to it. Pure. */
export function addressKind(address: string): AddressKind {
  const bits = bitsOf(address);
  if (bits === undefined) return 'not-an-address';
  const kinds = isMappedV4(bits) ? V4_KINDS : V6_KINDS;
  const found = kinds.find(([range]) => within(bits, range));
  if (found) return found[1];
  if (isMappedV4(bits) || within(bits, GLOBAL_UNICAST)) return 'public';
  return 'reserved';
}
