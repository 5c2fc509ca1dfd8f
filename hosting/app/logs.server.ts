// Every server-side log line of the hosting codebase (STYLE §7). One JSON object per line: Cloud
// Logging reads `severity` and the fields, Error Reporting the stack in `message`. Only the path
// is logged, never the query string or headers, which can carry tokens.

type Severity = 'INFO' | 'WARNING' | 'ERROR';

function write(severity: Severity, message: string, fields: Record<string, unknown>): void {
  const line = JSON.stringify({ severity, message, ...fields });
  if (severity === 'ERROR') console.error(line);
  else console.log(line);
}

function describe(error: unknown): string {
  return error instanceof Error
    ? (error.stack ?? `${error.name}: ${error.message}`)
    : String(error);
}

/** A loader, action or render threw while handling `request`. */
export function requestFailed(error: unknown, request: Request): void {
  write('ERROR', describe(error), {
    event: 'request_failed',
    method: request.method,
    path: new URL(request.url).pathname,
  });
}

/** React failed while streaming a page that had already started. */
export function renderFailed(error: unknown, request: Request): void {
  write('ERROR', describe(error), { event: 'render_failed', path: new URL(request.url).pathname });
}
