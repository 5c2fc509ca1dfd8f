// The one ajv setup of the contracts' schemas. The callables compile with it at run time
// (`validator`); the editor's build compiles the schemas its forms check with it ahead of time
// (hosting/scripts/validators.ts), so that no browser compiles code and the page CSP needs no
// 'unsafe-eval' (decision 048).
import type { TSchema } from '@sinclair/typebox';
import { _, Ajv, type KeywordCxt, type Options, type ValidateFunction } from 'ajv';
import { PLAIN_TEXT_KEYWORD, plainTextProblem } from './text';
import { validatorOf, type Validator } from './validate';

/**
 * An ajv with the contracts' options and keywords; `options` adds to them (the build's
 * standalone code generation).
 */
export function contractsAjv(options: Options = {}): Ajv {
  // allErrors: a form wants every bad field at once. Lengths count code points, as people do.
  const ajv = new Ajv({ allErrors: true, strict: true, coerceTypes: false, ...options });
  // Names and texts (text.ts): the rule broken travels in the error's params. Generated code
  // rather than a validating function, which standalone code could not carry: it calls
  // `plainTextProblem` by name, which a precompiled module imports.
  ajv.addKeyword({
    keyword: PLAIN_TEXT_KEYWORD,
    type: 'string',
    schemaType: 'string',
    code(cxt: KeywordCxt) {
      const { gen, data, schemaCode } = cxt;
      const problem = gen.scopeValue('func', {
        ref: plainTextProblem,
        code: _`plainTextProblem`,
      });
      const rule = gen.const('rule', _`${problem}(${data}, ${schemaCode})`);
      cxt.setParams({ rule });
      cxt.fail(_`${rule} !== null`);
    },
    error: {
      message: ({ params }) => _`${params.rule}`,
      params: ({ params }) => _`{rule: ${params.rule}}`,
    },
  });
  return ajv;
}

const ajv = contractsAjv();
const cache = new WeakMap<TSchema, ValidateFunction>();

/** A validator for `schema` compiled now, once per schema (never in a browser: decision 048). */
export function validator<S extends TSchema>(schema: S): Validator<S> {
  let compiled = cache.get(schema);
  if (!compiled) {
    compiled = ajv.compile(schema);
    cache.set(schema, compiled);
  }
  return validatorOf<S>(compiled);
}
