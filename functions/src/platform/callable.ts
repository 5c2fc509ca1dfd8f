// The one wrapper every callable goes through: validate the payload against the contract's JSON
// Schema, enforce the contract's access policy, make one domain call, and map domain errors to
// HttpsError through the contracts' table of reasons.
import {
  ERROR_REASONS,
  validator,
  type AccessPolicy,
  type CallableContract,
  type ErrorDetails,
  type Static,
  type TSchema,
  type Validator,
} from '@spaces/contracts';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import {
  Credential,
  OwnerCredential,
  assertLiveAccount,
  assertNotSuspended,
  assertOperator,
} from './credential';
import { DomainError, ValidationError } from './errors';
import { withDatabaseDeadline } from './deadline';
import { SCALING, type Scaling } from './globalOptions';
import * as logs from './logs';
import type { SpaceRef } from './ownership';
import { SENDER_KEY_SECRET } from './params';
import { Visitor } from './visitor';

/** What a handler learns about its caller, by the contract's policy. */
export interface CallerByPolicy {
  owner: OwnerCredential;
  signedIn: Credential;
  anySignedIn: Credential;
  visitor: Visitor;
  operator: Credential;
}

type Handler<Req extends TSchema, Res extends TSchema, P extends AccessPolicy> = (
  caller: CallerByPolicy[P],
  request: Static<Req>,
) => Promise<Static<Res>>;

/** gRPC status ABORTED, as the Firestore clients report it (a number, or its name in lower case). */
const GRPC_ABORTED = 10;

/**
 * A transaction that lost a contention race after the Firestore client's own retries: nothing was
 * written, so the same request may simply be sent again.
 */
function isContentionAbort(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error;
  return code === GRPC_ABORTED || code === 'aborted' || code === 'ABORTED';
}

/** The HttpsError for a thrown value: domain errors by reason, anything else as internal. */
export function toHttpsError(error: unknown): HttpsError {
  if (isContentionAbort(error)) {
    const details: ErrorDetails = { reason: 'aborted' };
    return new HttpsError(
      'aborted',
      'Another change was saved at the same moment; send it again.',
      details,
    );
  }
  if (!(error instanceof DomainError)) {
    return new HttpsError('internal', 'Something went wrong; try again.', { reason: 'internal' });
  }
  const details: ErrorDetails = { reason: error.reason, ...error.details };
  return new HttpsError(ERROR_REASONS[error.reason].code, error.message, details);
}

/**
 * The account the policy needs, checked before the payload is even read: a signed-out or
 * unverified caller learns nothing about the request's shape, and is told at once what to do.
 * Undefined for visitors.
 */
function accountFor(policy: AccessPolicy, request: CallableRequest): Credential | undefined {
  if (policy === 'visitor') return undefined;
  const credential = Credential.fromAuth(request.auth);
  // Editing, publishing and uploading need a verified address (decision 030).
  if (policy !== 'anySignedIn') credential.assertEmailVerified();
  // The console: the token's claim first, so that nobody else learns the payload's shape.
  if (policy === 'operator') assertOperator(request.auth?.token);
  return credential;
}

/**
 * The account behind the token still exists, is enabled and has not revoked this session: an ID
 * token stays valid for its hour whatever happens to its account (decision 025). Auth is loaded on
 * the first account call, not with every function's code.
 */
async function assertLive(request: CallableRequest, policy: AccessPolicy): Promise<void> {
  const { getAuth } = await import('firebase-admin/auth');
  const user = await assertLiveAccount(request.auth!, (uid) => getAuth().getUser(uid));
  // The same lookup says whether the operator suspended the account, or took the claim back.
  if (policy === 'owner' || policy === 'signedIn') assertNotSuspended(user);
  if (policy === 'operator') assertOperator(user.customClaims);
}

/** Checks the rest of the policy and builds the caller the handler receives. */
async function callerFor<P extends AccessPolicy>(
  policy: P,
  request: CallableRequest,
  account: Credential | undefined,
  data: SpaceRef,
): Promise<CallerByPolicy[P]> {
  const signedIn = () => {
    if (!account) throw new Error(`policy ${policy} without an account`);
    return account;
  };
  const callers: { [K in AccessPolicy]: () => Promise<CallerByPolicy[K]> } = {
    // The owner's look-up reads Firestore: loaded on the first owner's call, not with every
    // function's declaration.
    owner: async () => {
      const { spaceOwner } = await import('./ownership');
      return OwnerCredential.forSpace(signedIn(), await spaceOwner(data));
    },
    signedIn: () => Promise.resolve(signedIn()),
    anySignedIn: () => Promise.resolve(signedIn()),
    visitor: () => Promise.resolve(Visitor.fromRequest(request)),
    operator: () => Promise.resolve(signedIn()),
  };
  return callers[policy]();
}

/** Deeper than any contract nests its payload, with room to spare. */
export const MAX_PAYLOAD_DEPTH = 32;

/**
 * Whether a parsed JSON value nests deeper than `max` arrays or objects. Walked with a stack of
 * its own, stopping at the first value too deep, so a hostile payload costs no recursion.
 */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [next, depth] = pending.pop()!;
    if (typeof next !== 'object' || next === null) continue;
    if (depth >= max) return true;
    for (const child of Object.values(next)) pending.push([child, depth + 1]);
  }
  return false;
}

