// What every callable declares: its deployed name, who may call it, and its request and response
// schemas. The functions' one wrapper enforces the policy; the editor derives its types from here.
import type { Static, TSchema } from '@sinclair/typebox';

/**
 * Who may call a callable.
 * - `owner`: signed in, e-mail verified, and owner of the space the payload names (`spaceId` or
 *   `slug`); the wrapper checks it before the handler runs.
 * - `signedIn`: a signed-in account with a verified e-mail address: everything that edits,
 *   uploads or changes what the account is sent.
 * - `anySignedIn`: any signed-in account, verified or not: only what an unverified account needs
 *   to reach verification, see its own account, protect it or leave (decision 030).
 * - `visitor`: no account needed; App Check is verified when enforcement is configured, and every
 *   write passes the abuse gate.
 * - `operator`: a signed-in, verified account holding the `operator` claim, which only a script
 *   grants (never the web); the console's callables (decision 070).
 */
export type AccessPolicy = 'owner' | 'signedIn' | 'anySignedIn' | 'visitor' | 'operator';

export const ACCESS_POLICIES: readonly AccessPolicy[] = [
  'owner',
  'signedIn',
  'anySignedIn',
  'visitor',
  'operator',
];

export interface CallableContract<
  Req extends TSchema,
  Res extends TSchema,
  P extends AccessPolicy = AccessPolicy,
  N extends string = string,
> {
  /** The exported (deployed) function name, as passed to httpsCallable. */
  name: N;
  policy: P;
  request: Req;
  response: Res;
}

/** Declares a callable; there is no way to declare one without a policy. */
export function defineCallable<
  Req extends TSchema,
  Res extends TSchema,
  P extends AccessPolicy,
  N extends string,
>(name: N, policy: P, request: Req, response: Res): CallableContract<Req, Res, P, N> {
  return { name, policy, request, response };
}

/**
 * One kind of the visitors' send form, posted to Hosting's `/_send` (the `sendForm` function,
 * decision 041): the fields it posts, as a request schema the function validates exactly as the
 * callable wrapper validates a payload, and the JSON it answers a script's post with. Not a
 * function of its own: `/_send` is the one public write endpoint for visitors (decision 063).
 */
export interface SendFormContract<
  Req extends TSchema,
  Res extends TSchema,
  K extends string = string,
> {
  /** The form's `kind` field. */
  kind: K;
  request: Req;
  response: Res;
}

export function defineSendForm<Req extends TSchema, Res extends TSchema, K extends string>(
  kind: K,
  request: Req,
  response: Res,
): SendFormContract<Req, Res, K> {
  return { kind, request, response };
}

/** Request and response types of a contract, for a typed httpsCallable wrapper. */
export type RequestOf<C> = C extends CallableContract<infer Req, TSchema> ? Static<Req> : never;
export type ResponseOf<C> = C extends CallableContract<TSchema, infer Res> ? Static<Res> : never;
