// The overview's list of sections in page order, each with what it holds and the way to its page;
// reordered by drag, keyboard or the move buttons and saved through updateSectionOrder.
import {
  updateSectionOrder,
  type SectionKind,
  type UpdateSectionOrderRequest,
} from '@spaces/contracts';
import { Link } from 'react-router';
import { ChevronRightIcon, GripIcon } from '../../../components/icons/ui-icons';
import { cn } from '../../../components/ui/cn';
import type { MessageKey } from '../../../i18n/catalogues';
import { useT } from '../../../i18n/use-t';
import { FormAlert } from '../../../components/form/form-alert';
import { SectionForm } from '../../../forms/section-form';
import { useEditorForm } from '../form/use-editor-form';
import { move } from '../../../lib/ordered-list';
import { RowControls } from '../sections/row-controls';
import { useSortable } from '../sections/sortable';
import { useEditorSpace } from '../shell/editor-space';
import { sectionSummary, SECTION_ROUTES } from './section-summary';

/** The sections below the header, in page order; top is always first and is not moved. */
export function SectionOrder() {
  const t = useT('editor');
  const { space } = useEditorSpace();
  const form = useEditorForm<SectionKind[], UpdateSectionOrderRequest>({
    fromSpace: (saved) => [...saved.sectionOrder],
    toRequest: (sectionOrder, saved) => ({ spaceId: saved.spaceId, sectionOrder }),
    contract: updateSectionOrder,
  });
  const { value: order, setValue: setOrder } = form;
  const moveAt = (index: number, by: -1 | 1) => setOrder((current) => move(current, index, by));
  const sortable = useSortable(moveAt);
  const titleOf = (kind: SectionKind | 'top') => t(`sectionName_${kind}` as MessageKey<'editor'>);

  return (
    <section aria-labelledby="sections-heading" className="space-y-2">
      <h2 id="sections-heading" className="text-lg font-semibold text-fg">
        {t('sections')}
      </h2>
      <p className="text-sm text-fg-muted">{t('sectionsHint')}</p>
      {form.formError && <FormAlert tone="error">{form.formError}</FormAlert>}
      <SectionForm form={form} label={t('sections')} saveLabel={t('saveOrder')}>
        <div className="rounded-lg border border-line bg-surface">
          <SectionRow
            title={titleOf('top')}
            summary={sectionSummary(t, space, 'top')}
            to={SECTION_ROUTES.top}
          />
        </div>
        <ol className="space-y-2" aria-label={t('sectionOrder')} data-sortable-list="">
          {order.map((kind, index) => (
            <li
              key={kind}
              data-testid="section-row"
              data-section={kind}
              data-sortable-item=""
              data-key={kind}
              className={cn(
                'rounded-lg border border-line bg-surface',
                sortable.dragging === kind && 'shadow-lg ring-2 ring-accent',
              )}
            >
              <div className="flex items-center gap-1 pr-1">
                <button
                  type="button"
                  {...sortable.handleProps(kind, index, order.length)}
                  aria-label={t('reorderHandle', {
                    label: titleOf(kind),
                    n: index + 1,
                    count: order.length,
                  })}
                  aria-roledescription={t('reorderRole')}
                  className="flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-fg-subtle outline-none hover:text-fg focus-visible:ring-2 focus-visible:ring-accent active:cursor-grabbing"
                >
                  <GripIcon className="size-5" />
                </button>
                <div className="min-w-0 flex-1">
                  <SectionRow
                    title={titleOf(kind)}
                    summary={sectionSummary(t, space, kind)}
                    to={SECTION_ROUTES[kind]}
                  />
                </div>
                <div className="hidden sm:block">
                  <RowControls
                    rowKey={kind}
                    index={index}
                    count={order.length}
                    onMove={(by) => moveAt(index, by)}
                  />
                </div>
              </div>
            </li>
          ))}
        </ol>
      </SectionForm>
    </section>
  );
}

function SectionRow({ title, summary, to }: { title: string; summary: string; to?: string }) {
  const body = (
    <>
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-fg">{title}</span>
        <span className="block truncate text-sm text-fg-muted">{summary}</span>
      </span>
      {to !== undefined && <ChevronRightIcon className="size-4 shrink-0 text-fg-subtle" />}
    </>
  );
  return to === undefined ? (
    <div className="flex min-h-14 items-center gap-2 px-3 py-2">{body}</div>
  ) : (
    <Link
      to={to}
      className="flex min-h-14 items-center gap-2 rounded-lg px-3 py-2 outline-none hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-accent"
    >
      {body}
    </Link>
  );
}