type CallableFunction = ReturnType<typeof onCall>;

/**
 * The callable behind a guard that answers a payload nested too deeply with the protocol's own
 * 400 before the SDK decodes it: its decoder recurses once per level and overflows the stack
 * (a 500) a few thousand levels down. The guard keeps what the CLI and the runtime read.
 */
function refusingDeepPayloads(fn: CallableFunction, name: string): CallableFunction {
  const guarded = ((req, res) => {
    const body: unknown = req.body;
    if (!nestedDeeperThan(body, MAX_PAYLOAD_DEPTH + 2)) return fn(req, res);
    const error = new HttpsError('invalid-argument', 'The request is nested too deeply.', {
      reason: 'invalid-input',
      issues: [{ field: '', rule: 'type' }],
    } satisfies ErrorDetails);
    logs.callableRejected(name, undefined, error.code, 'invalid-input');
    res.status(error.httpErrorCode.status).json({ error: error.toJSON() });
  }) as CallableFunction;
  Object.defineProperty(guarded, '__trigger', { get: () => fn.__trigger });
  return Object.assign(guarded, {
    __endpoint: fn.__endpoint,
    run: (...args: Parameters<CallableFunction['run']>) => fn.run(...args),
    stream: (...args: Parameters<CallableFunction['stream']>) => fn.stream(...args),
  });
}

/**
 * A visitor's handler as something else runs it on a payload nobody checked yet: the payload
 * validated against the request schema (compiled on the first run), then the handler under the
 * database deadline, exactly as a callable runs. The send form (sends/post.ts) runs each kind of
 * form this way.
 */
export function visitorHandler<Req extends TSchema, Res extends TSchema>(
  contract: { request: Req; response: Res },
  handler: (visitor: Visitor, request: Static<Req>) => Promise<Static<Res>>,
): (visitor: Visitor, data: unknown) => Promise<Static<Res>> {
  let isRequest: Validator<Req> | undefined;
  return async (visitor, data) => {
    isRequest ??= validator(contract.request);
    if (!isRequest(data)) throw new ValidationError(isRequest.issues(data));
    return withDatabaseDeadline(() => handler(visitor, data));
  };
}

/** A deployed callable, carrying its contract so that tests can list every policy. */
export type SpacesCallable = ReturnType<typeof onCall> & {
  readonly contract: CallableContract<TSchema, TSchema>;
};

/** A callable whose work is heavier than a few reads and a transaction says so (exports). */
interface HeavyWork {
  scaling: Scaling;
  timeoutSeconds: number;
}

export function callable<Req extends TSchema, Res extends TSchema, P extends AccessPolicy>(
  contract: CallableContract<Req, Res, P>,
  handler: Handler<Req, Res, P>,
  heavy?: HeavyWork,
  /**
   * `lockedOutToo` for a handler that must answer an account already locked out: a repeated
   * `deleteAccount` (a double click, a lost answer) only queues nothing new (decision 025).
   */
  accounts: 'live' | 'lockedOutToo' = 'live',
): SpacesCallable {
  // Compiled on the first call, not when the module loads: every instance loads all ~70
  // declarations, and compiling every schema was most of that load (decision 038).
  let isRequest: Validator<Req> | undefined;
  // Visitor calls pass the abuse gate, whose client keys are HMACs under this secret.
  const options = heavy
    ? { ...heavy.scaling, timeoutSeconds: heavy.timeoutSeconds }
    : contract.policy === 'visitor'
      ? { secrets: [SENDER_KEY_SECRET], ...SCALING.visitorCallable }
      : SCALING.callable;
  const fn = onCall<unknown, Promise<Static<Res>>>(options, async (request) => {
    const started = Date.now();
    const uid = request.auth?.uid;
    try {
      // The web SDK sends null for a call without arguments; that is an empty request.
      const data = request.data ?? {};
      const account = accountFor(contract.policy, request);
      isRequest ??= validator(contract.request);
      if (!isRequest(data)) throw new ValidationError(isRequest.issues(data));
      // Heavy work pages through the database for minutes: its deadline is the function's own.
      const result = await withDatabaseDeadline(
        async () => {
          // The lookup runs beside the owner's space read, costing no extra round trip there;
          // a dead account is told to sign in whatever the space check found.
          const [live, caller] = await Promise.allSettled([
            account && accounts === 'live' && assertLive(request, contract.policy),
            callerFor(contract.policy, request, account, data as SpaceRef),
          ]);
          if (live.status === 'rejected') throw live.reason;
          if (caller.status === 'rejected') throw caller.reason;
          return handler(caller.value, data);
        },
        heavy && (heavy.timeoutSeconds - 5) * 1000,
      );
      logs.callableSucceeded(contract.name, uid, Date.now() - started);
      return result;
    } catch (error) {
      const httpsError = toHttpsError(error);
      if (httpsError.code === 'internal') logs.callableFailed(contract.name, uid, error);
      else
        logs.callableRejected(
          contract.name,
          uid,
          httpsError.code,
          (httpsError.details as ErrorDetails).reason,
        );
      throw httpsError;
    }
  });
  return Object.assign(refusingDeepPayloads(fn, contract.name), { contract });
}
