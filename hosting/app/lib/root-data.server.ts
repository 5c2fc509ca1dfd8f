// What the root loader gives every page: the visitor's language, the public configuration, and
// whether a session is signed in. Also the SSR bench's baseline's root data (decision 064), so
// that the two cannot differ.
import { publicEnv } from '../env.server';
import { requestLanguage } from '../i18n/language.server';
import { hasSession } from './session.server';

export async function rootData(request: Request) {
  // `signedIn` chooses the header's links on the server, so a signed-in person never sees
  // "sign in" flash before the page hydrates.
  return { lang: requestLanguage(request), env: publicEnv, signedIn: await hasSession(request) };
}
