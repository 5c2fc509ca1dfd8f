// Every callable: its deployed name, request and response schema. Types derive from the schemas.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { LIMITS } from './limits';
import {
  ButtonInputSchema,
  DisplayNameSchema,
  SnsLinkInputSchema,
  SpaceForEditSchema,
  SpaceIdSchema,
  SpaceSummarySchema,
  SpaceTopInputSchema,
} from './space';

export interface CallableContract<Req extends TSchema, Res extends TSchema> {
  /** The exported (deployed) function name, as passed to httpsCallable. */
  name: string;
  request: Req;
  response: Res;
}

function callable<Req extends TSchema, Res extends TSchema>(
  name: string,
  request: Req,
  response: Res,
): CallableContract<Req, Res> {
  return { name, request, response };
}

const closed = { additionalProperties: false } as const;

/** The slug as typed; the server lower-cases it and checks the reserved words. */
const SlugInputSchema = Type.String({
  minLength: LIMITS.slugMinLength,
  maxLength: LIMITS.slugMaxLength,
  pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$',
});

const SpaceResponse = Type.Object({ space: SpaceForEditSchema }, closed);

export const createSpace = callable(
  'createSpace',
  Type.Object({ slug: SlugInputSchema, displayName: DisplayNameSchema }, closed),
  SpaceResponse,
);

export const listMySpaces = callable(
  'listMySpaces',
  Type.Object({}, closed),
  Type.Object({ spaces: Type.Array(SpaceSummarySchema), limit: Type.Integer() }, closed),
);

/** The editor's routes carry the slug, so a space is opened by slug. */
export const getSpaceForEdit = callable(
  'getSpaceForEdit',
  Type.Object({ slug: SlugInputSchema }, closed),
  SpaceResponse,
);

export const updateSpaceTop = callable(
  'updateSpaceTop',
  Type.Object({ spaceId: SpaceIdSchema, top: SpaceTopInputSchema }, closed),
  SpaceResponse,
);

/** The whole ordered list: adding, editing, reordering and deleting are one save. */
export const updateSpaceSns = callable(
  'updateSpaceSns',
  Type.Object(
    {
      spaceId: SpaceIdSchema,
      sns: Type.Array(SnsLinkInputSchema, { maxItems: LIMITS.snsLinksPerSpace }),
    },
    closed,
  ),
  SpaceResponse,
);

/** The whole ordered list: adding, editing, reordering and deleting are one save. */
export const updateSpaceButtons = callable(
  'updateSpaceButtons',
  Type.Object(
    {
      spaceId: SpaceIdSchema,
      buttons: Type.Array(ButtonInputSchema, { maxItems: LIMITS.buttonsPerSpace }),
    },
    closed,
  ),
  SpaceResponse,
);

export const setSpacePublished = callable(
  'setSpacePublished',
  Type.Object({ spaceId: SpaceIdSchema, published: Type.Boolean() }, closed),
  SpaceResponse,
);

export const deleteSpace = callable(
  'deleteSpace',
  Type.Object({ spaceId: SpaceIdSchema }, closed),
  Type.Object({ deleted: Type.Literal(true) }, closed),
);

export type CreateSpaceRequest = Static<typeof createSpace.request>;
export type CreateSpaceResponse = Static<typeof createSpace.response>;
export type ListMySpacesRequest = Static<typeof listMySpaces.request>;
export type ListMySpacesResponse = Static<typeof listMySpaces.response>;
export type GetSpaceForEditRequest = Static<typeof getSpaceForEdit.request>;
export type GetSpaceForEditResponse = Static<typeof getSpaceForEdit.response>;
export type UpdateSpaceTopRequest = Static<typeof updateSpaceTop.request>;
export type UpdateSpaceTopResponse = Static<typeof updateSpaceTop.response>;
export type UpdateSpaceSnsRequest = Static<typeof updateSpaceSns.request>;
export type UpdateSpaceSnsResponse = Static<typeof updateSpaceSns.response>;
export type UpdateSpaceButtonsRequest = Static<typeof updateSpaceButtons.request>;
export type UpdateSpaceButtonsResponse = Static<typeof updateSpaceButtons.response>;
export type SetSpacePublishedRequest = Static<typeof setSpacePublished.request>;
export type SetSpacePublishedResponse = Static<typeof setSpacePublished.response>;
export type DeleteSpaceRequest = Static<typeof deleteSpace.request>;
export type DeleteSpaceResponse = Static<typeof deleteSpace.response>;

/** Request and response types of a contract, for a typed httpsCallable wrapper. */
export type RequestOf<C> = C extends CallableContract<infer Req, TSchema> ? Static<Req> : never;
export type ResponseOf<C> = C extends CallableContract<TSchema, infer Res> ? Static<Res> : never;
