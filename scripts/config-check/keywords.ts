// Schema keywords that look outside the file: i18nKey (exists in every language), routeRef (a route id),
// formRef (a file config/forms/<name>.json), copyVariantRef (a copy variant of config/variants.json),
// publicFile (a file of config/public/, e.g. an image), siteLinkRef (a link of config/app.json siteLinks).
import type { Ajv2020, ErrorObject } from 'ajv/dist/2020.js';

type Check = (value: string) => string | undefined;

function addReferenceKeyword(ajv: Ajv2020, keyword: string, check: Check) {
  ajv.addKeyword({
    keyword,
    type: 'string',
    schemaType: 'boolean',
    errors: true,
    validate: function validate(_schema: boolean, value: string) {
      const message = check(value);
      if (message === undefined) return true;
      (validate as unknown as { errors: Partial<ErrorObject>[] }).errors = [{ keyword, message, params: {} }];
      return false;
    },
  });
}

export interface References {
  keysByLanguage: Record<string, ReadonlySet<string> | ReadonlyMap<string, string>>;
  /** undefined when config/routes.json cannot be read: then any id passes */
  routeIds: ReadonlySet<string> | undefined;
  formNames: readonly string[];
  /** undefined when config/variants.json cannot be read: then any name passes */
  copyVariants: readonly string[] | undefined;
  /** Paths inside config/public/; undefined when not read: then any path passes */
  publicFiles?: readonly string[] | undefined;
  /** undefined when config/app.json cannot be read: then any name passes */
  siteLinks?: readonly string[] | undefined;
}

/** `references`: read at each validation, so schemas compiled once check every tree against its own references. */
export function addReferenceKeywords(ajv: Ajv2020, references: () => References) {
  addReferenceKeyword(ajv, 'i18nKey', (key) => {
    const { keysByLanguage } = references();
    const missing = Object.keys(keysByLanguage).filter((lang) => !keysByLanguage[lang]!.has(key));
    return missing.length ? `i18n key "${key}" is missing in ${missing.join(', ')}.` : undefined;
  });
  addReferenceKeyword(ajv, 'routeRef', (id, { routeIds } = references()) =>
    !routeIds || routeIds.has(id) ? undefined : `"${id}" is not a route id of config/routes.json.`,
  );
  addReferenceKeyword(ajv, 'formRef', (name, { formNames } = references()) =>
    formNames.includes(name)
      ? undefined
      : `"${name}" is not a form of config/forms/; known: ${formNames.join(', ') || 'none'}.`,
  );
  addReferenceKeyword(ajv, 'copyVariantRef', (name, { copyVariants } = references()) =>
    !copyVariants || copyVariants.includes(name)
      ? undefined
      : `"${name}" is not a copy variant of config/variants.json; known: ${copyVariants.join(', ')}.`,
  );
  addReferenceKeyword(ajv, 'siteLinkRef', (name, { siteLinks } = references()) =>
    !siteLinks || siteLinks.includes(name)
      ? undefined
      : `"${name}" is not a link of config/app.json siteLinks; known: ${siteLinks.join(', ') || 'none'}.`,
  );
  addReferenceKeyword(ajv, 'publicFile', (file, { publicFiles } = references()) =>
    !publicFiles || publicFiles.includes(file) ? undefined : `"${file}" is not a file of config/public/.`,
  );
}
