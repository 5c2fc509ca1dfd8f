// The TypeBox pieces every contract builds its schemas with, so that each means one thing
// everywhere: a closed object, a time on the wire, a choice among a list's strings.
import { Type } from '@sinclair/typebox';

/** An object's options: no properties but those it names. */
export const closed = { additionalProperties: false } as const;

/** A time as the callables answer it. */
export const IsoTime = Type.String({ description: 'ISO 8601 UTC time' });

/** Keyword enums keep ajv's error naming the `enum` rule, unlike a union of literals. */
export const stringEnum = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });
