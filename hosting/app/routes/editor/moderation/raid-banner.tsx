// The raid-mode banner of the overview and the inbox (decision 045): what happened and since when,
// how many messages wait, and the owner's three ways out — release every held message, delete
// them all, end raid mode — each confirmed first and shown pending while it runs.
import {
  formatDate,
  type HeldAction,
  settleHeldMessages,
  updateModeration,
} from '@spaces/contracts';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { AlertIcon } from '../../../components/icons/ui-icons';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { useLang, useT } from '../../../i18n/use-t';
import { call } from '../../../lib/call';
import { toCallError } from '../../../lib/call-error';
import { signedInFunctions } from '../../../lib/callables';
import { FormAlert } from '../../../components/form/form-alert';
import { describeCallError } from '../../../forms/call-messages';
import { useEditorSpace } from '../shell/editor-space';
import { setHeldAndUnread, useInboxCounts } from '../../../lib/unread-count';

type Action = HeldAction | 'end';

/**
 * A call answers `more` when its time ran out before every held message was settled; the banner
 * goes on with the next call, this many at most (each settles tens of thousands).
 */
const MAX_ROUNDS = 10;

/** The space is the layout's copy, so that ending raid mode hides the banner on every page. */
export function RaidBanner({ linkToHeld = false }: { linkToHeld?: boolean }) {
  const t = useT('moderation');
  const lang = useLang();
  const confirm = useConfirm();
  const toast = useToast();
  const revalidator = useRevalidator();
  const { space, setSpace } = useEditorSpace();
  const counts = useInboxCounts(space.slug, space.spaceId);
  const [busy, setBusy] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);
  const since = space.moderation.raidSince;
  if (since === null) return null;

  async function run(action: Action, work: () => Promise<string>) {
    setBusy(action);
    setError(null);
    try {
      toast.add({ title: await work(), color: 'success' });
    } catch (caught) {
      const { message } = describeCallError(lang, toCallError(caught));
      setError(message);
      toast.add({ title: message, color: 'error' });
    } finally {
      setBusy(null);
    }
  }

  async function settle(action: HeldAction) {
    const confirmed = await confirm({
      title: t(action === 'release' ? 'releaseAllTitle' : 'deleteAllTitle'),
      description: t(action === 'release' ? 'releaseAllBody' : 'deleteAllBody'),
      confirmLabel: t(action === 'release' ? 'releaseAllConfirm' : 'deleteAllConfirm'),
      color: action === 'delete' ? 'error' : 'primary',
    });
    if (!confirmed) return;
    await run(action, async () => {
      const functions = await signedInFunctions();
      let settled = 0;
      for (let round = 0; round < MAX_ROUNDS; round++) {
        const answer = await call(functions, settleHeldMessages, {
          spaceId: space.spaceId,
          action,
        });
        settled += answer.settled;
        setHeldAndUnread(space.slug, answer.held, answer.unread);
        if (!answer.more) break;
      }
      // The inbox below lists what it loaded: load it again, and stay busy until it is loaded, so
      // that a later action's answer is never overwritten by this older load.
      await revalidator.revalidate();
      return t(action === 'release' ? 'released' : 'deleted', { count: settled });
    });
  }

  async function endRaid() {
    const confirmed = await confirm({
      title: t('endRaidTitle'),
      description: t('endRaidBody'),
      confirmLabel: t('endRaidConfirm'),
    });
    if (!confirmed) return;
    await run('end', async () => {
      const functions = await signedInFunctions();
      const saved = await call(functions, updateModeration, {
        spaceId: space.spaceId,
        endRaid: true,
      });
      setSpace(saved.space);
      return t('raidEnded');
    });
  }

  const sinceText = formatDate(lang, since);
  const held = counts?.held;
  return (
    <section
      aria-labelledby="raid-banner-title"
      data-testid="raid-banner"
      aria-busy={busy !== null}
      className="space-y-3 rounded-lg border border-warning-300 bg-warning-50 p-4 text-warning-900 sm:p-6"
    >
      <h2 id="raid-banner-title" className="flex items-start gap-2 text-base font-bold">
        <AlertIcon className="mt-0.5 size-5 shrink-0" />
        {t('raidTitle')}
      </h2>
      <p className="text-sm leading-relaxed">{t('raidBody', { since: sinceText })}</p>
      <p className="text-sm font-semibold" data-testid="raid-held">
        {t('raidHeld', { count: held ?? '–' })}
        {linkToHeld && (
          <Link
            to={`/s/${space.slug}/messages?filter=held`}
            className="ml-3 inline-flex min-h-11 items-center font-medium underline underline-offset-2"
          >
            {t('reviewHeld')}
          </Link>
        )}
      </p>
      {error && <FormAlert tone="error">{error}</FormAlert>}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button
          className="min-h-11"
          disabled={busy !== null || held === 0}
          loading={busy === 'release'}
          onClick={() => settle('release')}
        >
          {busy === 'release' ? t('working') : t('releaseAll')}
        </Button>
        <Button
          className="min-h-11"
          color="error"
          variant="outline"
          disabled={busy !== null || held === 0}
          loading={busy === 'delete'}
          onClick={() => settle('delete')}
        >
          {busy === 'delete' ? t('working') : t('deleteAll')}
        </Button>
        <Button
          className="min-h-11"
          color="neutral"
          variant="outline"
          disabled={busy !== null}
          loading={busy === 'end'}
          onClick={endRaid}
        >
          {busy === 'end' ? t('working') : t('endRaid')}
        </Button>
      </div>
      <p className="text-xs">{t('raidBoards')}</p>
    </section>
  );
}
