import { LinkedTokens } from '../../components/text/linked-text';

/** Plain text with its URLs linked, as the public page shows it. */
export function LinkedText({ text }: { text: string }) {
  return (
    <LinkedTokens
      text={text}
      linkClassName="break-all underline decoration-1 underline-offset-2 hover:decoration-2"
    />
  );
}
