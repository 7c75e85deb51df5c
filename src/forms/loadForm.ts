import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { FormConfig } from '../config/__generated__/form.ts';
import { formRegistry, type FormName } from '../config/forms/__generated__/formRegistry.ts';
import { loadOnce } from '../platform/loadOnce.ts';
import type { FormMessages } from './formMessages.ts';

export interface LoadedForm {
  name: FormName;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  messages: FormMessages;
  draft: FormConfig['draft'];
  /** Set: in the flows it names, the form asks for its fields in steps (src/blocks/form/useFormSteps.ts). */
  steps: FormConfig['steps'];
  /** Set: a browser without JavaScript sends the form itself, to open a route; unset: it needs JavaScript. */
  withoutScript: FormConfig['withoutScript'];
  /** Precompiled from the schema at build time (scripts/codegen/formValidators.ts): no ajv, no eval in the browser. */
  validator: ValidatorType<object>;
}

async function load(name: FormName): Promise<LoadedForm> {
  const { default: module } = await formRegistry[name]();
  const config = module.config as FormConfig;
  const schema = config.schema as RJSFSchema;
  return {
    name,
    schema,
    uiSchema: config.uiSchema as UiSchema,
    messages: config.messages as FormMessages,
    draft: config.draft,
    steps: config.steps,
    withoutScript: config.withoutScript,
    validator: createPrecompiledValidator<object>(module.validateFns as ValidatorFunctions, schema),
  };
}

/** A form of config/forms/ by name, with its validator. */
export const loadForm = loadOnce(load);
