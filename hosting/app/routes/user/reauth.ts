// Sensitive account changes (e-mail, password) ask for the current password first: Firebase Auth
// refuses them after an old sign-in, and the password proves it is the owner at the keyboard.
import { EmailAuthProvider, reauthenticateWithCredential, type User } from 'firebase/auth';
import { browserFirebase } from '../../lib/firebase.client';

/** The browser's signed-in user; a session without one reads as an expired sign-in. */
async function browserUser(): Promise<User> {
  const { auth } = browserFirebase();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user?.email)
    throw Object.assign(new Error('signed out'), { code: 'auth/user-token-expired' });
  return user;
}

/** Signs in again with the current password; answers the refreshed user. */
export async function reauthenticate(password: string): Promise<User> {
  const user = await browserUser();
  const { user: fresh } = await reauthenticateWithCredential(
    user,
    EmailAuthProvider.credential(user.email ?? '', password),
  );
  return fresh;
}
