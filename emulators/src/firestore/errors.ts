// Errors that carry the gRPC status Cloud Firestore answers with, so the SDKs react as they do
// against Google's emulator.
import { status } from '@grpc/grpc-js';

export class Fail extends Error {
  constructor(
    readonly code: status,
    message: string,
  ) {
    super(message);
  }

  static invalid(message: string): Fail {
    return new Fail(status.INVALID_ARGUMENT, message);
  }
  static notFound(message: string): Fail {
    return new Fail(status.NOT_FOUND, message);
  }
  static exists(message: string): Fail {
    return new Fail(status.ALREADY_EXISTS, message);
  }
  static precondition(message: string): Fail {
    return new Fail(status.FAILED_PRECONDITION, message);
  }
  static aborted(message: string): Fail {
    return new Fail(status.ABORTED, message);
  }
  static denied(message: string): Fail {
    return new Fail(status.PERMISSION_DENIED, message);
  }
}

/** Any thrown value as a gRPC status: unexpected errors become INTERNAL. */
export function toStatus(error: unknown): { code: status; details: string } {
  if (error instanceof Fail) return { code: error.code, details: error.message };
  return { code: status.INTERNAL, details: error instanceof Error ? error.message : String(error) };
}
