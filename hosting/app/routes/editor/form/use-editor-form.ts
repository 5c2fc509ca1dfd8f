// One hook for every section form of the editor. It edits a value derived from the layout's
// space; checks the request with the callable's schema and the contracts' rules before sending;
// knows whether anything is unsaved (the value differs from the one last saved) and asks before
// that is lost — leaving for another page (React Router's blocker, with the kit's confirm dialog)
// or closing the tab (beforeunload); and keeps the messages of list fields on their rows by key.
import {
  uniqueIssues,
  type CallableContract,
  type Checked,
  type SpaceForEdit,
  type TSchema,
} from '@spaces/contracts';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { callSignedIn } from '../../../lib/callables';
import { requestValidator } from '../../../lib/request-validator';
import { fieldErrors } from '../../../forms/call-messages';
import { useEditorSpace } from '../shell/editor-space';
import {
  isDirty,
  keyIssues,
  valueAfterSave,
  type EditorForm,
  type ListKeys,
} from '../../../forms/form-state';
import { useLeaveWarning } from '../../../forms/use-leave-warning';
import { useEditorSave } from '../../../forms/use-editor-save';

/**
 * A callable that saves part of a space (its request a `Req`) and answers with the whole space;
 * the form checks a request with its schema before sending, as the callable will.
 */
export type SpaceContract<Req> = CallableContract<
  TSchema & { static: Req },
  TSchema & { static: { space: SpaceForEdit } }
>;

/**
 * The request and the check of a form saved as one field of its request (`top`, `share`…): the
 * value is sent as the contracts' check normalises it (trimmed), so that the schema judges what
 * is stored.
 */
export function sentAsChecked<F extends string, V>(field: F, rule: (value: V) => Checked<V>) {
  return {
    toRequest: (value: V, space: SpaceForEdit) => {
      const checked = rule(value);
      const sent = checked.ok ? checked.value : value;
      return { spaceId: space.spaceId, [field]: sent } as { spaceId: string } & Record<F, V>;
    },
    check: (request: Record<F, V>) => rule(request[field]),
  };
}

/** The names of an object's text fields (free text, or one of a set of words). */
export type TextKey<V> = { [K in keyof V]-?: V[K] extends string ? K : never }[keyof V] & string;

/** The names of an object's on/off fields. */
type FlagKey<V> = { [K in keyof V]-?: V[K] extends boolean ? K : never }[keyof V] & string;

/**
 * The controls of a section form whose value is one object: a change merged into the value, and
 * a text field, a select or a switch bound to one of its fields — its value, its change and, for
 * text, its message (the request's field `prefix.name`).
 */
export function controlsOf<V extends object>(form: EditorForm<V>, prefix: string) {
  const update = (change: Partial<V>) => form.setValue((current) => ({ ...current, ...change }));
  return {
    update,
    text: (name: TextKey<V>) => ({
      value: form.value[name] as string,
      error: form.errors[`${prefix}.${name}`],
      onChange: (event: { target: { value: string } }) =>
        update({ [name]: event.target.value } as Partial<V>),
    }),
    toggle: (name: FlagKey<V>) => ({
      checked: form.value[name] as boolean,
      onCheckedChange: (on: boolean) => update({ [name]: on } as Partial<V>),
    }),
  };
}

export interface EditorFormOptions<V, Req> {
  /** The form's value for a space as saved. */
  fromSpace: (space: SpaceForEdit) => V;
  /** The request for a value (trimmed as the section wants it sent). */
  toRequest: (value: V, space: SpaceForEdit) => Req;
  contract: SpaceContract<Req>;
  /** The contracts' rules a schema cannot express (checkTop, checkButtons…), on the request. */
  check?: (request: Req) => Checked<unknown>;
  /** The keys of the value's list rows, by request field, in the order they are sent. */
  rows?: (value: V) => ListKeys;
}

export function useEditorForm<V, Req>(options: EditorFormOptions<V, Req>): EditorForm<V> {
  const form = useEditorFormState(options);
  useLeaveWarning(form.dirty);
  return form;
}

/**
 * The form without its leave warning, for a page of several forms: a router has one blocker, so
 * such a page guards leaving once, with `useLeaveWarning(formA.dirty || formB.dirty)`.
 */
export function useEditorFormState<V, Req>(options: EditorFormOptions<V, Req>): EditorForm<V> {
  const { fromSpace, toRequest, contract, check, rows } = options;
  const t = useT('editor');
  const { space, setSpace } = useEditorSpace();
  const { save, formError, fieldErrors: errors, showInvalid, clear } = useEditorSave();
  const [value, setValue] = useState(() => fromSpace(space));
  const saved = fromSpace(space);
  const dirty = isDirty(value, saved);

  async function submit() {
    const sent = value;
    const request = toRequest(sent, space);
    // The rows as they are at this moment: later moves must not move the answer's messages.
    const sentRows = rows?.(sent) ?? {};
    const schemaIssues = requestValidator(contract).issues(request);
    const checked = check?.(request);
    const issues = uniqueIssues(schemaIssues, checked?.ok === false ? checked.issues : []);
    if (issues.length > 0) {
      showInvalid(fieldErrors(t, keyIssues(issues, sentRows)));
      return;
    }
    await save(() => callSignedIn(contract, request), t('saved'), {
      rows: sentRows,
      onSaved: ({ space: stored }) => {
        setSpace(stored);
        setValue((current) => valueAfterSave(current, sent, fromSpace(stored)));
      },
    });
  }

  function discard() {
    setValue(saved);
    clear();
  }

  return { value, setValue, dirty, errors, formError, submit, discard };
}
