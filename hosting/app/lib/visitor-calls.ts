// How visitors' islands call the callables: by name, typed by the contract. The Firebase SDK (app
// and Functions, about 9 KB gzipped and its parse time on a phone) is not part of the page's
// first load: it comes with the first call, or as soon as a visitor starts on a form.
import type { RequestOf, ResponseOf } from '@spaces/contracts';

const sdk = () => Promise.all([import('./call'), import('./visitor-functions.client')]);

/** `callAsVisitor<typeof sendLetter>('sendLetter', request)`; a failure is a CallError. */
export async function callAsVisitor<C extends { name: string }>(
  name: C['name'],
  request: RequestOf<C>,
): Promise<ResponseOf<C>> {
  const [{ callByName }, { visitorFunctions }] = await sdk();
  return callByName<C>(await visitorFunctions(), name, request);
}

/** Loads and sets up the SDK ahead of a call (a failure here shows at the call). */
export function prepareVisitorCalls(): void {
  sdk()
    .then(([, { visitorFunctions }]) => visitorFunctions())
    .catch(() => undefined);
}
