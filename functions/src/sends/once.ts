// A send stored once however often its form is posted (decision 066). The form carries an
// idempotency key; the post's scope — the key, what it says, and whose browser (its sender token,
// or without one its address and user agent) — names one document, `rateLimits/send-once_{id}`,
// written in the send's own transaction beside the message. A post that finds it is answered with
// the answer kept there and writes nothing. The answer holds the receipt's token, which must not
// lie in the database readable: it is sealed (AES-256-GCM) under a key derived, like the id, from
// the scope and the server's secret, so only a post of the same scope can open it.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { SendOnceScopes } from '../platform/visitor';

/** How long a send is remembered: far longer than a double submit, a retry or a Back and Send. */
export const SEND_ONCE_MS = 10 * 60_000;

const derive = (secret: string, label: string, spaceId: string, scope: string): Buffer =>
  createHmac('sha256', secret)
    .update(JSON.stringify([label, spaceId, scope]))
    .digest();

/** The id of the document that remembers a send of `scope` in the space. */
export function sendOnceId(secret: string, spaceId: string, scope: string): string {
  return `send-once_${derive(secret, 'send-once', spaceId, scope).toString('base64url').slice(0, 32)}`;
}

/** The answer, sealed so that only a post of the same scope opens it. */
export function sealAnswer(
  secret: string,
  spaceId: string,
  scope: string,
  answer: unknown,
): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(
    'aes-256-gcm',
    derive(secret, 'send-once-seal', spaceId, scope),
    iv,
  );
  const sealed = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The answer a sealed one holds, or undefined when it is not this scope's (or damaged). */
export function openAnswer(
  secret: string,
  spaceId: string,
  scope: string,
  sealed: string,
): unknown {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      derive(secret, 'send-once-seal', spaceId, scope),
      bytes.subarray(0, 12),
    );
    decipher.setAuthTag(bytes.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The sender token a browser without one is given for a post with an idempotency key: the same
 * for every post of that form from that browser (its address prefix and user agent), so that the
 * two answers of a double click give it one token — the one the send is remembered under — and a
 * Back and Send with it finds the send whichever of the two posts stored it. Derived under the
 * server's secret, it is as unguessable as a random one.
 */
export function onceSenderToken(
  secret: string,
  post: {
    idempotencyKey: string;
    addressPrefix: string | undefined;
    userAgent: string | undefined;
  },
): string {
  return createHmac('sha256', secret)
    .update(
      JSON.stringify([
        'send-once-token',
        post.idempotencyKey,
        post.addressPrefix ?? '',
        post.userAgent ?? '',
      ]),
    )
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

/**
 * The scopes of a post (`Visitor.sendOnce`): the form's fields as posted (kind, board and words
 * included), its idempotency key, and the browser — its sender token when it sent one; else its
 * address prefix and user agent (a double click posts twice before the first answer gives it a
 * token), and also the token minted for it, which it sends after a Back to the form.
 */
export function sendOnceScopes(post: {
  fields: Record<string, string>;
  idempotencyKey: string;
  cookieToken: string | undefined;
  mintedToken: string | undefined;
  addressPrefix: string | undefined;
  userAgent: string | undefined;
}): SendOnceScopes {
  const scope = (browser: readonly string[]) =>
    JSON.stringify([post.idempotencyKey, post.fields, browser]);
  if (post.cookieToken !== undefined) return { lookup: scope(['token', post.cookieToken]) };
  const lookup = scope(['address', post.addressPrefix ?? '', post.userAgent ?? '']);
  return post.mintedToken === undefined
    ? { lookup }
    : { lookup, also: scope(['token', post.mintedToken]) };
}
