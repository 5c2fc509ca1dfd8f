import { linkify } from '../../lib/linkify';

/** Plain text with its URLs linked; line breaks are kept by the caller's `whitespace-pre-line`. */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((token, i) =>
        token.kind === 'link' ? (
          <a
            key={i}
            href={token.href}
            rel="noopener noreferrer ugc nofollow"
            className="break-all underline decoration-1 underline-offset-2 hover:decoration-2"
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
