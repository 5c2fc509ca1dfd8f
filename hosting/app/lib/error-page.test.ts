import { data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { chooseErrorPage } from './error-page';

/** What React Router hands an ErrorBoundary for a thrown `data()` / Response. */
function thrown(body: unknown, init: ResponseInit & { internal?: boolean }) {
  const { internal = false, ...rest } = init;
  const response = data(body, rest);
  return {
    status: response.init?.status ?? 200,
    statusText: response.init?.statusText ?? '',
    data: response.data,
    internal,
  };
}

describe('chooseErrorPage', () => {
  it('shows Page Not Found for 404, whatever the message', () => {
    expect(chooseErrorPage(thrown(null, { status: 404 }))).toEqual({
      kind: 'not-found',
      status: 404,
    });
    expect(chooseErrorPage(thrown('no such space', { status: 404, statusText: 'Gone' }))).toEqual({
      kind: 'not-found',
      status: 404,
    });
  });

  it('shows Internal Server Error with the status for other statuses without a message', () => {
    expect(chooseErrorPage(thrown(null, { status: 503 }))).toEqual({
      kind: 'server-error',
      status: 503,
    });
    expect(chooseErrorPage(thrown({ code: 1 }, { status: 400 }))).toEqual({
      kind: 'server-error',
      status: 400,
    });
  });

  it("shows the error's own status message", () => {
    expect(
      chooseErrorPage(thrown(null, { status: 403, statusText: 'This space is private' })),
    ).toEqual({
      kind: 'message',
      status: 403,
      message: 'This space is private',
    });
    expect(chooseErrorPage(thrown('Too many letters today', { status: 429 }))).toEqual({
      kind: 'message',
      status: 429,
      message: 'Too many letters today',
    });
    expect(chooseErrorPage(thrown({ message: 'Board is closed' }, { status: 410 }))).toEqual({
      kind: 'message',
      status: 410,
      message: 'Board is closed',
    });
  });

  it("keeps React Router's developer-facing bodies off the page", () => {
    const page = chooseErrorPage(
      thrown('Error: You made a POST request to "/" but did not provide an `action`', {
        status: 405,
        statusText: 'Method Not Allowed',
        internal: true,
      }),
    );
    // Named by its status in the page's language (the catalogue's status405), not in English.
    expect(page).toEqual({ kind: 'status', status: 405 });
    expect(
      chooseErrorPage(
        thrown('Error: no route', { status: 599, statusText: 'Odd', internal: true }),
      ),
    ).toEqual({ kind: 'server-error', status: 599 });
  });

  it('shows the 500 page for anything that is not an error response', () => {
    expect(chooseErrorPage(new Error('boom'))).toEqual({ kind: 'server-error', status: 500 });
    expect(chooseErrorPage('a string')).toEqual({ kind: 'server-error', status: 500 });
    expect(chooseErrorPage(undefined)).toEqual({ kind: 'server-error', status: 500 });
  });
});
