// /s/{slug}: the space's dashboard — the public URL with copy and share, the publish switch, the
// URL's QR code, exports, the inbox counts, the sections in page order (reordered by drag,
// keyboard or the move buttons, and saved through updateSectionOrder), the slug rename, and
// deletion.
import {
  checkSlug,
  deleteSpace,
  renameSpace,
  setSpacePublished,
  updateSectionOrder,
  validator,
  type SectionKind,
  type SpaceForEdit,
  type UpdateSectionOrderRequest,
} from '@spaces/contracts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  ChevronRightIcon,
  CopyIcon,
  ExternalLinkIcon,
  GripIcon,
  ShareIcon,
} from '../../../components/icons/ui-icons';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/field';
import { Switch } from '../../../components/ui/switch';
import { useToast } from '../../../components/ui/toast';
import { Tooltip } from '../../../components/ui/tooltip';
import type { MessageKey } from '../../../i18n/catalogues';
import { useT } from '../../../i18n/use-t';
import { call } from '../../../lib/call';
import { signedInFunctions } from '../../../lib/callables';
import { browserEnv } from '../../../lib/public-env';
import { titleMeta } from '../../../lib/page-title';
import { FormAlert } from '../../auth/form-alert';
import type { Route } from './+types/overview';
import { fieldErrors } from '../form/call-messages';
import { useEditorSpace } from '../shell/editor-space';
import { BoardsPanel } from '../boards/boards-panel';
import { InboxSummaryCard } from '../inbox/inbox-summary';
import { InsightsSummaryCard } from '../insights/insights-summary';
import { move } from '../sections/ordered-list';
import { ExportCard } from '../share/export-card';
import { QrCard } from '../share/qr-card';
import { RowControls } from '../sections/row-controls';
import { SectionForm } from '../form/section-form';
import { sectionSummary, SECTION_ROUTES } from './section-summary';
import { useSortable } from '../sections/sortable';
import { spaceCallable, useEditorForm } from '../form/use-editor-form';
import { useEditorSave } from '../form/use-editor-save';

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(matches, 'editor', 'overviewTitle');

const saveOrder = spaceCallable(updateSectionOrder);
const renameIssues = validator(renameSpace.request);

export default function Overview() {
  const t = useT('editor');
  const ui = useT('ui');
  const confirm = useConfirm();
  const navigate = useNavigate();
  const params = useParams();
  const { save, formError } = useEditorSave();
  const { space, setSpace } = useEditorSpace();

  // A rename answers with the space under its new slug: the address follows it.
  useEffect(() => {
    if (params.slug !== undefined && params.slug !== space.slug)
      void navigate(`/s/${space.slug}`, { replace: true });
  }, [params.slug, space.slug, navigate]);

  async function setPublished(published: boolean) {
    await save(
      async () =>
        call(await signedInFunctions(), setSpacePublished, { spaceId: space.spaceId, published }),
      published ? t('published') : t('unpublished'),
      { onSaved: (saved) => setSpace(saved.space) },
    );
  }

  async function remove() {
    const confirmed = await confirm({
      title: t('deleteTitle'),
      description: t('deleteBody', { name: space.top.displayName, slug: space.slug }),
      confirmLabel: t('deleteConfirm'),
      cancelLabel: ui('cancel'),
      color: 'error',
    });
    if (!confirmed) return;
    await save(
      async () => call(await signedInFunctions(), deleteSpace, { spaceId: space.spaceId }),
      t('deleted'),
      { onSaved: () => navigate('/u', { replace: true }) },
    );
  }

  return (
    <div className="space-y-6">
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      <section
        aria-label={t('publicUrl')}
        className="space-y-4 rounded-lg border border-line bg-surface p-4 sm:p-6"
      >
        <Switch
          label={t('publish')}
          checked={space.published}
          onCheckedChange={(on) => void setPublished(on)}
        />
        <PublicUrl space={space} />
      </section>
      <InsightsSummaryCard slug={space.slug} />
      <InboxSummaryCard space={space} />
      <QrCard
        url={`${browserEnv().siteOrigin}/${space.slug}`}
        slug={space.slug}
        {...(space.top.avatar ? { avatar: space.top.avatar } : {})}
      />
      <ExportCard slug={space.slug} />
      <SectionOrder />
      <BoardsPanel spaceId={space.spaceId} />
      <RenameSlug />
      <section className="rounded-lg border border-danger-line bg-surface p-4 sm:p-6">
        <Button color="error" variant="outline" className="min-h-11" onClick={remove}>
          {t('deleteSpace')}
        </Button>
      </section>
    </div>
  );
}

const noSubscription = () => () => {};

