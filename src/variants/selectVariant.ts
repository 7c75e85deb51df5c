// Which copy, voucher, layout, flow, theme and finish a registration page shows: config/variants.json's
// defaults, the rules that match the visit (query, slug, flow), what the A/B service's experiments decided and the
// customization the registration code carries. Per dimension, highest first: precedence "config": a matching rule,
// the experiment, the customization, the default; precedence "backend": the customization, then the rest.
// Rules on the flow see the flow that finally applies, also when the code's customization chose it.
import type { VariantChoice, VariantsConfig } from '../config/__generated__/variants.ts';
import { variantsConfig } from '../config/variantsConfig.ts';

/** A part of the page a variant chooses (copy, voucher, layout, …), by its name in config/variants.json. */
export type Dimension = keyof typeof variantsConfig.precedence;
export const DIMENSIONS = Object.keys(variantsConfig.precedence) as Dimension[];
/** Per dimension, the values something (the experiments) could still give it. */
export type Candidates = Partial<Record<Dimension, string[]>>;

export interface VariantContext {
  slug?: string | undefined;
  query: URLSearchParams;
  /** What the backend configured for the code, when it has a customization. */
  customization?: { [Dimension in keyof VariantChoice]?: VariantChoice[Dimension] | null } | null | undefined;
  /** What the A/B service's features decided for the visitor (src/experiments). */
  experiments?: Partial<VariantChoice> | undefined;
  inviterName?: string | null | undefined;
}

type Rule = VariantsConfig['rules'][number];

function matches({ when }: Rule, flow: string, { slug, query }: VariantContext): boolean {
  if (when.flow !== undefined && when.flow !== flow) return false;
  if (when.slugPattern !== undefined && !(slug && new RegExp(when.slugPattern).test(slug))) return false;
  return Object.entries(when.query ?? {}).every(([param, value]) => query.get(param) === value);
}

/** Keeps only values the config knows, so a typo in the backend's customization cannot break the page. */
function known(choice: NonNullable<VariantContext['customization']>, config: VariantsConfig): Partial<VariantChoice> {
  const ok: Partial<VariantChoice> = {};
  if (choice.copyVariant && Object.hasOwn(config.copyVariants, choice.copyVariant)) ok.copyVariant = choice.copyVariant;
  if (choice.welcomeVoucher && Object.hasOwn(config.welcomeVouchers, choice.welcomeVoucher))
    ok.welcomeVoucher = choice.welcomeVoucher;
  if (choice.registrationLayout && config.registrationLayouts.includes(choice.registrationLayout))
    ok.registrationLayout = choice.registrationLayout;
  if (choice.registrationFlow && config.registrationFlows.includes(choice.registrationFlow))
    ok.registrationFlow = choice.registrationFlow;
  if (choice.theme) ok.theme = choice.theme;
  if (choice.finishedIn === 'page' || choice.finishedIn === 'popup') ok.finishedIn = choice.finishedIn;
  return ok;
}

export function selectVariant(context: VariantContext, config: VariantsConfig = variantsConfig): VariantChoice {
  const fromCode = known(context.customization ?? {}, config);
  // Dimensions whose rules yield to the code's customization.
  const backendWins = Object.entries(config.precedence).flatMap(([dimension, side]) =>
    side === 'backend' ? [dimension] : [],
  );
  /** One pass over the rules; `flow`: the flow the flow rules match against (else the one chosen so far). */
  const fromExperiments = Object.entries(known(context.experiments ?? {}, config)).filter(
    ([dimension]) => !(dimension in fromCode) || !backendWins.includes(dimension),
  );
  const pass = (flow?: string): VariantChoice => {
    let choice: VariantChoice = { ...config.defaults, ...fromCode, ...Object.fromEntries(fromExperiments) };
    for (const rule of config.rules) {
      if (!matches(rule, flow ?? choice.registrationFlow, context)) continue;
      const set = Object.entries(known(rule.set, config)).filter(
        ([dimension]) => !(dimension in fromCode) || !backendWins.includes(dimension),
      );
      choice = { ...choice, ...Object.fromEntries(set) };
    }
    return choice;
  };
  const choice = pass(pass().registrationFlow);
  // A variant whose copy names the inviter needs an inviter name.
  if (config.copyVariants[choice.copyVariant]?.needsInviter && !context.inviterName)
    choice.copyVariant = config.defaults.copyVariant;
  return choice;
}
