// The marketers' guide's table of addresses to open (docs/marketers.md): the code of each variant scenario of the
// mock backend, and that code with each variant rule's query parameters, with what the registration page then shows,
// chosen by the app's own src/variants/selectVariant.ts from config/variants.json.
import type { VariantChoice } from '../../src/config/__generated__/variants.ts';
import { selectVariant } from '../../src/variants/selectVariant.ts';
import { variantsConfig } from '../../src/config/variantsConfig.ts';
import { readScenarios, SCENARIOS_FILE } from './scenarioTable.ts';

// Every seeded code has an inviter (mock-server/store/seed.ts), so copies that name one show.
const INVITER = 'the inviter';
const HEADERS = ['open', 'copy variant', 'welcome voucher', 'registration layout', 'flow', 'after registering'];

/** The seeded codes of the variant scenarios, with the customization the backend answers for each. */
function variantCodes() {
  return readScenarios()
    .filter((s) => s.kind === 'variant' && s.trigger.field === 'registrationCode')
    .map((s) => ({ code: s.trigger.value, customization: s.expect?.equals as Partial<VariantChoice> | undefined }));
}

function voucher(name: string): string {
  const { percent, minimumOrderValue: minimum } = variantsConfig.welcomeVouchers[name]!;
  return `\`${name}\`: ${percent} %${minimum ? ` from ${minimum.amount} ${minimum.currency}` : ''}`;
}

function row(path: string, choice: VariantChoice): string {
  const finish = choice.finishedIn === 'popup' ? 'a popup over the page' : 'a page';
  const { copyVariant, welcomeVoucher, registrationLayout, registrationFlow } = choice;
  return `| \`${path}\` | \`${copyVariant}\` | ${voucher(welcomeVoucher)} | \`${registrationLayout}\` | \`${registrationFlow}\` | ${finish} |`;
}

/** Markdown before Prettier formats it. */
export function renderPreviewTable(basePath: string): string {
  const codes = variantCodes();
  const byCode = codes.map(({ code, customization }) =>
    row(
      `${basePath}/${code}`,
      selectVariant({ slug: code, query: new URLSearchParams(), customization, inviterName: INVITER }),
    ),
  );
  // The rules on query parameters, tried on the first code (the catalogue's default variant).
  const [first] = codes;
  const queries = variantsConfig.rules.flatMap(({ when }) => (when.query ? [new URLSearchParams(when.query)] : []));
  const byRule = first
    ? queries.map((query) =>
        row(
          `${basePath}/${first.code}?${query}`,
          selectVariant({ slug: first.code, query, customization: first.customization, inviterName: INVITER }),
        ),
      )
    : [];
  return [
    `Generated from \`${SCENARIOS_FILE}\` (the seeded codes) and \`config/variants.json\` (defaults, rules,`,
    'precedence) by `npm run docs`; do not edit by hand.',
    '',
    `| ${HEADERS.join(' | ')} |`,
    `|${HEADERS.map(() => ' --- ').join('|')}|`,
    ...byCode,
    ...byRule,
  ].join('\n');
}
