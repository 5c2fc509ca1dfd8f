// A processed image as pages and the editor reference it. Only the image pipeline attaches one;
// the editor never sends a URL of its own.
import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../limits';

/** A processed image (attached by the image pipeline, never by the editor directly). */
export const ImageRefSchema = Type.Object(
  {
    url: Type.String({ maxLength: LIMITS.urlMaxLength }),
    width: Type.Optional(Type.Integer({ minimum: 1 })),
    height: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);
export type ImageRef = Static<typeof ImageRefSchema>;
