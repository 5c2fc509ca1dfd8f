// One editor section for every ordered list of a space (SNS links, buttons…): the rows with move
// and remove controls, an add button up to the limit, and the list saved as one request. A
// section gives its item shape, its callable and how one row's fields look.
import type { FieldIssue, SpaceForEdit } from '@spaces/contracts';
import type { ReactNode } from 'react';
import { PlusIcon } from '../../components/icons/ui-icons';
import { Button } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';
import { rowField } from './form-state';
import { move, newKey, removeAt, replaceAt, withKeys, type Keyed } from './ordered-list';
import { usePreviewDraft } from './preview-draft';
import type { PreviewDraft } from './preview-space';
import { RowControls } from './row-controls';
import { SectionForm } from './section-form';
import { SectionHeader } from './section-header';
import { useEditorForm, type SpaceCallable } from './use-editor-form';

export interface RowEditor<Item> {
  index: number;
  /** The message for one of this row's fields: it follows the row when rows move. */
  error: (name: keyof Item & string) => string | undefined;
  update: (change: Partial<Item>) => void;
  /** Move up, move down and remove, for the row to place. */
  controls: ReactNode;
}

export interface OrderedListSectionProps<Item extends { id?: string }, Req> {
  /** The request's list field, which also names its field errors: "sns", "buttons". */
  field: string;
  title: string;
  /** What to do when the list is empty. */
  empty: string;
  addLabel: string;
  max: number;
  /** data-testid of each row, for the browser journeys. */
  rowTestId: string;
  /** The saved items, each with its id. */
  itemsOf: (space: SpaceForEdit) => (Item & { id: string })[];
  newItem: () => Item;
  /** The request for the rows, in their order (strip the keys, trim what is typed). */
  toRequest: (rows: Keyed<Item>[], space: SpaceForEdit) => Req;
  callable: SpaceCallable<Req>;
  /** The contracts' list check (checkSnsLinks, checkButtons…) on the request. */
  check: (request: Req) => readonly FieldIssue[];
  renderRow: (row: Keyed<Item>, editor: RowEditor<Item>) => ReactNode;
  /** The rows as parts of the public page, for the live preview (preview-draft.tsx). */
  preview?: (rows: Keyed<Item>[]) => PreviewDraft;
}

export function OrderedListSection<Item extends { id?: string }, Req>({
  field,
  title,
  empty,
  addLabel,
  max,
  rowTestId,
  itemsOf,
  newItem,
  toRequest,
  callable,
  check,
  renderRow,
  preview,
}: OrderedListSectionProps<Item, Req>) {
  const t = useT('editor');
  const form = useEditorForm<Keyed<Item>[], Req>({
    fromSpace: (space) => withKeys(itemsOf(space)),
    toRequest,
    callable,
    check,
    rows: (rows) => ({ [field]: rows.map((row) => row.key) }),
  });
  const { value: rows, setValue: setRows, errors } = form;
  const full = rows.length >= max;
  usePreviewDraft(preview ? preview(rows) : null);

  return (
    <div>
      <SectionHeader title={title} count={{ count: rows.length, max }} error={form.formError} />
      <SectionForm form={form} label={title}>
        {rows.length === 0 && <p className="text-sm text-fg-muted">{empty}</p>}
        <ol className="space-y-3" aria-label={title}>
          {rows.map((row, index) => (
            <li
              key={row.key}
              data-testid={rowTestId}
              className="rounded-lg border border-line bg-surface p-4"
            >
              {renderRow(row, {
                index,
                error: (name) => errors[rowField(field, row.key, name)],
                update: (change) => setRows((current) => replaceAt(current, index, change)),
                controls: (
                  <RowControls
                    rowKey={row.key}
                    index={index}
                    count={rows.length}
                    onMove={(by) => setRows((current) => move(current, index, by))}
                    onRemove={() => setRows((current) => removeAt(current, index))}
                  />
                ),
              })}
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            color="neutral"
            leading={<PlusIcon className="size-4" />}
            disabled={full}
            onClick={() => setRows((current) => [...current, { ...newItem(), key: newKey() }])}
          >
            {addLabel}
          </Button>
          {full && <span className="text-sm text-fg-subtle">{t('limitReached', { max })}</span>}
        </div>
      </SectionForm>
    </div>
  );
}
