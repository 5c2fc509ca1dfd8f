// Who is calling, built once per call by the callable wrapper from the verified ID token, and
// checked against the callable's access policy before the handler runs.
import type { CallableRequest } from 'firebase-functions/v2/https';
import { DomainError, ForbiddenError, PreconditionError, UnauthenticatedError } from './errors';

type Auth = Pick<NonNullable<CallableRequest['auth']>, 'uid' | 'token'>;

/**
 * Whether the token's account may still act. The callable SDK checks an ID token's signature and
 * expiry only, so a token outlives for up to an hour the deletion, disabling or session revocation
 * of its account. One Auth lookup settles all three: the user is gone, is disabled, or revoked
 * its sessions (`tokensValidAfterTime`) after this token was issued. `iat`, not `auth_time`,
 * because a refreshed token keeps the old `auth_time` while revocation refuses every refresh after
 * it; tokens issued within the revoking second pass, as Auth itself treats them.
 */
export async function assertLiveAccount(
  auth: Auth,
  lookUp: (uid: string) => Promise<LiveUser>,
): Promise<LiveUser> {
  const user = await lookUp(auth.uid).catch((error: unknown) => {
    if ((error as { code?: unknown } | undefined)?.code === 'auth/user-not-found') return undefined;
    throw error;
  });
  if (!user || user.disabled) throw new UnauthenticatedError();
  const issuedAt = auth.token.iat as unknown;
  const validAfterMs = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : NaN;
  if (typeof issuedAt !== 'number' || issuedAt * 1000 < validAfterMs)
    throw new UnauthenticatedError();
  return user;
}

/** What the live check reads of the Auth user. */
export interface LiveUser {
  disabled: boolean;
  tokensValidAfterTime?: string;
  customClaims?: Record<string, unknown>;
}

/**
 * The custom claims the operator's decisions rest on (decisions 070, 071). `operator` is granted
 * by a script only; `suspended` by the operator's console. Both are read from the token before the
 * payload and again from the live Auth user, so that a revoked claim stops the next call.
 */
export const OPERATOR_CLAIM = 'operator';
export const SUSPENDED_CLAIM = 'suspended';

/** An account the operator suspended edits, publishes and uploads nothing (decision 071). */
export function assertNotSuspended(user: Pick<LiveUser, 'customClaims'>): void {
  if (user.customClaims?.[SUSPENDED_CLAIM] === true)
    throw new DomainError('account-suspended', 'the operator suspended this account');
}

/** The operator's console is for accounts that hold the claim now, not only in an old token. */
export function assertOperator(claims: Record<string, unknown> | undefined): void {
  if (claims?.[OPERATOR_CLAIM] !== true)
    throw new DomainError('not-operator', 'only operators may call this');
}

/** A signed-in account (policy `signedIn`). */
export class Credential {
  protected constructor(
    readonly uid: string,
    readonly emailVerified: boolean,
    /** When the person last signed in or re-authenticated (the token's `auth_time`, seconds). */
    readonly signedInAt?: number,
  ) {}

  static fromAuth(auth: Auth | undefined): Credential {
    if (!auth) throw new UnauthenticatedError();
    const authTime = auth.token.auth_time as unknown;
    return new Credential(
      auth.uid,
      auth.token.email_verified === true,
      typeof authTime === 'number' ? authTime : undefined,
    );
  }

  /** A credential for code that already knows the user (tests). */
  static of(uid: string, emailVerified = true, signedInAt?: number): Credential {
    return new Credential(uid, emailVerified, signedInAt);
  }

  assertOwns(resource: { ownerUid: string }): void {
    if (resource.ownerUid !== this.uid) throw new ForbiddenError();
  }

  /**
   * Irreversible acts need the person at the keyboard now, not a token left in a browser: the
   * sign-in (or re-authentication) must be at most `maxAgeSeconds` old at `nowMs`.
   */
  assertRecentSignIn(nowMs: number, maxAgeSeconds: number): void {
    if (this.signedInAt === undefined || nowMs / 1000 - this.signedInAt > maxAgeSeconds)
      throw new PreconditionError('recent-sign-in-required');
  }

  /**
   * Editing and publishing need a reachable owner: an unverified address may be anyone's, and mail
   * about what a page receives must not go to a stranger.
   */
  assertEmailVerified(): void {
    if (!this.emailVerified) throw new PreconditionError('email-not-verified');
  }
}

/** The verified owner of the space the payload names (policy `owner`). */
export class OwnerCredential extends Credential {
  private constructor(
    uid: string,
    /** The space the payload named, resolved from its `spaceId` or `slug`. */
    readonly spaceId: string,
  ) {
    super(uid, true);
  }

  /** Checks the policy: verified e-mail, and the space's owner is this account. */
  static forSpace(credential: Credential, space: { id: string; ownerUid: string }) {
    credential.assertEmailVerified();
    credential.assertOwns(space);
    return new OwnerCredential(credential.uid, space.id);
  }

  /** An owner credential for code that already knows the space (tests). */
  static ofSpace(uid: string, spaceId: string): OwnerCredential {
    return new OwnerCredential(uid, spaceId);
  }
}
