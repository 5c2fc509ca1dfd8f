// Real users and ID tokens from the Auth emulator, through its REST API as the web SDK uses it;
// and the emulator's accounts as the Admin SDK sees them.
import { getAuth, type Auth } from 'firebase-admin/auth';
import { db } from './firestore';
import { PROJECT_ID, authHost, unique } from './stack';

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
}

const PASSWORD = 'correct horse battery';

async function post<T>(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`http://${authHost()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok)
    throw new Error(`Auth emulator ${path}: ${json.error?.message ?? response.status}`);
  return json;
}

const signIn = (email: string) =>
  post<{ localId: string; idToken: string }>(
    '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake',
    {
      email,
      password: PASSWORD,
      returnSecureToken: true,
    },
  );

/** A new signed-up user; verified unless asked otherwise (creating spaces needs a verified e-mail). */
export async function newUser(options: { verified?: boolean } = {}): Promise<TestUser> {
  const email = `user-${unique()}@spaces.test`;
  const { localId } = await post<{ localId: string }>(
    '/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake',
    {
      email,
      password: PASSWORD,
      returnSecureToken: true,
    },
  );
  if (options.verified ?? true) {
    // The emulator accepts "owner" as an admin credential for its admin endpoints.
    await post(
      `/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
      { localId, emailVerified: true },
      { Authorization: 'Bearer owner' },
    );
  }
  // Sign in after verification so that the token carries email_verified.
  const { idToken } = await signIn(email);
  return { uid: localId, email, idToken };
}

/** A new sign-in of an existing user: a fresh ID token, as after the sign-in page. */
export async function signInAgain(user: TestUser): Promise<TestUser> {
  const { idToken } = await signIn(user.email);
  return { ...user, idToken };
}

/** The emulator's Auth through the Admin SDK (on the app that db() starts). */
export function adminAuth(): Auth {
  db();
  return getAuth();
}

/** Whether Auth still has the account `uid`. */
export async function authUserExists(uid: string): Promise<boolean> {
  return adminAuth()
    .getUser(uid)
    .then(
      () => true,
      (error: unknown) => {
        if ((error as { code?: string }).code === 'auth/user-not-found') return false;
        throw error;
      },
    );
}
