import { ERROR_REASONS, type ErrorReason } from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import { MAX_PAYLOAD_DEPTH, nestedDeeperThan, toHttpsError } from './callable';
import { Credential, OwnerCredential } from './credential';
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

describe('toHttpsError', () => {
  it.each([
    [
      new ValidationError([{ field: 'slug', rule: 'reserved' }]),
      'invalid-argument',
      { reason: 'invalid-input', issues: [{ field: 'slug', rule: 'reserved' }] },
    ],
    [new UnauthenticatedError(), 'unauthenticated', { reason: 'signed-out' }],
    [new ForbiddenError(), 'permission-denied', { reason: 'not-owner' }],
    [new NotFoundError(), 'not-found', { reason: 'space-not-found' }],
    [new ConflictError(), 'already-exists', { reason: 'slug-taken' }],
    [new LimitError(10), 'resource-exhausted', { reason: 'space-limit', limit: 10 }],
    [
      new PreconditionError('email-not-verified'),
      'failed-precondition',
      { reason: 'email-not-verified' },
    ],
  ])('maps %o', (error, code, details) => {
    const mapped = toHttpsError(error);
    expect(mapped.code).toBe(code);
    expect(mapped.details).toEqual(details);
  });

  it('answers every reason with the code of the contracts table', () => {
    for (const reason of Object.keys(ERROR_REASONS) as ErrorReason[]) {
      const mapped = toHttpsError(new DomainError(reason, reason, { retryAfterSeconds: 7 }));
      expect(mapped.code).toBe(ERROR_REASONS[reason].code);
      expect(mapped.details).toEqual({ reason, retryAfterSeconds: 7 });
    }
  });

  it.each([
    [
      'a gRPC status number',
      Object.assign(new Error('10 ABORTED: Transaction lock timeout'), { code: 10 }),
    ],
    ['a status name', Object.assign(new Error('contention'), { code: 'aborted' })],
  ])('answers aborted, not internal, for a transaction that lost a race (%s)', (_name, error) => {
    const mapped = toHttpsError(error);
    expect(mapped.code).toBe('aborted');
    expect(mapped.details).toEqual({ reason: 'aborted' });
    expect(mapped.message).toMatch(/again/);
    expect(ERROR_REASONS.aborted.retryable).toBe(true);
  });

  it('keeps other coded errors internal', () => {
    const error = Object.assign(new Error('deadline'), { code: 4 });
    expect(toHttpsError(error).code).toBe('internal');
  });

  it('hides unexpected errors behind internal', () => {
    const mapped = toHttpsError(new Error('database password is hunter2'));
    expect(mapped.code).toBe('internal');
    expect(mapped.message).not.toContain('hunter2');
  });
});

describe('Credential', () => {
  it('refuses a call without auth', () => {
    expect(() => Credential.fromAuth(undefined)).toThrow(UnauthenticatedError);
  });

  it('checks ownership', () => {
    const credential = Credential.of('u1');
    expect(() => credential.assertOwns({ ownerUid: 'u1' })).not.toThrow();
    expect(() => credential.assertOwns({ ownerUid: 'u2' })).toThrow(ForbiddenError);
  });

  it('requires a verified e-mail where asked', () => {
    expect(() => Credential.of('u1', false).assertEmailVerified()).toThrow(PreconditionError);
    expect(() => Credential.of('u1', true).assertEmailVerified()).not.toThrow();
  });
});

describe('OwnerCredential', () => {
  const space = { id: 's1', ownerUid: 'u1' };

  it('is the owner of the named space, with a verified e-mail', () => {
    const owner = OwnerCredential.forSpace(Credential.of('u1'), space);
    expect(owner.spaceId).toBe('s1');
    expect(owner.uid).toBe('u1');
  });

  it('refuses another account', () => {
    expect(() => OwnerCredential.forSpace(Credential.of('u2'), space)).toThrow(ForbiddenError);
  });

  it('refuses an unverified e-mail address', () => {
    expect(() => OwnerCredential.forSpace(Credential.of('u1', false), space)).toThrow(
      PreconditionError,
    );
  });
});

describe('nestedDeeperThan', () => {
  const nest = (levels: number, inner: unknown = 1): unknown => {
    let value = inner;
    for (let level = 0; level < levels; level++) value = level % 2 ? { a: value } : [value];
    return value;
  };

  it('counts arrays and objects, not scalars', () => {
    expect(nestedDeeperThan('text', 0)).toBe(false);
    expect(nestedDeeperThan(nest(3), 3)).toBe(false);
    expect(nestedDeeperThan(nest(4), 3)).toBe(true);
    expect(nestedDeeperThan({ wide: Array.from({ length: 1000 }, (_, i) => ({ i })) }, 3)).toBe(
      false,
    );
  });

  it('walks a hostile depth without recursion', () => {
    expect(nestedDeeperThan(nest(200_000), MAX_PAYLOAD_DEPTH)).toBe(true);
  });
});
