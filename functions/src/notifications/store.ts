// Firestore glue of notifications: the `mail` collection, in the shape the Firebase "Trigger
// Email" extension reads (`to`, `message.subject|text|html`), plus our own bookkeeping fields.
import { COLLECTIONS, db } from '../platform/firestore';

export interface MailDoc {
  to: string;
  message: { subject: string; text: string; html: string };
  /** The account the mail is for: deleting the account deletes its mail. */
  uid: string;
  createdAt: Date;
  /** A TTL policy on this field removes sent mail (docs/data-model.md). */
  expireAt: Date;
}

const ALREADY_EXISTS = 6;

/** Writes the mail under `id` unless it exists; answers false for a repeat (nothing written). */
export async function createMail(id: string, mail: MailDoc): Promise<boolean> {
  try {
    await db().collection(COLLECTIONS.mail).doc(id).create(mail);
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}

/** Deletes every mail document of the account `uid`, in pages; answers how many went. */
export async function deleteMailOf(uid: string): Promise<number> {
  const query = db().collection(COLLECTIONS.mail).where('uid', '==', uid).limit(400);
  let deleted = 0;
  for (;;) {
    const page = await query.get();
    if (page.empty) return deleted;
    const batch = db().batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += page.size;
  }
}
