import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { FormConfig } from '../config/__generated__/form.ts';
import { formRegistry, type FormName, type FormValues } from '../config/forms/__generated__/formRegistry.ts';
import { loadOnceEach } from '../platform/loadOnce.ts';
import type { FormMessages } from './formMessages.ts';

/** A form of config/forms/: what shows and how, whatever its values. */
export interface FormShape {
  name: FormName;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  messages: FormMessages;
  draft: FormConfig['draft'];
  /** Set: in the flows it names, the form asks for its fields in steps (src/forms/steps/useFormSteps.ts). */
  steps: FormConfig['steps'];
  /** Set: a browser without JavaScript sends the form itself, to open a route; unset: it needs JavaScript. */
  withoutScript: FormConfig['withoutScript'];
}

/** A form whose values have the type T (generated from its schema), with its validator. */
export interface LoadedForm<T> extends FormShape {
  /** Precompiled from the schema at build time (scripts/codegen/formValidators.ts): no ajv, no eval in the browser. */
  validator: ValidatorType<Partial<T>>;
}

type Forms = { [F in FormName]: LoadedForm<FormValues[F]> };

async function load<F extends FormName>(name: F): Promise<Forms[F]> {
  const { default: module } = await formRegistry[name]();
  const config = module.config as FormConfig;
  const schema = config.schema as RJSFSchema;
  const loaded: LoadedForm<FormValues[F]> = {
    name,
    schema,
    uiSchema: config.uiSchema as UiSchema,
    messages: config.messages as FormMessages,
    draft: config.draft,
    steps: config.steps,
    withoutScript: config.withoutScript,
    validator: createPrecompiledValidator<Partial<FormValues[F]>>(module.validateFns as ValidatorFunctions, schema),
  };
  // TypeScript reads a mapped type by a generic name but cannot write to one: LoadedForm<FormValues[F]> is Forms[F].
  return loaded as Forms[F];
}

/** A form of config/forms/ by name, with its validator. */
export const loadForm = loadOnceEach<Forms>(load);
