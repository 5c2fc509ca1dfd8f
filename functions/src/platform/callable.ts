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
} from '@spaces/contracts';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { Credential, OwnerCredential } from './credential';
import { DomainError, ValidationError } from './errors';
import { withDatabaseDeadline } from './firestore';
import { SCALING } from './globalOptions';
import * as logs from './logs';
import { spaceOwner, type SpaceRef } from './ownership';
import { SENDER_KEY_SECRET } from './params';
import { Visitor } from './visitor';

/** What a handler learns about its caller, by the contract's policy. */
export interface CallerByPolicy {
  owner: OwnerCredential;
  signedIn: Credential;
  visitor: Visitor;
}

type Handler<Req extends TSchema, Res extends TSchema, P extends AccessPolicy> = (
  caller: CallerByPolicy[P],
  request: Static<Req>,
) => Promise<Static<Res>>;

/** The HttpsError for a thrown value: domain errors by reason, anything else as internal. */
export function toHttpsError(error: unknown): HttpsError {
  if (!(error instanceof DomainError)) {
    return new HttpsError('internal', 'Something went wrong; try again.', { reason: 'internal' });
  }
  const details: ErrorDetails = { reason: error.reason, ...error.details };
  return new HttpsError(ERROR_REASONS[error.reason].code, error.message, details);
}

/** Checks the policy and builds the caller the handler receives. */
async function callerFor<P extends AccessPolicy>(
  policy: P,
  request: CallableRequest,
  data: SpaceRef,
): Promise<CallerByPolicy[P]> {
  const callers: { [K in AccessPolicy]: () => Promise<CallerByPolicy[K]> } = {
    owner: async () => {
      const credential = Credential.fromAuth(request.auth);
      credential.assertEmailVerified();
      return OwnerCredential.forSpace(credential, await spaceOwner(data));
    },
    signedIn: () => Promise.resolve(Credential.fromAuth(request.auth)),
    visitor: () => Promise.resolve(Visitor.fromRequest(request)),
  };
  return callers[policy]();
}

/** A deployed callable, carrying its contract so that tests can list every policy. */
export type SpacesCallable = ReturnType<typeof onCall> & {
  readonly contract: CallableContract<TSchema, TSchema>;
};

export function callable<Req extends TSchema, Res extends TSchema, P extends AccessPolicy>(
  contract: CallableContract<Req, Res, P>,
  handler: Handler<Req, Res, P>,
): SpacesCallable {
  const isRequest = validator(contract.request);
  // Visitor calls pass the abuse gate, whose client keys are HMACs under this secret.
  const options =
    contract.policy === 'visitor'
      ? { secrets: [SENDER_KEY_SECRET], ...SCALING.visitorCallable }
      : SCALING.callable;
  const fn = onCall<unknown, Promise<Static<Res>>>(options, async (request) => {
    const started = Date.now();
    const uid = request.auth?.uid;
    try {
      // The web SDK sends null for a call without arguments; that is an empty request.
      const data = request.data ?? {};
      if (!isRequest(data)) throw new ValidationError(isRequest.issues(data));
      const result = await withDatabaseDeadline(async () =>
        handler(await callerFor(contract.policy, request, data as SpaceRef), data),
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
  return Object.assign(fn, { contract });
}
