// A page's content as the console draws it (what it shows now, and its snapshot): its title, its
// texts labelled by part, its links as text with their addresses, and its images. Everything is
// the owner's or a visitor's words: React escapes it, and only http(s) and mailto become links.
import type { ContentView } from '@spaces/contracts';
import { SpaceImage } from '../../components/image/space-image';
import { useT } from '../../i18n/use-t';
import { PART_KEYS } from './labels';

function safeHref(url: string): string | undefined {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' || protocol === 'mailto:'
      ? url
      : undefined;
  } catch {
    return undefined;
  }
}

export function ContentViewPanel({ view }: { view: ContentView }) {
  const t = useT('ops');
  return (
    <div className="space-y-3 text-sm">
      <p className="text-base font-semibold break-words text-fg">{view.title}</p>
      {view.texts.length > 0 && (
        <dl className="space-y-2">
          {view.texts.map((text, index) => (
            <div key={index}>
              <dt className="text-xs text-fg-muted">{t(PART_KEYS[text.part])}</dt>
              <dd className="break-words whitespace-pre-line text-fg">{text.text}</dd>
            </div>
          ))}
        </dl>
      )}
      {view.links.length > 0 && (
        <ul className="space-y-1">
          {view.links.map((link, index) => {
            const href = safeHref(link.url);
            return (
              <li key={index} className="break-all">
                <span className="text-xs text-fg-muted">{t(PART_KEYS[link.part])}: </span>
                <span className="text-fg">{link.label} </span>
                {href ? (
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="text-fg-soft underline underline-offset-2"
                  >
                    {link.url}
                  </a>
                ) : (
                  <span className="text-fg-soft">{link.url}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {view.images.length > 0 && (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {view.images.map((image) => (
            <SpaceImage
              key={image.path}
              image={image}
              sizes="(min-width: 640px) 200px, 45vw"
              alt=""
              className="h-auto w-full rounded-md ring-1 ring-line"
            />
          ))}
        </div>
      )}
    </div>
  );
}
