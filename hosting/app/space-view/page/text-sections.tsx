// Text blocks: an 18 px heading and a loose body (1.7 line height reads better in Japanese), with
// line breaks kept and URLs linked; plain text, never HTML.
import { isSampleText, type PublicTextBlock } from '@spaces/contracts';
import { LinkedText } from './linked-text';
import { SampleMark } from './sample-mark';
import { Phrases } from '../../components/text/phrases';

export function TextSections({ texts }: { texts: readonly PublicTextBlock[] }) {
  return (
    <div className="flex flex-col gap-3" data-testid="space-texts">
      {texts.map((block) => (
        <SampleMark key={block.id} sample={isSampleText(block)}>
          <section className="space-surface rounded-2xl p-5 shadow-sm">
            {block.heading && (
              <h2 className="space-heading mb-2 text-lg leading-snug font-bold [overflow-wrap:anywhere]">
                <Phrases>{block.heading}</Phrases>
              </h2>
            )}
            {block.body && (
              <p className="text-[15px] leading-[1.7] whitespace-pre-line [overflow-wrap:anywhere]">
                <LinkedText text={block.body} />
              </p>
            )}
          </section>
        </SampleMark>
      ))}
    </div>
  );
}
