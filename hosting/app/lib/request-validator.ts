// The editor checks a request with its callable's schema before sending, as the callable will:
// with the validator compiled at build time (validators.generated.ts), since the page CSP lets no
// script compile code (decision 048).
import {
  validatorOf,
  type CallableContract,
  type TSchema,
  type ValidatingFunction,
  type Validator,
} from '@spaces/contracts';
import * as precompiled from './validators.generated';

// ajv's standalone functions, untyped (the module is generated JavaScript under @ts-nocheck).
const byName = precompiled as unknown as Partial<Record<string, ValidatingFunction>>;

/** The validator of `contract`'s request, compiled with every callable's by scripts/validators.ts. */
export function requestValidator<Req extends TSchema>(
  contract: CallableContract<Req, TSchema>,
): Validator<Req> {
  const fn = byName[contract.name];
  if (!fn) throw new Error(`${contract.name}: no precompiled validator (scripts/validators.ts)`);
  return validatorOf<Req>(fn);
}
