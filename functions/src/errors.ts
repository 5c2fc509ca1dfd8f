// Typed domain errors. Domain code throws these; only the callable wrapper turns them into
// HttpsError codes (callable.ts), so the domain never depends on the transport.
import type { ErrorReason, FieldIssue } from '@spaces/contracts';

export abstract class DomainError extends Error {
  abstract readonly reason: ErrorReason;
}

/** The request broke a field rule the schema alone cannot express (or the schema itself). */
export class ValidationError extends DomainError {
  readonly reason = 'invalid-input';
  constructor(readonly issues: FieldIssue[]) {
    super(`invalid input: ${issues.map((i) => `${i.field || '(payload)'} ${i.rule}`).join(', ')}`);
  }
}

export class UnauthenticatedError extends DomainError {
  readonly reason = 'signed-out';
  constructor() {
    super('sign in first');
  }
}

export class ForbiddenError extends DomainError {
  readonly reason = 'not-owner';
  constructor() {
    super('the space belongs to another user');
  }
}

export class NotFoundError extends DomainError {
  readonly reason = 'space-not-found';
  constructor() {
    super('no such space');
  }
}

export class ConflictError extends DomainError {
  readonly reason = 'slug-taken';
  constructor() {
    super('the slug is taken');
  }
}

export class LimitError extends DomainError {
  readonly reason = 'space-limit';
  constructor(readonly limit: number) {
    super(`at most ${limit} spaces per user`);
  }
}

export class PreconditionError extends DomainError {
  constructor(readonly reason: 'email-not-verified') {
    super(reason);
  }
}