function PublicUrl({ space }: { space: SpaceForEdit }) {
  const t = useT('editor');
  const ui = useT('ui');
  const toast = useToast();
  const publicUrl = `${browserEnv().siteOrigin}/${space.slug}`;
  // Known only in the browser; the server renders without the share button.
  const canShare = useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === 'function',
    () => false,
  );

  async function copyUrl() {
    try {
      await navigator.clipboard.writeText(publicUrl);
      toast.add({ title: ui('copied'), color: 'success' });
    } catch {
      toast.add({ title: ui('copyFailed'), color: 'error' });
    }
  }

  async function share() {
    try {
      await navigator.share({ title: space.top.displayName, url: publicUrl });
    } catch {
      // Closing the share sheet rejects too; there is nothing to report.
    }
  }

  return (
    <div className="space-y-1">
      <p className="text-sm font-medium text-fg">{t('publicUrl')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          className="min-w-0 rounded bg-surface-muted px-2 py-1 text-sm break-all text-fg"
          data-testid="public-url"
        >
          {publicUrl}
        </code>
        <Tooltip content={ui('copy')}>
          <Button
            size="sm"
            variant="outline"
            color="neutral"
            className="min-h-11 min-w-11"
            onClick={copyUrl}
            aria-label={ui('copy')}
          >
            <CopyIcon className="size-4" />
          </Button>
        </Tooltip>
        {canShare && (
          <Tooltip content={t('share')}>
            <Button
              size="sm"
              variant="outline"
              color="neutral"
              className="min-h-11 min-w-11"
              onClick={share}
              aria-label={t('share')}
            >
              <ShareIcon className="size-4" />
            </Button>
          </Tooltip>
        )}
        {space.published && (
          <a
            href={publicUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-11 items-center gap-1 px-1 text-sm text-accent-strong hover:underline"
          >
            {t('openPublic')}
            <ExternalLinkIcon className="size-4" />
          </a>
        )}
      </div>
    </div>
  );
}

/** The sections below the header, in page order; top is always first and is not moved. */
function SectionOrder() {
  const t = useT('editor');
  const { space } = useEditorSpace();
  const form = useEditorForm<SectionKind[], UpdateSectionOrderRequest>({
    fromSpace: (saved) => [...saved.sectionOrder],
    toRequest: (sectionOrder, saved) => ({ spaceId: saved.spaceId, sectionOrder }),
    callable: saveOrder,
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

/** A new address for the space; the old one keeps redirecting and stays the owner's. */
function RenameSlug() {
  const t = useT('editor');
  const ui = useT('ui');
  const confirm = useConfirm();
  const { space, setSpace } = useEditorSpace();
  const { save, formError, fieldErrors: serverErrors, showInvalid } = useEditorSave();
  const [slug, setSlug] = useState(space.slug);
  const origin = browserEnv().siteOrigin;

  async function submit() {
    const request = { spaceId: space.spaceId, slug: slug.trim() };
    const checked = checkSlug(request.slug);
    const issues = [...renameIssues.issues(request), ...(checked.ok ? [] : checked.issues)];
    if (issues.length > 0) {
      showInvalid(fieldErrors(t, issues.slice(0, 1)));
      return;
    }
    if (checked.ok && checked.value === space.slug) return;
    const next = checked.ok ? checked.value : request.slug;
    const confirmed = await confirm({
      title: t('renameTitle'),
      description: t('renameConfirmBody', { from: space.slug, to: next }),
      confirmLabel: t('renameConfirm'),
      cancelLabel: ui('cancel'),
    });
    if (!confirmed) return;
    await save(async () => call(await signedInFunctions(), renameSpace, request), t('renamed'), {
      onSaved: ({ space: stored }) => {
        setSlug(stored.slug);
        setSpace(stored);
      },
    });
  }

  return (
    <section
      aria-labelledby="rename-heading"
      className="space-y-3 rounded-lg border border-line bg-surface p-4 sm:p-6"
    >
      <h2 id="rename-heading" className="text-lg font-semibold text-fg">
        {t('renameTitle')}
      </h2>
      <p className="text-sm text-fg-muted" id="rename-warning">
        {t('renameWarning')}
      </p>
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      <form
        noValidate
        aria-labelledby="rename-heading"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="min-w-48 flex-1">
          <TextField
            label={t('newSlug')}
            hint={`${origin}/${slug.trim().toLowerCase() || '…'}`}
            autoCapitalize="none"
            spellCheck={false}
            value={slug}
            error={serverErrors.slug}
            onChange={(event) => setSlug(event.target.value)}
          />
        </div>
        <Button type="submit" variant="outline" color="neutral" className="min-h-11">
          {t('renameSubmit')}
        </Button>
      </form>
    </section>
  );
}
