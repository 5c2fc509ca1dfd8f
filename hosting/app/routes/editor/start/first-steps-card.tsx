// The overview's first-steps list for a space that is not set up yet: picture, links (pasted all at
// once, or one by one in their forms) and the template's samples (each listed with Edit and Remove),
// publish, share — each done here or one tap away, and checked off from the space itself. It goes
// away once every step is done.
import { getInsights } from '@spaces/contracts';
import { type ReactNode } from 'react';
import { CheckIcon } from '../../../components/icons/ui-icons';
import { Button, ButtonLink } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useToast } from '../../../components/ui/toast';
import { useT } from '../../../i18n/use-t';
import { callSignedIn } from '../../../lib/callables';
import { useCallableData } from '../../../lib/use-callable-data';
import { browserEnv } from '../../../lib/public-env';
import { useEditorSpace } from '../shell/editor-space';
import { FIRST_STEPS, firstSteps, SAMPLE_SECTIONS, type FirstStep } from './first-steps';
import { useEditorSave } from '../../../forms/use-editor-save';
import { removeSample } from './remove-sample';
import type { SampleItem } from '@spaces/contracts';
import { QuickLinksForm } from './quick-links-form';

/** Whether the published page has been visited; null until known (or when it cannot be). */
function useVisited(slug: string, published: boolean): boolean | null {
  // The list still works without it: sharing simply shows as not done yet.
  const { data } = useCallableData(
    async () =>
      published
        ? (await callSignedIn(getInsights, { slug, days: 90 })).days.some((day) => day.views > 0)
        : null,
    [slug, published],
  );
  return data ?? null;
}

export function FirstStepsCard({ onPublish }: { onPublish: () => Promise<void> }) {
  const t = useT('start');
  const ui = useT('ui');
  const toast = useToast();
  const { space, setSpace } = useEditorSpace();
  const { save } = useEditorSave();
  const visited = useVisited(space.slug, space.published);
  const state = firstSteps(space, visited === true);
  if (state.allDone) return null;
  const base = `/s/${space.slug}`;

  async function copyUrl() {
    try {
      await navigator.clipboard.writeText(`${browserEnv().siteOrigin}/${space.slug}`);
      toast.add({ title: ui('copied'), color: 'success' });
    } catch {
      toast.add({ title: ui('copyFailed'), color: 'error' });
    }
  }

  function remove(sample: SampleItem) {
    return save(() => removeSample(space, sample), t('sampleRemoved', { name: sample.name }), {
      onSaved: (saved) => setSpace(saved.space),
    });
  }

  const samples = state.samples.length > 0 && (
    <div className="space-y-2">
      <p className="text-sm text-fg-muted">{t('samplesLeft', { count: state.samples.length })}</p>
      <ul
        className="divide-y divide-line rounded-md border border-dashed border-line-strong"
        data-testid="samples-left"
      >
        {state.samples.map((sample) => (
          <li
            key={`${sample.kind}-${sample.id ?? ''}`}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2"
            data-testid="sample-left"
          >
            <span className="min-w-0 flex-1 text-sm">
              <span className="block text-xs text-fg-muted">{t(`sampleKind_${sample.kind}`)}</span>
              <span className="block truncate text-fg">{sample.name}</span>
            </span>
            <span className="flex gap-2">
              <ButtonLink
                to={`${base}/${SAMPLE_SECTIONS[sample.kind]}`}
                size="sm"
                variant="outline"
                className="min-h-11"
                aria-label={t('sampleEdit', { name: sample.name })}
              >
                {t('sampleEditShort')}
              </ButtonLink>
              <Button
                size="sm"
                variant="ghost"
                className="min-h-11"
                aria-label={t('sampleRemove', { name: sample.name })}
                onClick={() => remove(sample)}
              >
                {t('sampleRemoveShort')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );

  const steps: Record<
    FirstStep,
    { title: string; hint: string; action: ReactNode; more?: ReactNode }
  > = {
    picture: {
      title: t('stepPicture'),
      hint: t('stepPictureHint'),
      action: (
        <ButtonLink to={`${base}/top`} size="sm" variant="outline" className="min-h-11">
          {t('stepPictureAction')}
        </ButtonLink>
      ),
    },
    links: {
      title: t('stepLinks'),
      hint: t('stepLinksHint'),
      action: space.sns.length === 0 && (
        <ButtonLink to={`${base}/sns`} size="sm" variant="outline" className="min-h-11">
          {t('stepSnsAction')}
        </ButtonLink>
      ),
      more: (
        <div className="space-y-4">
          <QuickLinksForm />
          {samples}
        </div>
      ),
    },
    publish: {
      title: t('stepPublish'),
      hint: t('stepPublishHint'),
      action: (
        <span className="block">
          <Button size="sm" className="min-h-11" onClick={onPublish}>
            {t('stepPublishAction')}
          </Button>
        </span>
      ),
    },
    share: {
      title: t('stepShare'),
      hint: t('stepShareHint'),
      action: space.published && (
        <Button size="sm" variant="outline" className="min-h-11" onClick={copyUrl}>
          {t('stepShareAction')}
        </Button>
      ),
    },
  };
  const doneCount = FIRST_STEPS.filter((step) => state.done[step]).length;

  return (
    <section
      aria-labelledby="first-steps-heading"
      className="space-y-3 rounded-lg border border-line bg-surface p-4 sm:p-6"
      data-testid="first-steps"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="first-steps-heading" className="text-lg font-semibold text-fg">
          {t('stepsHeading')}
        </h2>
        <p className="text-sm text-fg-muted">
          {t('stepsProgress', { done: doneCount, total: FIRST_STEPS.length })}
        </p>
      </div>
      <ol className="divide-y divide-line">
        {FIRST_STEPS.map((step) => {
          const done = state.done[step];
          return (
            <li
              key={step}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3"
              data-testid={`first-step-${step}`}
              data-done={done}
            >
              <span
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full border-2',
                  done ? 'border-accent bg-accent text-on-accent' : 'border-line-strong',
                )}
              >
                {done && <CheckIcon className="size-4" />}
              </span>
              <div className="min-w-0 flex-1">
                <p className={cn('font-medium', done ? 'text-fg-muted line-through' : 'text-fg')}>
                  {steps[step].title}
                  {done && <span className="sr-only"> ({t('stepDone')})</span>}
                </p>
                {!done && <p className="text-sm text-fg-muted">{steps[step].hint}</p>}
              </div>
              {!done && steps[step].action && (
                // On phones the actions take a row of their own, under the step's words.
                <div className="w-full pl-10 sm:w-auto sm:pl-0">{steps[step].action}</div>
              )}
              {!done && steps[step].more && <div className="w-full pl-10">{steps[step].more}</div>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
