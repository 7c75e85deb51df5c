// An action may need data from around its form (src/actions/actionManifest.ts): the registration link's accepted code
// exists only inside an invitation block, the e-mail token only on routes its guard lets in. A form placed elsewhere
// would fail when submitted; here it fails the check.
import type { ActionFacts } from './actionManifest.ts';
import { screenFormBlocks, type FormBlockAt } from './formBlocks.ts';
import type { ConfigProblem } from './problem.ts';
import { routesOf } from './routeScreens.ts';
import type { Json } from './json.ts';
import { pointer } from '../../src/shared/jsonPointer.ts';

type Source = ActionFacts['sources'][string];

function missing(source: Source, at: FormBlockAt & { file: string }, config: Record<string, Json>): string | undefined {
  if ('insideBlock' in source) {
    const inside = at.inside.some(({ type, list }) => type === source.insideBlock && list === source.list);
    const article = /^[aeiou]/i.test(source.insideBlock) ? 'an' : 'a';
    return inside ? undefined : `put it into the ${source.list} of ${article} ${source.insideBlock} block`;
  }
  if (!('config/routes.json' in config)) return undefined; // not readable: reported as such
  const screen = /^config\/screens\/(.+)\.json$/.exec(at.file)?.[1];
  const routes = routesOf(config).filter((route) => route.screen === screen);
  const unguarded = routes.filter((route) => (route as { guard?: { type?: string } }).guard?.type !== source.guard);
  if (routes.length > 0 && unguarded.length === 0) return undefined;
  const named = unguarded.map((route) => route.id).join(', ');
  return `show it only on routes with the ${source.guard} guard${named ? ` (not on ${named})` : ''}`;
}

export function checkActionData(config: Record<string, Json>, facts: ActionFacts): ConfigProblem[] {
  return screenFormBlocks(config).flatMap((at) => {
    const name = String(at.block.action);
    const action = facts.actions[name];
    if (!action) return []; // the schema reports an unknown action
    return action.needs.flatMap((need) => {
      const source = facts.sources[need];
      const fix = source && missing(source, at, config);
      if (!fix) return [];
      return [
        {
          file: at.file,
          pointer: at.pointer + pointer('action'),
          message: `the action "${name}" needs ${need}: ${fix}.`,
        },
      ];
    });
  });
}
