// The embeds section: each player a facade (an island) until its visitor plays it.
import type { PublicEmbed } from '@spaces/contracts';
import { Island } from '../../islands/island';
import { useT } from '../../i18n/use-t';

export function EmbedList({ embeds }: { embeds: readonly PublicEmbed[] }) {
  const t = useT('embeds');
  return (
    <section aria-label={t('sectionLabel')}>
      <ul className="flex flex-col gap-4" data-testid="space-embeds">
        {embeds.map((embed) => (
          <li key={embed.id}>
            <Island name="embedPlayer" props={{ embed }} />
          </li>
        ))}
      </ul>
    </section>
  );
}
