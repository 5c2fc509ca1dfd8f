// One interactive part of a public page: rendered here with React like the rest of the page, and
// marked with its name and props so that the islands bundle renders it again in the browser. In
// the editor's preview (a hydrated React page) the marker is a plain wrapper.
import type { ComponentProps, ComponentType } from 'react';
import { ISLANDS, type IslandName } from './registry';
import { PhraseBreaks } from '../components/text/phrases';

export function Island<N extends IslandName>({
  name,
  props,
}: {
  name: N;
  props: ComponentProps<(typeof ISLANDS)[N]>;
}) {
  const Component = ISLANDS[name] as unknown as ComponentType<object>;
  return (
    // `contents`: the marker adds no box, so the page lays out as if it were not there.
    <div className="contents" data-island={name} data-props={JSON.stringify(props)}>
      {/* Drawn again in the browser, which has no phrase splitter: neither has the server's. */}
      <PhraseBreaks value={null}>
        <Component {...props} />
      </PhraseBreaks>
    </div>
  );
}
