// The QA console's rows: every case of the catalogue (the server's, the A/B service's, the social sign-in's), each
// with the page where it shows, the link that sets the mock up for it once and opens that page, and what the page
// then shows (scenarioProofs.ts).
import { appConfig } from '../../config/appConfig.ts';
import { scenarioCatalogue } from './catalogue.ts';
import type { Proof, QaRow } from './dimensions.ts';
import { pageUrl, reproduceUrl } from './galleryEntry.ts';
import { registrationProof, scenarioProof } from './scenarioProofs.ts';
import { abScenarioPage, scenarioPage, socialFlowPage } from './scenarioPages.ts';

const { scenarios, abScenarios, socialScenarios } = scenarioCatalogue;

const texts = import.meta.glob<Record<string, unknown>>('../../../locales/*/translation.json', {
  eager: true,
  import: 'default',
});

/** A text of the default language by its key, as QA reads it ({{values}} as they stand). */
function textOf(key: string | undefined): string | undefined {
  const tree = texts[`../../../locales/${appConfig.defaultLanguage}/translation.json`];
  const text = key?.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
  return typeof text === 'string' ? text : undefined;
}

/** What QA reads in the console: the text the page shows, the title it has, or the element it holds. */
function showsLine({ textKey, titleKey, selector }: Proof): string {
  if (textKey) return `The page says “${textOf(textKey) ?? textKey}”.`;
  if (titleKey) return `The page's title is “${textOf(titleKey) ?? titleKey}”.`;
  return selector ? `The page holds ${selector}.` : '';
}

const link = (id: string, path: string) => reproduceUrl(id, pageUrl(appConfig.defaultLanguage, path));

export function qaRows(): QaRow[] {
  const rows: Omit<QaRow, 'showsLine'>[] = [
    ...scenarios.map((s) => ({
      id: s.id,
      kind: s.kind,
      operation: s.operation,
      produces: s.produces,
      description: s.description,
      trigger: `${s.trigger.field}: ${s.trigger.value}`,
      url: link(s.id, scenarioPage(s)),
      shows: scenarioProof(s) ?? {},
    })),
    ...socialScenarios.map((s) => ({
      id: s.id,
      kind: 'social',
      operation: `${s.provider} sign-in`,
      produces: s.produces,
      description: s.description,
      trigger: `identity: ${s.identity}${s.outageCookie ? `, mock-social-outage: ${s.outageCookie}` : ''}`,
      url: link(s.id, socialFlowPage()),
      // A sign-in whose registration the backend refuses shows what the form's submit would (config's answer).
      shows: registrationProof(s.produces) ?? s.shows ?? {},
    })),
    ...abScenarios.map((s) => ({
      id: s.id,
      kind: 'ab',
      operation: 'A/B service',
      produces: s.produces,
      description: s.description,
      trigger: `${s.trigger.cookie}: ${s.trigger.value}`,
      // The A/B service's URL targets name the address a visitor types: no language prefix.
      url: reproduceUrl(s.id, `${appConfig.basePath}${abScenarioPage(s)}`),
      shows: s.shows ?? {},
    })),
  ];
  return rows.map((row) => ({ ...row, showsLine: showsLine(row.shows) }));
}
