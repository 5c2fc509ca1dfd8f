// Who is calling, built once per call from the verified ID token; rights are checked through it.
import type { CallableRequest } from 'firebase-functions/v2/https';
import { ForbiddenError, PreconditionError, UnauthenticatedError } from './errors';

export class Credential {
  private constructor(
    readonly uid: string,
    readonly emailVerified: boolean,
  ) {}

  static fromAuth(
    auth: Pick<NonNullable<CallableRequest['auth']>, 'uid' | 'token'> | undefined,
  ): Credential {
    if (!auth) throw new UnauthenticatedError();
    return new Credential(auth.uid, auth.token.email_verified === true);
  }

  /** A credential for code that already knows the user (tests). */
  static of(uid: string, emailVerified = true): Credential {
    return new Credential(uid, emailVerified);
  }

  assertOwns(resource: { ownerUid: string }): void {
    if (resource.ownerUid !== this.uid) throw new ForbiddenError();
  }

  /** Creating public pages needs a reachable owner: an unverified address may be anyone's. */
  assertEmailVerified(): void {
    if (!this.emailVerified) throw new PreconditionError('email-not-verified');
  }
}
