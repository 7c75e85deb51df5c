// Turns an ajv error into one sentence a marketer can act on.
import type { ErrorObject } from 'ajv';
import { patternMessage } from './patternMessage.ts';

const humanize = (title: unknown) =>
  typeof title === 'string' ? title.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase() : 'value';

export function ajvMessage(error: ErrorObject, knownBlockTypes: readonly string[]): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'discriminator':
      return `unknown block type "${String(p.tagValue)}"; known types are ${knownBlockTypes.join(', ')}.`;
    case 'enum':
      return `"${String(error.data)}" is not a known ${humanize(error.parentSchema?.title)}; use one of ${(p.allowedValues as unknown[]).join(', ')}.`;
    case 'const':
      return `must be "${String(p.allowedValue)}".`;
    case 'pattern':
      return patternMessage(error) ?? `${error.message ?? 'is invalid'}.`;
    case 'required':
      return `the property "${String(p.missingProperty)}" is required.`;
    case 'additionalProperties':
      return `the property "${String(p.additionalProperty)}" is not allowed here.`;
    case 'i18nKey':
    case 'routeRef':
    case 'formRef':
    case 'copyVariantRef':
    case 'publicFile':
    case 'siteLinkRef':
      return error.message!;
    default:
      return `${error.message ?? 'is invalid'}.`;
  }
}
