// What every visitor's send form posts besides what the visitor writes (decision 041): which form
// it is and where it sends, and the honeypot.
import type { SendFormKind } from '@spaces/contracts';
import { useId } from 'react';

/** The fields /_send reads to run the right send: the kind, the space and, for a post, its board. */
export function SendFormTarget({
  kind,
  slug,
  board,
}: {
  kind: SendFormKind;
  slug: string;
  board?: string;
}) {
  return (
    <>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="slug" value={slug} />
      {board !== undefined && <input type="hidden" name="board" value={board} />}
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
