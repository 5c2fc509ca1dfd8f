// One editor section for every ordered list of a space (SNS links, buttons, cards, text blocks):
// compact rows — drag handle, icon, label, visibility switch — that open in place to edit one
// item at a time, so that a phone shows a long list without scrolling through a form per item.
// Rows reorder by dragging the handle (mouse, pen or touch), by the arrow keys on the handle, or
// by the move buttons of the open row; an add button up to the limit; the list saves as one
// request. A section gives its item shape, its callable, a row's summary and its fields; its
// title, words, limit and test ids follow from its list (LISTS).
import { LIMITS, type Checked, type SpaceForEdit } from '@spaces/contracts';
import { useState, type ReactNode } from 'react';
import { ChevronRightIcon, GripIcon, PlusIcon } from '../../../components/icons/ui-icons';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Switch } from '../../../components/ui/switch';
import { useT } from '../../../i18n/use-t';
import { rowField } from '../../../forms/form-state';
import { move, newKey, removeAt, replaceAt, withKeys, type Keyed } from '../../../lib/ordered-list';
import { usePreviewDraft } from '../shell/preview-draft';
import type { PreviewDraft } from '../shell/preview-space';
import { RowControls } from './row-controls';
import { SectionForm } from '../../../forms/section-form';
import { SectionHeader } from '../../../forms/section-header';
import { useSortable } from './sortable';
import { useEditorForm, type SpaceContract, type TextKey } from '../form/use-editor-form';

export interface RowEditor<Item> {
  index: number;
  /** The message for one of this row's fields: it follows the row when rows move. */
  error: (name: keyof Item & string) => string | undefined;
  update: (change: Partial<Item>) => void;
  /** A text field bound to one of the row's text fields: its value, its message, its change. */
  text: (name: TextKey<Item>) => {
    value: string;
    error: string | undefined;
    onChange: (event: { target: { value: string } }) => void;
  };
}

export interface RowSummary {
  icon?: ReactNode;
  /** What the closed row reads as: the item's own label, or "Item n" while it has none. */
  label: string;
  /** A second line under the label: where a link goes (its host). */
  detail?: string;
  /** Still a template's sample: marked, and left out of the public page (decision 072). */
  sample?: boolean;
}

/**
 * The lists, by their request field (which also names their field errors), each with its limit and
 * its page: the page names the section's words (`textTitle`, `textEmpty`, `textAdd`) and its rows'
 * data-testid for the browser journeys (`text-row`).
 */
const LISTS = {
  sns: { page: 'sns', max: LIMITS.snsLinksPerSpace },
  buttons: { page: 'button', max: LIMITS.buttonsPerSpace },
  cards: { page: 'card', max: LIMITS.cardsPerSpace },
  embeds: { page: 'embed', max: LIMITS.embedsPerSpace },
  texts: { page: 'text', max: LIMITS.textBlocksPerSpace },
} as const;

export interface OrderedListSectionProps<Item extends { id?: string }, Req> {
  field: keyof typeof LISTS;
  /** The saved items, each with its id. */
  itemsOf: (space: SpaceForEdit) => (Item & { id: string })[];
  newItem: () => Item;
  /** The request for the rows, in their order (strip the keys, trim what is typed). */
  toRequest: (rows: Keyed<Item>[], space: SpaceForEdit) => Req;
  contract: SpaceContract<Req>;
  /** The contracts' list check (checkSnsLinks, checkButtons…) on the request. */
  check: (request: Req) => Checked<unknown>;
  /** The closed row: an icon and a label. */
  summary: (row: Keyed<Item>, index: number) => RowSummary;
  /** For items that can be hidden: the row's switch reads and sets it. */
  visibility?: { of: (row: Item) => boolean; set: (visible: boolean) => Partial<Item> };
  /** The fields of the open row. */
  renderRow: (row: Keyed<Item>, editor: RowEditor<Item>) => ReactNode;
  /** The rows as parts of the public page, for the live preview (preview-draft.tsx). */
  preview?: (rows: Keyed<Item>[]) => PreviewDraft;
}

