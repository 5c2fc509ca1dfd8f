// The confirm dialog of /u/account: the kit's confirm overlay (Radix AlertDialog, opened through
// the overlay manager) with the password inside, because deleting needs a fresh sign-in. It stays
// open until the deletion has started or the person cancels, and shows why an attempt failed.
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { AsyncForm } from '../../components/ui/async-form';
import { Button } from '../../components/ui/button';
import { AlertFrame } from '../../components/ui/confirm-dialog';
import { TextField } from '../../components/ui/field';
import { useOverlayQuestion, type OverlayComponentProps } from '../../components/ui/overlay';
import { useT } from '../../i18n/use-t';
import { FormAlert } from '../../components/form/form-alert';

interface DeleteAccountDialogProps {
  spaceCount: number;
  /** Re-authenticates with the password and deletes: a message when it failed, nothing when done. */
  run: (password: string) => Promise<string | undefined>;
}

function DeleteAccountDialog({
  spaceCount,
  run,
  open,
  onClose,
  onAfterLeave,
}: DeleteAccountDialogProps & OverlayComponentProps<boolean>) {
  const t = useT('accountDeletion');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [running, setRunning] = useState(false);

  async function submit() {
    setFailure(undefined);
    setMissing(password === '');
    if (password === '') return;
    setRunning(true);
    try {
      const problem = await run(password);
      if (problem === undefined) onClose(true);
      else setFailure(problem);
    } finally {
      setRunning(false);
    }
  }

  return (
    <AlertFrame
      open={open}
      // Escape while the deletion runs would hide it, not stop it.
      onDismiss={() => {
        if (!running) onClose(false);
      }}
      onAfterLeave={onAfterLeave}
      title={t('dialogTitle')}
      description={t('dialogBody', { count: spaceCount })}
    >
      <AsyncForm
        onSubmit={submit}
        scriptNote={t('needsScript')}
        className="mt-4 space-y-4"
        noValidate
      >
        <TextField
          label={t('password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={missing ? t('passwordRequired') : null}
          required
        />
        {failure && <FormAlert tone="error">{failure}</FormAlert>}
        <div className="flex flex-wrap justify-end gap-2">
          <AlertDialog.Cancel asChild>
            <Button color="neutral" variant="outline" disabled={running}>
              {t('cancel')}
            </Button>
          </AlertDialog.Cancel>
          <Button type="submit" color="error">
            {t('confirm')}
          </Button>
        </div>
      </AsyncForm>
    </AlertFrame>
  );
}

/** Opens the dialog; resolves true once the deletion has started, false when cancelled. */
export function useDeleteAccountDialog(): (props: DeleteAccountDialogProps) => Promise<boolean> {
  return useOverlayQuestion(DeleteAccountDialog);
}
