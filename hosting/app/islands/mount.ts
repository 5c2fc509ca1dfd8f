// Renders an island in the browser with Preact (the bundle aliases React to preact/compat). Each
// island's chunk (chunks/) is `island(name, Component, areas)`: the component, and the message
// areas it speaks, which join the catalogue before it renders. The page's entry (boot.ts) mounts
// it on the elements the server marked with its name. Rendering reuses the server's elements; what
// a visitor typed before the script arrived is handed to the island, so nothing typed is lost.
import { h, render, type ComponentType } from 'preact';
import { catalogues, type Catalogues } from './catalogues';
import type { ISLANDS, IslandName, TypedFields } from './registry';

/** An island's chunk: mounts the island on the elements that show it. */
export interface IslandChunk<N extends IslandName> {
  (elements: readonly HTMLElement[]): void;
  /** Only for the compiler: which island this chunk mounts. */
  readonly island?: N;
}

function typedFields(element: HTMLElement): TypedFields | undefined {
  const typed: Record<string, string> = {};
  for (const field of element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input[name], textarea[name]',
  )) {
    // Hidden fields name the form, the honeypot is a bot's: neither was typed by the visitor.
    if (field.value && field.type !== 'hidden' && field.name !== 'website')
      typed[field.name] = field.value;
  }
  return Object.keys(typed).length > 0 ? typed : undefined;
}

/**
 * An island's chunk. Its name is for the compiler, which matches it with the component, and for the
 * build, which reads it from this call (hosting/islands-build.ts).
 */
export function island<N extends IslandName>(
  _name: N,
  component: (typeof ISLANDS)[N],
  areas: Partial<Catalogues>,
): IslandChunk<N> {
  const Component = component as unknown as ComponentType<Record<string, unknown>>;
  return (elements) => {
    Object.assign(catalogues, areas);
    for (const element of elements) {
      const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
      const typed = typedFields(element);
      render(h(Component, typed ? { ...props, typed } : props), element);
    }
  };
}
