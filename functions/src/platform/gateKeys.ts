// The abuse gate's keys (decisions 040, 044 and 066): HMACs under the server's secret of what
// identifies a client, a browser or an address in a space, each made apart from the others so
// that no stored message holds a counter's id and no address can be recovered from any of them.
import { createHmac, randomBytes } from 'node:crypto';
import { addressPrefixOf } from './addresses';

/** Length of a client key: 22 base64url characters carry 132 bits of the HMAC. */
export const CLIENT_KEY_LENGTH = 22;

export const keyOf = (secret: string, parts: readonly string[]): string =>
  createHmac('sha256', secret)
    // JSON keeps the parts apart whatever characters they hold.
    .update(JSON.stringify(parts))
    .digest('base64url')
    .slice(0, CLIENT_KEY_LENGTH);

/**
 * The opaque key of a client within one space, for rate limits: an HMAC under the server's secret
 * of the space and the client's address (an IPv6 client's /64). Stable for the same client in the
 * same space, unrelated across spaces, and no address can be recovered from it.
 */
export function clientKeyOf(
  secret: string,
  spaceId: string,
  clientAddress: string | undefined,
): string {
  return keyOf(secret, [spaceId, addressPrefixOf(clientAddress) ?? 'unknown']);
}

/**
 * The key of a client across every space, for the per-client hourly limit: an HMAC of the
 * client's address prefix and the hour's start, without any space. It is the id of one counter
 * that no message stores, and the hour in it makes the next hour's counter of the same client
 * unrelated to this one (decision 044).
 */
export function allSpacesKeyOf(
  secret: string,
  clientAddress: string | undefined,
  hourStart: number,
): string {
  return keyOf(secret, [
    'all-spaces',
    addressPrefixOf(clientAddress) ?? 'unknown',
    String(hourStart),
  ]);
}

/**
 * The key slow mode remembers a sender token by, in one space: made apart from the stored sender
 * key, so that no message holds a counter's id. Slow mode remembers the client key too.
 */
export function slowModeTokenKeyOf(secret: string, spaceId: string, token: string): string {
  return keyOf(secret, [spaceId, 'slow', token]);
}

/**
 * The key a stored message or post keeps of its sender, which blocks match: an HMAC of the space
 * and the browser's sender token. Without a token, random: nobody (the server included) can tie
 * two token-less sends together (decision 040).
 */
export function senderKeyOf(secret: string, spaceId: string, token: string | undefined): string {
  if (token === undefined) return randomBytes(16).toString('base64url').slice(0, CLIENT_KEY_LENGTH);
  return keyOf(secret, [spaceId, 'sender', token]);
}

/**
 * The key of the client's address kept beside the sender key, for the one-day address backup of a
 * block. Made apart from `clientKeyOf` so that a stored message never holds a rate-limit
 * counter's id.
 */
export function addressKeyOf(
  secret: string,
  spaceId: string,
  clientAddress: string | undefined,
): string {
  return keyOf(secret, [spaceId, 'address', addressPrefixOf(clientAddress) ?? 'unknown']);
}

/**
 * The id a space remembers a regular by (a client with a send delivered there): its address key,
 * or its sender key when its browser keeps a token. Neither can be minted at will: a mark is
 * written only once a send was delivered, and the start of raid mode removes the marks of a
 * flood's first sends (sends/raid.ts). It is named by the keys a message stores because it says
 * nothing a message does not: that someone with that key had a send delivered, and since when.
 */
export function seenIdOf(key: string): string {
  return `seen_${key}`;
}

/**
 * The key of a client's lookups by token in one window: an HMAC of the address prefix, the window's
 * start and, for the per-minute rule, the page's space (its slug, which every lookup names), like
 * the send counters' keys; the hourly rule's names no space. Nothing that outlives the window.
 */
export function lookupKeyOf(
  secret: string,
  clientAddress: string | undefined,
  windowStart: number,
  space: string,
): string {
  return keyOf(secret, [
    'lookup',
    space,
    addressPrefixOf(clientAddress) ?? 'unknown',
    String(windowStart),
  ]);
}
