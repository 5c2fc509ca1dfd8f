// Validators compiled ahead of time, as the source of a module (ajv's standalone code), for a
// browser that must not compile any (decision 048). Apart from the package's index: only builds
// import it, and it brings ajv's code generator.
import type { TSchema } from '@sinclair/typebox';
import standaloneCode from 'ajv/dist/standalone';
import { contractsAjv } from './compile';

// ajv's standalone code reaches its runtime helpers with require(); the length counter is the
// only one the contracts' schemas use, and the contracts count the same way (code points).
const RUNTIME_HELPERS: Readonly<Record<string, string>> = {
  'require("ajv/dist/runtime/ucs2length").default': 'codePointLength',
};

/**
 * An ES module that exports a validating function for each schema, by its key, compiled with
 * the callables' ajv setup. It imports what the functions call from `@spaces/contracts`.
 */
export function standaloneValidators(schemas: Readonly<Record<string, TSchema>>): string {
  const ajv = contractsAjv({ code: { source: true, esm: true, lines: true } });
  for (const [name, schema] of Object.entries(schemas)) ajv.addSchema(schema, name);
  const names = Object.fromEntries(Object.keys(schemas).map((name) => [name, name]));
  let code = standaloneCode(ajv, names);
  for (const [call, name] of Object.entries(RUNTIME_HELPERS)) code = code.split(call).join(name);
  if (code.includes('require(')) throw new Error('standaloneValidators: unmapped runtime helper');
  return ["import { codePointLength, plainTextProblem } from '@spaces/contracts';", code, ''].join(
    '\n',
  );
}
