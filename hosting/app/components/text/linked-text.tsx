// Owner-written plain text as visitors see it: line breaks kept, web addresses as links, and
// everything else as text that React escapes — never HTML. For the public page and the editor.
import { linkify } from '../../lib/linkify';
import { cn } from '../ui/cn';

export function LinkedText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={cn('break-words whitespace-pre-line', className)}>
      {linkify(text).map((token, i) =>
        token.kind === 'link' ? (
          <a
            key={i}
            href={token.href}
            rel="noopener noreferrer nofollow ugc"
            target="_blank"
            className="text-accent-strong underline underline-offset-2"
          >
            {token.text}
          </a>
        ) : (
          <span key={i}>{token.text}</span>
        ),
      )}
    </p>
  );
}
