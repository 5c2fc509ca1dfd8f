// What a page says where it cannot work without JavaScript (the web SDK signs in, callables load
// and save): shown only when scripting is off, in place of controls that would do nothing.
export function NoScriptNote({ children }: { children: string }) {
  return (
    <noscript>
      <p
        role="note"
        className="rounded-md border border-line-strong bg-surface-muted px-3 py-2 text-sm text-fg"
      >
        {children}
      </p>
    </noscript>
  );
}
