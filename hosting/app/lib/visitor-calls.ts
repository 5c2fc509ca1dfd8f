// How visitors' islands call the callables (the wall's and the boards' "show more"): by name,
// typed by the contract. The Firebase SDK (app and Functions, about 9 KB gzipped and its parse time
// on a phone) is not part of the page's first load: it comes with the first call. The send forms
// need none of it: they post to /_send (lib/send-form.ts).
import type { RequestOf, ResponseOf } from '@spaces/contracts';

const sdk = () => Promise.all([import('./call'), import('./visitor-functions.client')]);

/** `callAsVisitor<typeof listWallMessages>('listWallMessages', request)`; a failure is a CallError. */
export async function callAsVisitor<C extends { name: string }>(
  name: C['name'],
  request: RequestOf<C>,
): Promise<ResponseOf<C>> {
  const [{ callByName }, { visitorFunctions }] = await sdk();
  return callByName<C>(await visitorFunctions(), name, request);
}