export function OrderedListSection<Item extends { id?: string }, Req>({
  field,
  itemsOf,
  newItem,
  toRequest,
  contract,
  check,
  summary,
  visibility,
  renderRow,
  preview,
}: OrderedListSectionProps<Item, Req>) {
  const t = useT('editor');
  const { page, max } = LISTS[field];
  const title = t(`${page}Title`);
  const form = useEditorForm<Keyed<Item>[], Req>({
    fromSpace: (space) => withKeys(itemsOf(space)),
    toRequest,
    contract,
    check,
    rows: (rows) => ({ [field]: rows.map((row) => row.key) }),
  });
  const { value: rows, setValue: setRows, errors } = form;
  const full = rows.length >= max;
  // One row open at a time, by key, so that it stays open while it moves.
  const [open, setOpen] = useState<string | null>(null);
  const sortable = useSortable((index, by) => setRows((current) => move(current, index, by)));

  const messagesOf = (key: string) =>
    Object.entries(errors)
      .filter(([path]) => path.startsWith(`${rowField(field, key)}.`))
      .map(([, message]) => message);

  // After a refused save (new messages), the first row with a message opens, so it is seen.
  const [shownErrors, setShownErrors] = useState(errors);
  if (shownErrors !== errors) {
    setShownErrors(errors);
    const first = rows.find((row) => messagesOf(row.key).length > 0);
    if (first) setOpen(first.key);
  }

  function add() {
    const key = newKey();
    setRows((current) => [...current, { ...newItem(), key }]);
    setOpen(key);
  }

  usePreviewDraft(preview ? preview(rows) : null);

  function rowEditor(row: Keyed<Item>, index: number): RowEditor<Item> {
    const error = (name: keyof Item & string) => errors[rowField(field, row.key, name)];
    const update = (change: Partial<Item>) =>
      setRows((current) => replaceAt(current, index, change));
    return {
      index,
      error,
      update,
      text: (name) => ({
        value: row[name] as string,
        error: error(name),
        onChange: (event) => update({ [name]: event.target.value } as Partial<Item>),
      }),
    };
  }

  return (
    <div>
      <SectionHeader title={title} count={{ count: rows.length, max }} error={form.formError} />
      <SectionForm form={form} label={title}>
        {rows.length === 0 && <p className="text-sm text-fg-muted">{t(`${page}Empty`)}</p>}
        <ol className="space-y-2" aria-label={title} data-sortable-list="">
          {rows.map((row, index) => {
            const isOpen = open === row.key;
            const { icon, label, detail, sample } = summary(row, index);
            const messages = messagesOf(row.key);
            const panelId = `${row.key}-panel`;
            return (
              <li
                key={row.key}
                data-testid={`${page}-row`}
                data-sortable-item=""
                data-key={row.key}
                className={cn(
                  'rounded-lg border bg-surface',
                  messages.length > 0 ? 'border-danger-line' : 'border-line',
                  sortable.dragging === row.key && 'shadow-lg ring-2 ring-accent',
                )}
              >
                <div className="flex min-h-14 items-center gap-1 pr-2">
                  <button
                    type="button"
                    {...sortable.handleProps(row.key, index, rows.length)}
                    aria-label={t('reorderHandle', { label, n: index + 1, count: rows.length })}
                    aria-roledescription={t('reorderRole')}
                    className="flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-fg-subtle outline-none hover:text-fg focus-visible:ring-2 focus-visible:ring-accent active:cursor-grabbing"
                  >
                    <GripIcon className="size-5" />
                  </button>
                  <button
                    type="button"
                    data-testid="row-toggle"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => setOpen(isOpen ? null : row.key)}
                    className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-md px-1 text-left outline-none focus-visible:ring-2 focus-visible:ring-accent"
                  >
                    {icon && <span className="flex size-6 shrink-0 items-center">{icon}</span>}
                    <span className="min-w-0 flex-1">
                      <span
                        data-testid="row-label"
                        className={cn(
                          'block truncate text-sm font-medium',
                          visibility && !visibility.of(row) ? 'text-fg-subtle' : 'text-fg',
                        )}
                      >
                        {label}
                      </span>
                      {(detail || sample) && (
                        <span className="flex min-w-0 items-center gap-2 text-xs text-fg-muted">
                          {sample && (
                            <span
                              className="shrink-0 rounded-full border border-dashed border-fg-muted px-1.5 font-medium whitespace-nowrap"
                              data-testid="row-sample"
                            >
                              {t('sampleBadge')}
                            </span>
                          )}
                          {detail && (
                            <span className="truncate" data-testid="row-detail">
                              {detail}
                            </span>
                          )}
                        </span>
                      )}
                      {!isOpen && messages.length > 0 && (
                        <span className="block truncate text-xs text-danger">{messages[0]}</span>
                      )}
                    </span>
                    <ChevronRightIcon
                      className={cn(
                        'size-4 shrink-0 text-fg-subtle transition-transform motion-reduce:transition-none',
                        isOpen && 'rotate-90',
                      )}
                    />
                  </button>
                  {visibility && (
                    <div className="flex min-h-11 items-center pl-1">
                      <Switch
                        hideLabel
                        label={t('visibleItem', { label })}
                        checked={visibility.of(row)}
                        onCheckedChange={(visible) =>
                          setRows((current) => replaceAt(current, index, visibility.set(visible)))
                        }
                      />
                    </div>
                  )}
                </div>
                {isOpen && (
                  <div id={panelId} className="space-y-4 border-t border-line p-4">
                    {renderRow(row, rowEditor(row, index))}
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <RowControls
                        rowKey={row.key}
                        index={index}
                        count={rows.length}
                        onMove={(by) => setRows((current) => move(current, index, by))}
                        onRemove={() => {
                          setRows((current) => removeAt(current, index));
                          setOpen(null);
                        }}
                      />
                      <Button
                        variant="outline"
                        color="neutral"
                        className="min-h-11"
                        onClick={() => setOpen(null)}
                      >
                        {t('closeItem')}
                      </Button>
                    </div>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            color="neutral"
            className="min-h-11"
            leading={<PlusIcon className="size-4" />}
            disabled={full}
            onClick={add}
          >
            {t(`${page}Add`)}
          </Button>
          {full && <span className="text-sm text-fg-subtle">{t('limitReached', { max })}</span>}
        </div>
      </SectionForm>
    </div>
  );
}
