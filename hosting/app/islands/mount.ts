// Renders each island of the page in the browser with Preact (the bundle aliases React to
// preact/compat). Rendering reuses the server's elements; what a visitor typed before the script
// arrived is handed to the island, so nothing typed is lost.
import { h, render, type ComponentType } from 'preact';
import { ISLANDS, type IslandName, type TypedFields } from './registry';

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

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const name = element.dataset.island as IslandName;
  const Component = ISLANDS[name] as unknown as ComponentType<Record<string, unknown>> | undefined;
  if (!Component) continue;
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  const typed = typedFields(element);
  render(h(Component, typed ? { ...props, typed } : props), element);
}
// Said on the page, as React Router's `__reactRouterDataRouter` says a page has hydrated: the
// islands now answer input (journeys wait for it rather than for time).
document.documentElement.dataset.islands = 'mounted';
