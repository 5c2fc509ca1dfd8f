// Japanese headings and buttons break only between phrases. Browsers with
// `word-break: auto-phrase` (app.css) find the phrases themselves; for the others a <wbr> marks
// each phrase boundary, found by BudouX's model (`@spaces/contracts/phrases`):
// - on a visitor's page, by the server (entry.server.tsx provides the splitter), so a browser
//   without JavaScript gets the breaks too and the page loads no model;
// - in the hydrated app (the editor, the account pages), after the first render and only in a
//   browser without `auto-phrase`, which then loads the model once. The first render is the plain
//   text on both sides, so hydration always matches.
// An island's markup is drawn again in the browser without the splitter: the island marker
// removes it (islands/island.tsx), so the server's markup and the browser's agree.
import { createContext, Fragment, useContext, useEffect, useState } from 'react';

/** Splits a text into its phrases, which joined are the text. */
export type PhraseSplitter = (text: string) => string[];

/** The splitter a server render provides for pages that are never hydrated. */
export const PhraseBreaks = createContext<PhraseSplitter | null>(null);

let loading: Promise<PhraseSplitter> | undefined;

/** The model, loaded once, in a browser that cannot find phrases by itself; null in others. */
function browserSplitter(): Promise<PhraseSplitter> | null {
  if (typeof CSS === 'undefined' || CSS.supports('word-break', 'auto-phrase')) return null;
  loading ??= import('@spaces/contracts/phrases').then((module) => module.phrasesOf);
  return loading;
}

/**
 * `text` with a break opportunity (<wbr>) between its phrases where the browser needs one. One
 * span whatever the browser, so in a flex row the text stays one item (a bare <wbr> would be
 * an item of its own, and the row's gap would open between phrases).
 */
export function Phrases({ children: text }: { children: string }) {
  const served = useContext(PhraseBreaks);
  const [loaded, setLoaded] = useState<PhraseSplitter | null>(null);
  useEffect(() => {
    if (served) return;
    let live = true;
    void browserSplitter()?.then((split) => live && setLoaded(() => split));
    return () => {
      live = false;
    };
  }, [served]);
  const split = served ?? loaded;
  if (!split) return <span>{text}</span>;
  return (
    <span>
      {split(text).map((phrase, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {phrase}
        </Fragment>
      ))}
    </span>
  );
}
