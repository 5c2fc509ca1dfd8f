// What every visitor's send form posts besides what the visitor writes (decision 041): which form
// it is and where it sends, the idempotency key, and the honeypot.
import { IDEMPOTENCY_FIELD, newIdempotencyKey, type SendFormKind } from '@spaces/contracts';
import { useId, useState } from 'react';

/**
 * The form's idempotency key, and a way to make the next one: made when the form is drawn (on the
 * server for a page without JavaScript, in the browser by the island), and again after each
 * accepted send, so that a repeated post of one send is stored once (decision 066).
 */
export function useIdempotencyKey(): [key: string, next: () => void] {
  const [key, setKey] = useState(newIdempotencyKey);
  return [key, () => setKey(newIdempotencyKey())];
}

/**
 * The fields /_send reads to run the right send: the kind, the space and, for a post, its board;
 * and the idempotency key of this send.
 */
export function SendFormTarget({
  kind,
  slug,
  board,
  idempotencyKey,
}: {
  kind: SendFormKind;
  slug: string;
  board?: string;
  idempotencyKey: string;
}) {
  return (
    <>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="slug" value={slug} />
      {board !== undefined && <input type="hidden" name="board" value={board} />}
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
    </>
  );
}

/**
 * The honeypot `website`: people never see it, screen readers skip it, Tab never reaches it and
 * browsers never fill it in — only bots do.
 */
export function Honeypot({ label }: { label: string }) {
  const id = useId();
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name="website" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
