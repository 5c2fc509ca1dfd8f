// The templates a new space can start from, as a radio group of small pictures in each one's
// colours, and the chosen one as the page it makes (the same view visitors get).
import {
  designColors,
  SPACE_TEMPLATES,
  spaceTemplate,
  type SpaceTemplateId,
} from '@spaces/contracts';
import { CheckIcon } from '../../../components/icons/ui-icons';
import type { MessageKey } from '../../../i18n/catalogues';
import { useLang, useT } from '../../../i18n/use-t';
import { backgroundCss } from '../../../space-view/page/design-style';
import { SpacePageView } from '../../../space-view/page/space-page-view';
import { templatePage } from './template-page';
import { PictureRadio, PictureRadios } from '../../../components/form/picture-radios';

const NAMES: Record<SpaceTemplateId, [MessageKey<'start'>, MessageKey<'start'>]> = {
  creator: ['templateCreator', 'templateCreatorHint'],
  streamer: ['templateStreamer', 'templateStreamerHint'],
  artist: ['templateArtist', 'templateArtistHint'],
  musician: ['templateMusician', 'templateMusicianHint'],
  blank: ['templateBlank', 'templateBlankHint'],
};

export function TemplatePicker({
  selected,
  onSelect,
}: {
  selected: SpaceTemplateId;
  onSelect: (id: SpaceTemplateId) => void;
}) {
  const t = useT('start');
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-fg">{t('templateHeading')}</legend>
      <p className="text-sm text-fg-muted">{t('templateHint')}</p>
      <PictureRadios
        label={t('templateHeading')}
        values={SPACE_TEMPLATES}
        selected={selected}
        onSelect={onSelect}
        testId={(id) => `template-${id}`}
      >
        {(id, radio) => (
          <TemplateSwatch
            key={id}
            id={id}
            label={t(NAMES[id][0])}
            hint={t(NAMES[id][1])}
            {...radio}
          />
        )}
      </PictureRadios>
    </fieldset>
  );
}

/** A template as a small picture: its background, name, buttons and a card, in its colours. */
function TemplateSwatch({
  id,
  label,
  hint,
  selected,
  onSelect,
}: {
  id: SpaceTemplateId;
  label: string;
  hint: string;
  selected: boolean;
  onSelect: () => void;
}) {
  const { background, theme, buttons, cards, texts } = spaceTemplate(id, 'en');
  const colors = designColors(background, theme);
  const radius = { square: '3px', rounded: '6px', pill: '999px' }[theme.buttonShape];
  const bars = id === 'blank' ? 0 : Math.min(buttons.length, 3);
  return (
    <PictureRadio
      selected={selected}
      onSelect={onSelect}
      testId={`template-${id}`}
      label={`${label}: ${hint}`}
      className="min-h-11"
    >
      <span
        aria-hidden="true"
        className="flex h-28 flex-col items-center gap-1.5 px-4 pt-3"
        style={{ background: backgroundCss(background) }}
      >
        <span className="size-5 rounded-full" style={{ background: colors.surface }} />
        <span className="h-1.5 w-10 rounded-full" style={{ background: colors.text }} />
        {Array.from({ length: bars }, (_, i) => (
          <span
            key={i}
            className="h-3 w-full shrink-0"
            style={
              theme.buttonFill === 'solid'
                ? { background: colors.accent, borderRadius: radius }
                : { border: `1.5px solid ${colors.accent}`, borderRadius: radius }
            }
          />
        ))}
        {cards.length + texts.length > 0 && (
          <span className="h-4 w-full shrink-0 rounded" style={{ background: colors.surface }} />
        )}
      </span>
      <span className="flex flex-1 flex-col gap-0.5 bg-surface px-3 py-2">
        <span className="flex items-center justify-between text-sm font-medium text-fg">
          {label}
          {selected && <CheckIcon className="size-4 text-accent-strong" />}
        </span>
        <span className="text-xs text-fg-muted">{hint}</span>
      </span>
    </PictureRadio>
  );
}

/** The chosen template as the page it makes, with the name the owner has typed so far. */
export function TemplatePreview({
  template,
  slug,
  displayName,
}: {
  template: SpaceTemplateId;
  slug: string;
  displayName: string;
}) {
  const t = useT('start');
  const lang = useLang();
  const page = templatePage(template, lang, slug || 'your-page', displayName || t('previewName'));
  return (
    <section aria-labelledby="template-preview-heading" className="space-y-2">
      <h2 id="template-preview-heading" className="text-sm font-medium text-fg">
        {t('previewHeading')}
      </h2>
      <div
        // The page is shown, not used: its links and boxes stay out of the tab order. Relative,
        // so the page's visually hidden fields (absolutely placed) scroll with it instead of
        // stretching the document: /s/new had 600 px of blank page under its footer.
        inert
        className="relative h-[28rem] overflow-y-auto rounded-xl border border-line shadow-sm lg:h-[36rem]"
        data-testid="template-preview"
      >
        <SpacePageView space={page} now={0} preview />
      </div>
    </section>
  );
}
