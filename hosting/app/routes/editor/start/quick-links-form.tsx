// The first steps' links box (see ./quick-links.ts): one paste, one tap, and the social icons and
// the buttons are the owner's own — saved as the SNS and buttons forms would save them. Each
// button link's page is read first (previewLink) for its title; a page that does not answer in a
// few seconds leaves its button named by its host.
import { previewLink, updateSpaceButtons, updateSpaceSns } from '@spaces/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextArea } from '../../../components/ui/field';
import { useT } from '../../../i18n/use-t';
import { call } from '../../../lib/call';
import { signedInFunctions } from '../../../lib/callables';
import { useEditorSave } from '../../../forms/use-editor-save';
import { useEditorSpace } from '../shell/editor-space';
import { FormAlert } from '../../../components/form/form-alert';
import { planQuickLinks, readPastedLinks } from './quick-links';

/** How long the pages' titles are waited for before the buttons are named by their hosts. */
const TITLES_WAIT_MS = 5_000;

/** The titles of the pages behind the pasted button links that answered in time. */
async function pageTitles(spaceId: string, text: string): Promise<Map<string, string>> {
  const links = [
    ...new Set(
      readPastedLinks(text).flatMap((link) => (link.service || !link.href ? [] : [link.href])),
    ),
  ].slice(0, 10);
  const titles = new Map<string, string>();
  if (links.length === 0) return titles;
  const functions = await signedInFunctions();
  const asked = Promise.all(
    links.map(async (url) => {
      try {
        const preview = await call(functions, previewLink, { spaceId, url });
        const title = preview.title?.trim() || preview.siteName?.trim();
        if (title) titles.set(url, title);
      } catch {
        // A page that cannot be read is named by its host.
      }
    }),
  );
  await Promise.race([asked, new Promise((settle) => setTimeout(settle, TITLES_WAIT_MS))]);
  return new Map(titles);
}

export function QuickLinksForm() {
  const t = useT('start');
  const { space, setSpace } = useEditorSpace();
  const { save, formError } = useEditorSave();
  const [text, setText] = useState('');
  const [unreadable, setUnreadable] = useState<string[]>([]);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const spaceId = space.spaceId;
    const first = planQuickLinks(text, space);
    setUnreadable(first.unreadable);
    if (first.added.sns + first.added.buttons === 0) return;
    let plan = first;
    setPending(true);
    await save(
      async () => {
        if (first.added.buttons > 0)
          plan = planQuickLinks(text, space, await pageTitles(spaceId, text));
        const functions = await signedInFunctions();
        // Up to two saves, each what its own form would send: the last answer carries both.
        if (plan.added.buttons === 0)
          return call(functions, updateSpaceSns, { spaceId, sns: plan.sns });
        if (plan.added.sns > 0) await call(functions, updateSpaceSns, { spaceId, sns: plan.sns });
        return call(functions, updateSpaceButtons, { spaceId, buttons: plan.buttons });
      },
      t('quickLinksAdded', first.added),
      {
        onSaved: (saved) => {
          setSpace(saved.space);
          setText('');
        },
      },
    );
    setPending(false);
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-2" data-testid="quick-links">
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      <TextArea
        label={t('quickLinks')}
        hint={t('quickLinksHint')}
        value={text}
        rows={4}
        autoCapitalize="none"
        spellCheck={false}
        inputMode="url"
        placeholder={'https://x.com/…\nhttps://youtube.com/@…\nhttps://…'}
        error={
          unreadable.length > 0 ? t('quickLinksNone', { pieces: unreadable.join(' ') }) : undefined
        }
        onChange={(event) => setText(event.target.value)}
      />
      <Button
        type="submit"
        size="sm"
        className="min-h-11"
        loading={pending}
        disabled={text.trim() === ''}
      >
        {t('quickLinksAdd')}
      </Button>
    </form>
  );
}
