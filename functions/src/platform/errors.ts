// Typed domain errors. Domain code throws these by reason; only the callable wrapper turns them
// into HttpsError codes, through the contracts' one table of reasons (ERROR_REASONS), so the
// domain never depends on the transport.
import type { ErrorDetails, ErrorReason, FieldIssue } from '@spaces/contracts';

export class DomainError extends Error {
  constructor(
    readonly reason: ErrorReason,
    message: string,
    /** What the caller is told besides the reason (limit, retry time, issues). */
    readonly details: Omit<ErrorDetails, 'reason'> = {},
  ) {
    super(message);
  }
}

/** The request broke a field rule the schema alone cannot express (or the schema itself). */
export class ValidationError extends DomainError {
  constructor(readonly issues: FieldIssue[]) {
    super(
      'invalid-input',
      `invalid input: ${issues.map((i) => `${i.field || '(payload)'} ${i.rule}`).join(', ')}`,
      { issues },
    );
  }
}

export class UnauthenticatedError extends DomainError {
  constructor() {
    super('signed-out', 'sign in first');
  }
}

export class ForbiddenError extends DomainError {
  constructor() {
    super('not-owner', 'the space belongs to another user');
  }
}

export class NotFoundError extends DomainError {
  constructor() {
    super('space-not-found', 'no such space');
  }
}

export class MessageNotFoundError extends DomainError {
  constructor() {
    super('message-not-found', 'no such message');
  }
}

export class ConflictError extends DomainError {
  constructor() {
    super('slug-taken', 'the slug is taken');
  }
}

export class LimitError extends DomainError {
  constructor(readonly limit: number) {
    super('space-limit', `at most ${limit} spaces per user`, { limit });
  }
}

export class PreconditionError extends DomainError {
  constructor(reason: 'email-not-verified' | 'recent-sign-in-required') {
    super(reason, reason);
  }
}
