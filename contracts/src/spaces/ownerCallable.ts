// The shape most of the owner's callables share: a request that names one space beside its own
// fields, and a response object; both closed, so an unknown field is refused.
import { Type, type ObjectOptions, type TProperties } from '@sinclair/typebox';
import { defineCallable } from '../platform/contract';
import { SpaceIdSchema } from './space';

/**
 * Declares the `owner` callable `name`: its request is the space's id (`spaceId`, which the
 * wrapper checks the caller owns) and `fields`, its response `response`. `options` add to the
 * request object's (a `minProperties`, say).
 */
export function ownerCallable<N extends string, F extends TProperties, R extends TProperties>(
  name: N,
  fields: F,
  response: R,
  options: ObjectOptions = {},
) {
  const closed = { additionalProperties: false } as const;
  return defineCallable(
    name,
    'owner',
    Type.Object({ spaceId: SpaceIdSchema, ...fields }, { ...closed, ...options }),
    Type.Object(response, closed),
  );
}
