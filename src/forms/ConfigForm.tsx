import Form, { type IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, NameGeneratorFunction, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { useEffect, useLayoutEffect, useMemo, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { messageTransformer, type FormMessages } from './formMessages.ts';
import { markFormLive } from './handOver/earlySubmits.ts';
import { focusFieldInError } from './focusFieldInError.ts';
import { useTranslatedUiSchema } from './useTranslatedUiSchema.ts';
import type { FormContext } from './templates/SubmitButton.tsx';
import { templates } from './templates/index.ts';
import { widgets } from './widgets/index.ts';

/** T: the form's values (generated from its schema); the form holds some of them while the visitor types. */
export interface ConfigFormProps<T> {
  schema: RJSFSchema;
  /** Precompiled from `schema` at build time (scripts/codegen/formValidators.ts). */
  validator: ValidatorType<Partial<T>>;
  uiSchema: UiSchema;
  messages: FormMessages;
  /** The values the form starts with; afterwards RJSF owns them. */
  initialValues: Partial<T>;
  /** Values the form is brought to where it stands (e.g. what was entered before the form's code arrived);
   * given for one render, then undefined again. */
  restoredValues?: Partial<T> | undefined;
  /** fromField: the visitor changed a field (not RJSF filling in defaults). */
  onChange: (data: Partial<T>, fromField: boolean) => void;
  /** The values, validated against the schema: all the form asks for. */
  onSubmit: (data: T) => void;
  /** Server answers shown on their fields. */
  extraErrors?: ErrorSchema<Partial<T>> | undefined;
  submitting: boolean;
  idPrefix: string;
  /** RJSF's form, e.g. to send a submit the visitor made before the form was live. */
  formRef?: Ref<Form<Partial<T>>>;
  /** Where a browser without JavaScript sends the form (a GET); undefined: such a browser cannot send it. */
  actionWithoutScript?: string | undefined;
  /** The fields a submit validates (a step of a form asked in steps); undefined: all. */
  validates?: readonly string[] | undefined;
}

const NEEDS_SCRIPT: FormContext = { needsScript: true };
const SENDS_WITHOUT_SCRIPT: FormContext = { needsScript: false };
// Sent by the browser, a field goes by its name in config (?registrationCode=…), as the server reading it expects.
const fieldName: NameGeneratorFunction = (path) => path.map(String).join('.');

/** An RJSF form from config: translated texts and messages, focus on the first error, one submit at a time. */
export function ConfigForm<T>({
  schema,
  validator,
  uiSchema,
  messages,
  initialValues,
  restoredValues,
  onChange,
  onSubmit,
  extraErrors,
  submitting,
  idPrefix,
  formRef,
  actionWithoutScript,
  validates,
}: ConfigFormProps<T>) {
  const { t } = useTranslation();
  const translated = useTranslatedUiSchema(uiSchema, submitting);
  const transformErrors = useMemo(() => messageTransformer(messages, t, validates), [messages, t, validates]);
  const container = useRef<HTMLDivElement>(null);
  // From now on React sends this form (a submit before this moment was held: earlySubmits.ts).
  useLayoutEffect(() => {
    const form = container.current?.querySelector('form');
    if (form) markFormLive(form);
  }, []);
  // The first field in error takes focus, after RJSF's own validation and after the server's answer alike.
  useEffect(
    () => focusFieldInError(container.current, idPrefix, Object.keys(extraErrors ?? {})),
    [extraErrors, idPrefix],
  );
  return (
    <div ref={container}>
      <Form<Partial<T>>
        ref={formRef}
        id={idPrefix}
        schema={schema}
        uiSchema={translated}
        // Uncontrolled: RJSF owns the values once mounted (feeding each change back as a prop made it
        // re-derive its state and drop errors it had just shown); the parent hears changes through onChange.
        initialFormData={initialValues}
        // Given for one render, when what the visitor entered is taken on: RJSF updates its state in place.
        formData={restoredValues}
        // The same with JavaScript or without: the form's code sends it, the browser only where it has no script.
        // A form the browser cannot send goes by POST: nothing typed ever goes into a URL.
        method={actionWithoutScript ? 'get' : 'post'}
        action={actionWithoutScript}
        nameGenerator={actionWithoutScript ? fieldName : undefined}
        formContext={actionWithoutScript ? SENDS_WITHOUT_SCRIPT : NEEDS_SCRIPT}
        validator={validator}
        widgets={widgets}
        templates={templates}
        idPrefix={idPrefix}
        noHtml5Validate
        // A `const: true` checkbox (terms) must start unticked: the visitor ticks it.
        experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
        showErrorList={false}
        focusOnFirstError={(error) =>
          focusFieldInError(container.current, idPrefix, error.property ? [error.property.replace(/^\./, '')] : [])
        }
        transformErrors={transformErrors}
        onError={() => undefined} // shown on the fields and focused; RJSF would also log them
        extraErrors={extraErrors}
        onChange={(event: IChangeEvent<Partial<T>>, id?: string) => onChange(event.formData ?? {}, id !== undefined)}
        // RJSF submits only what passed the validator of the schema T is generated from: all of T.
        onSubmit={(event: IChangeEvent<Partial<T>>) => !submitting && onSubmit(event.formData as T)}
      />
    </div>
  );
}
