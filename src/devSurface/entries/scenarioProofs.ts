// What the page of a catalogue case shows once the case plays: the QA console quotes it and its e2e checks it.
// Where config/outcomes.json decides (a refusal's message or note, the deny or activation error page's reason, a
// page's title) the proof comes from config, so a marketer's change moves it along; where the app decides
// (successes, transport failures, the one-time code, social sign-in, the A/B service) the catalogue names it
// (`shows`). A variant's code shows the copy, flow and layout its customization chooses.
import { outcomesConfig } from '../../config/outcomesConfig.ts';
import type { ActionRules, AnswerRule } from '../../config/__generated__/outcomes.ts';
import type { MockOperationName } from '../../../mock-server/__generated__/scenarioCatalogue.ts';
import { problemAnswer } from '../../actions/problemAnswers.ts';
import { routeById } from '../../navigation/routeById.ts';
import { selectVariant, type VariantContext } from '../../variants/selectVariant.ts';
import type { MockScenario } from './catalogue.ts';
import type { Proof } from './dimensions.ts';
import { screenOf } from '../../config/allScreens.ts';

/** What a proof reads of an answer's rule, whether an action's or a table's (a code's or an activation's error). */
type Answer = Pick<AnswerRule, 'route' | 'reason' | 'message' | 'note'>;
type Table = NonNullable<ActionRules['inherit']>;

const { actions } = outcomesConfig;

/** The action whose answers config maps for an operation's result (the app's actions: src/actions). */
const ACTION_OF: Partial<Record<MockOperationName, string>> = {
  registrationSubmitForm: 'register',
  finalizeRegistration: 'register',
};
/** Operations a page runs as it loads, whose answers config maps in a table of their own. */
const TABLE_OF: Partial<Record<MockOperationName, Table>> = {
  registrationCodeDetails: 'codeErrors',
  activateAccount: 'activationErrors',
};

function configAnswer({ operation, produces, detail }: MockScenario): Answer | undefined {
  const table = TABLE_OF[operation];
  if (table) return outcomesConfig[table][produces];
  const action = actions[ACTION_OF[operation] ?? operation];
  if (!action) return undefined;
  const answer = problemAnswer(produces, detail);
  const inherited = action.inherit ? outcomesConfig[action.inherit][answer] : undefined;
  // An answer config does not name gets what config says for anything else (`otherwise`).
  return action.answers[answer] ?? inherited ?? (action.otherwise ? action.answers[action.otherwise] : undefined);
}

/** The text a route's page shows for a ?reason= (its reasonMessage block's), or its default. */
export function reasonText(routeId: string, reason: string | undefined): string | undefined {
  const screen = screenOf(routeById(routeId).screen);
  const block = screen?.blocks.find((b) => b.type === 'reasonMessage') as
    { messages?: Record<string, string>; default?: string } | undefined;
  return (reason && block?.messages?.[reason]) || block?.default;
}

function answerProof(answer: Answer): Proof | undefined {
  const textKey = answer.message ?? answer.note;
  if (textKey) return { textKey };
  if (!answer.route) return undefined;
  const reason = answer.reason && reasonText(answer.route, answer.reason);
  return reason ? { textKey: reason } : { titleKey: routeById(answer.route).meta.title };
}

/** The registration page a variant's code opens without an experiment (its reproduce link's `disablegb`). */
function variantProof({ trigger, expect }: MockScenario): Proof {
  const chosen = selectVariant({
    slug: trigger.value,
    query: new URLSearchParams('disablegb=true'),
    customization: expect?.equals as VariantContext['customization'],
    // A variant's seeded code has its inviter (a code whose inviter is gone is a code error).
    inviterName: 'the inviter',
  });
  return {
    selector: `.registration[data-copy-variant="${chosen.copyVariant}"][data-flow="${chosen.registrationFlow}"].registration-layout-${chosen.registrationLayout}`,
  };
}

/** What a registration's answer shows (a social sign-in's registration refused as the form's would be). */
export function registrationProof(answer: string): Proof | undefined {
  const configured = actions.register?.answers[answer];
  return configured && answerProof(configured);
}

/** What shows when the case plays; undefined when neither config nor the catalogue says. */
export function scenarioProof(scenario: MockScenario): Proof | undefined {
  if (scenario.kind === 'variant') return variantProof(scenario);
  const answer = scenario.kind === 'success' || scenario.kind === 'transport' ? undefined : configAnswer(scenario);
  return (answer && answerProof(answer)) ?? scenario.shows;
}
