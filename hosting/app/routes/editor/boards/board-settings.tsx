// A board's settings: its cover (uploaded through the image pipeline, which attaches it itself),
// then title, address, description, who may post and whether it is shown, saved as one.
import {
  BOARD_IMAGE_POLICIES,
  LIMITS,
  updateBoard,
  type Board,
  type BoardImagePolicy,
  type ImageRef,
} from '@spaces/contracts';
import { useState } from 'react';
import { ImageUpload } from '../../../components/image/image-upload';
import { AsyncForm } from '../../../components/ui/async-form';
import { Button } from '../../../components/ui/button';
import { SelectField, TextArea } from '../../../components/ui/field';
import { Switch } from '../../../components/ui/switch';
import { useT } from '../../../i18n/use-t';
import { callSignedIn } from '../../../lib/callables';
import { FormAlert } from '../../../components/form/form-alert';
import { useEditorSave } from '../../../forms/use-editor-save';
import { BoardFields, type BoardFieldValues } from './board-fields';
import { EditorCard } from '../shell/editor-card';

const IMAGE_POLICY_LABELS = {
  off: 'imagesOff',
  review: 'imagesReview',
  publish: 'imagesPublish',
} as const;

export function BoardSettings({
  spaceId,
  board,
  onSaved,
  onCover,
}: {
  spaceId: string;
  board: Board;
  onSaved: (board: Board) => void;
  onCover: (cover: ImageRef | undefined) => void;
}) {
  const t = useT('boards');
  const ui = useT('ui');
  const { save, formError, fieldErrors } = useEditorSave();
  const [fields, setFields] = useState<BoardFieldValues>({
    title: board.title,
    slug: board.slug,
    mode: board.mode,
  });
  const [description, setDescription] = useState(board.description);
  const [visible, setVisible] = useState(board.visible);
  const [images, setImages] = useState<BoardImagePolicy>(board.images ?? 'off');

  async function submit() {
    const answer = await save(
      () =>
        callSignedIn(updateBoard, {
          spaceId,
          boardId: board.boardId,
          board: { ...fields, description, visible, images },
        }),
      t('saved'),
    );
    if (answer) onSaved(answer.board);
  }

  return (
    <EditorCard id="board-settings" title={t('settings')} className="space-y-4 p-6">
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      <ImageUpload
        slot="board-cover"
        spaceId={spaceId}
        itemId={board.boardId}
        image={board.cover}
        onChange={onCover}
        label={t('cover')}
        hint={t('coverHint')}
        shape="wide"
      />
      <AsyncForm className="space-y-4" scriptNote={ui('needsScript')} onSubmit={submit}>
        <BoardFields
          fields={fields}
          errors={fieldErrors}
          onChange={setFields}
          slugHint={t('slugHint')}
        >
          <TextArea
            label={t('description')}
            name="description"
            maxLength={LIMITS.boardDescriptionMaxLength}
            value={description}
            error={fieldErrors['board.description']}
            onChange={(event) => setDescription(event.target.value)}
          />
        </BoardFields>
        {fields.mode !== 'owner' && (
          <SelectField
            label={t('images')}
            name="images"
            hint={t('imagesHint')}
            value={images}
            onChange={(event) => setImages(event.target.value as BoardImagePolicy)}
            options={BOARD_IMAGE_POLICIES.map((policy) => ({
              value: policy,
              label: t(IMAGE_POLICY_LABELS[policy]),
            }))}
          />
        )}
        <Switch label={t('visible')} checked={visible} onCheckedChange={setVisible} />
        <Button type="submit">{t('save')}</Button>
      </AsyncForm>
    </EditorCard>
  );
}
