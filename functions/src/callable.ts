// The one wrapper every callable goes through: validate the payload against the contract's JSON
// Schema, build the caller's credential, make one domain call, map domain errors to HttpsError.
import {
  validator,
  type CallableContract,
  type CallableErrorCode,
  type ErrorDetails,
  type Static,
  type TSchema,
} from '@spaces/contracts';

import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { Credential } from './credential';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  LimitError,
  NotFoundError,
  PreconditionError,
  UnauthenticatedError,
  ValidationError,
} from './errors';
import * as logs from './logs';

type Handler<Req extends TSchema, Res extends TSchema> = (
  credential: Credential,
  request: Static<Req>,
) => Promise<Static<Res>>;

/** The HttpsError for a thrown value: domain errors by class, anything else as internal. */
export function toHttpsError(error: unknown): HttpsError {
  if (!(error instanceof DomainError)) {
    return new HttpsError('internal', 'Something went wrong; try again.', { reason: 'internal' });
  }
  const details: ErrorDetails = { reason: error.reason };
  let code: CallableErrorCode;
  if (error instanceof ValidationError) {
    code = 'invalid-argument';
    details.issues = error.issues;
  } else if (error instanceof UnauthenticatedError) code = 'unauthenticated';
  else if (error instanceof ForbiddenError) code = 'permission-denied';
  else if (error instanceof NotFoundError) code = 'not-found';
  else if (error instanceof ConflictError) code = 'already-exists';
  else if (error instanceof LimitError) {
    code = 'resource-exhausted';
    details.limit = error.limit;
  } else if (error instanceof PreconditionError) code = 'failed-precondition';
  else code = 'internal';
  return new HttpsError(code, error.message, details);
}

export function callable<Req extends TSchema, Res extends TSchema>(
  contract: CallableContract<Req, Res>,
  handler: Handler<Req, Res>,
) {
  const isRequest = validator(contract.request);
  return onCall<unknown, Promise<Static<Res>>>(async (request) => {
    const started = Date.now();
    const uid = request.auth?.uid;
    try {
      // The web SDK sends null for a call without arguments; that is an empty request.
      const data = request.data ?? {};
      if (!isRequest(data)) throw new ValidationError(isRequest.issues(data));
      const result = await handler(Credential.fromAuth(request.auth), data);
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
}
