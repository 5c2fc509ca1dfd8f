// Paging cursors for newest-first lists of messages: the last item's time and id, opaque to the
// client. A cursor that does not decode is treated as a bad request, never as a crash.
import { ValidationError } from '../platform/errors';

export interface Position {
  createdAt: Date;
  messageId: string;
}

export function encodeCursor({ createdAt, messageId }: Position): string {
  return Buffer.from(JSON.stringify([createdAt.toISOString(), messageId])).toString('base64url');
}

export function decodeCursor(cursor: string, field = 'cursor'): Position {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [time, messageId] = value as unknown[];
      const createdAt = new Date(typeof time === 'string' ? time : NaN);
      if (typeof messageId === 'string' && messageId !== '' && !Number.isNaN(createdAt.getTime()))
        return { createdAt, messageId };
    }
  } catch {
    // falls through to the validation error
  }
  throw new ValidationError([{ field, rule: 'pattern' }]);
}
