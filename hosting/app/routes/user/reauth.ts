// Sensitive account changes (e-mail, password) ask for the current password first: Firebase Auth
// refuses them after an old sign-in, and the password proves it is the owner at the keyboard.
import { EmailAuthProvider, reauthenticateWithCredential, type User } from 'firebase/auth';
import { signedInUser, signedOut } from '../../lib/auth/signed-in-user';

/** Signs in again with the current password; answers the refreshed user. */
export async function reauthenticate(password: string): Promise<User> {
  const user = await signedInUser();
  // An account without an address has no password to prove: as good as signed out here.
  if (!user.email) throw signedOut();
  const { user: fresh } = await reauthenticateWithCredential(
    user,
    EmailAuthProvider.credential(user.email, password),
  );
  return fresh;
}
