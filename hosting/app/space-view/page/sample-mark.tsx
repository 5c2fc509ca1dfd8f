// In the editor's preview and the template picker, a template's sample still on the page is framed
// and labelled "sample — not on your page", so the owner sees what is not yet theirs; visitors'
// pages never hold a sample (publicPageOf leaves them out, decision 072), so nothing is marked there.
import { createContext, useContext, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';

const MarkSamples = createContext(false);

export const SampleMarksProvider = MarkSamples.Provider;

export function SampleMark({ sample, children }: { sample: boolean; children: ReactNode }) {
  const t = useT('space');
  const mark = useContext(MarkSamples);
  if (!mark || !sample) return children;
  return (
    <div
      className="relative rounded-2xl outline-2 outline-offset-4 outline-fg outline-dashed"
      data-sample="true"
    >
      {children}
      <span className="absolute -top-3 right-2 rounded-full bg-fg px-2 py-0.5 text-xs font-semibold text-(--color-canvas)">
        {t('sample')}
      </span>
    </div>
  );
}
