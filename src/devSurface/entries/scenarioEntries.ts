// The server's cases a visitor sees, from config/outcomes.json and the catalogue: each code error (the deny page
// it leads to), each problem shown on the registration form (and the transport failures there), the activation
// states and the lobby's. Each opens its page through the catalogue's trigger, or the mock's reproduce link.
import { outcomesConfig } from '../../config/outcomesConfig.ts';
import { routesConfig } from '../../config/appConfig.ts';
import { problemAnswer } from '../../actions/problemAnswers.ts';
import { CATALOGUE_FILE, scenarioCatalogue, scenarioPointer, type MockScenario } from './catalogue.ts';
import { pointer } from '../../shared/jsonPointer.ts';
import type { Dimension, GalleryState } from './galleryEntry.ts';
import { scenarioPage } from './scenarioPages.ts';
import { reasonText } from './scenarioProofs.ts';

const { scenarios } = scenarioCatalogue;

function codeErrorStates(): GalleryState[] {
  return Object.entries(outcomesConfig.codeErrors).flatMap(([error, answer]) => {
    const scenario = scenarios.find((s) => s.kind === 'codeError' && s.produces === error);
    const message = answer.route ? reasonText(answer.route, answer.reason) : undefined;
    if (!scenario) return [];
    return [
      {
        id: `codeError:${error}`,
        title: `${error}: deny, ${answer.reason}`,
        dimension: 'codeError',
        source: { file: 'config/outcomes.json', pointer: pointer('codeErrors', error) },
        path: scenarioPage(scenario),
        keys: message ? [message] : ['screens.deny'],
        proof: message ? { textKey: message } : {},
      },
    ];
  });
}

const registerAnswers = outcomesConfig.actions.register!.answers;

/** The answer config maps for the problem a scenario forces (a code's error: that error). */
const answerOf = (s: MockScenario) => problemAnswer(s.produces, s.detail);

function formProblemStates(): GalleryState[] {
  const shownOnForm = (s: MockScenario) =>
    (s.kind === 'problem' && registerAnswers[answerOf(s)]?.message !== undefined) ||
    (s.kind === 'transport' && s.operation === 'registrationSubmitForm');
  return scenarios.filter(shownOnForm).map((s) => {
    const answer = answerOf(s);
    const message = registerAnswers[answer]?.message;
    return {
      id: `formProblem:${s.id}`,
      title: `${answer}${message ? `: ${message}` : ''}`,
      dimension: 'formProblem',
      source: message
        ? { file: 'config/outcomes.json', pointer: pointer('actions', 'register', 'answers', answer) }
        : { file: CATALOGUE_FILE, pointer: scenarioPointer(s.id) },
      path: scenarioPage(s),
      scenario: s.id,
      afterAction: 'Submit the form with any valid values: the mock answers this case once.',
      keys: message ? [message] : [],
      proof: message ? { textKey: message } : {},
    };
  });
}

/** The texts of the page a path opens (its screen's and its title). */
function pageKeys(path: string): string[] {
  const route = routesConfig.routes.find((r) => `/${r.path}` === path.split('?')[0]);
  return route ? [route.meta.title, `screens.${route.screen}`] : [];
}

/** Every case of an operation a page runs as it loads (the activation) or on its one form (the lobby). */
function operationStates(dimension: Dimension, operation: MockScenario['operation'], onLoad: boolean): GalleryState[] {
  return scenarios
    .filter((s) => s.operation === operation)
    .map((s) => ({
      id: `${dimension}:${s.id}`,
      title: `${s.id} (${s.produces})`,
      dimension,
      source: { file: CATALOGUE_FILE, pointer: scenarioPointer(s.id) },
      path: scenarioPage(s),
      ...(onLoad ? {} : { afterAction: 'Send the form: the answer shows this case.' }),
      keys: pageKeys(scenarioPage(s)),
      proof: {},
    }));
}

export const scenarioStates = (): GalleryState[] => [
  ...codeErrorStates(),
  ...formProblemStates(),
  ...operationStates('activation', 'activateAccount', true),
  ...operationStates('lobby', 'joinWaitingList', false),
];
