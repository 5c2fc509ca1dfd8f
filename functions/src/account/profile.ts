// The account's profile: the display name the Auth record keeps, as the user area sets it.
import { LIMITS } from '@spaces/contracts';
import { getAuth } from 'firebase-admin/auth';
import { ValidationError } from '../platform/errors';

/** The display name to store: trimmed, neither blank nor longer than the limit once trimmed. */
export function checkDisplayName(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw new ValidationError([{ field: 'displayName', rule: 'blank' }]);
  if ([...trimmed].length > LIMITS.displayNameMaxLength)
    throw new ValidationError([
      { field: 'displayName', rule: 'maxLength', limit: LIMITS.displayNameMaxLength },
    ]);
  return trimmed;
}

/** Sets the Auth user's display name; answers the name stored. */
export async function setDisplayName(uid: string, value: string): Promise<string> {
  const displayName = checkDisplayName(value);
  await getAuth().updateUser(uid, { displayName });
  return displayName;
}
