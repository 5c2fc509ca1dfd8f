// Owner-written plain text as visitors see it: web addresses as links, and everything else as text
// that React escapes — never HTML. One rendering for the public page and the editor, so both link
// the same words the same way.
import { linkify } from '../../lib/linkify';
import { cn } from '../ui/cn';

/** Text with its URLs linked; line breaks are kept by the caller's `whitespace-pre-line`. */
export function LinkedTokens({
  text,
  linkClassName,
  newTab = false,
}: {
  text: string;
  linkClassName: string;
  /** Links open in a new tab (the editor's preview, which must not be left). */
  newTab?: boolean;
}) {
  return (
    <>
      {linkify(text).map((token, i) =>
        token.kind === 'link' ? (
          <a
            key={i}
            href={token.href}
            rel="noopener noreferrer nofollow ugc"
            target={newTab ? '_blank' : undefined}
            className={linkClassName}
          >
            {token.text}
          </a>
        ) : (
          token.text
        ),
      )}
    </>
  );
}

/** A paragraph of owner-written text, line breaks kept, as the editor previews it. */
export function LinkedText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={cn('break-words whitespace-pre-line', className)}>
      <LinkedTokens
        text={text}
        newTab
        linkClassName="text-accent-strong underline underline-offset-2"
      />
    </p>
  );
}
