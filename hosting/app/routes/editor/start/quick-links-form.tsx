// The first steps' links box (see ./quick-links.ts): one paste, one tap, and the social icons and
// the buttons are the owner's own — saved as the SNS and buttons forms would save them.
import { updateSpaceButtons, updateSpaceSns } from '@spaces/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextArea } from '../../../components/ui/field';
import { useT } from '../../../i18n/use-t';
import { call } from '../../../lib/call';
import { signedInFunctions } from '../../../lib/callables';
import { useEditorSave } from '../form/use-editor-save';
import { useEditorSpace } from '../shell/editor-space';
import { FormAlert } from '../../auth/form-alert';
import { planQuickLinks } from './quick-links';

export function QuickLinksForm() {
  const t = useT('start');
  const { space, setSpace } = useEditorSpace();
  const { save, formError } = useEditorSave();
  const [text, setText] = useState('');
  const [unreadable, setUnreadable] = useState<string[]>([]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const plan = planQuickLinks(text, space);
    setUnreadable(plan.unreadable);
    if (plan.added.sns + plan.added.buttons === 0) return;
    const spaceId = space.spaceId;
    await save(
      async () => {
        const functions = await signedInFunctions();
        // Up to two saves, each what its own form would send: the last answer carries both.
        if (plan.added.buttons === 0)
          return call(functions, updateSpaceSns, { spaceId, sns: plan.sns });
        if (plan.added.sns > 0) await call(functions, updateSpaceSns, { spaceId, sns: plan.sns });
        return call(functions, updateSpaceButtons, { spaceId, buttons: plan.buttons });
      },
      t('quickLinksAdded', plan.added),
      {
        onSaved: (saved) => {
          setSpace(saved.space);
          setText('');
        },
      },
    );
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
      <Button type="submit" size="sm" className="min-h-11" disabled={text.trim() === ''}>
        {t('quickLinksAdd')}
      </Button>
    </form>
  );
}
