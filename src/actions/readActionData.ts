import type { ActionName } from '../config/__generated__/screen.ts';
import { emailTokenOf } from '../navigation/emailToken.ts';
import type { ActionData, ActionDataName } from './actionData.ts';
import { actionManifest, dataSources } from './actionManifest.ts';
import type { DataOf } from './defineAction.ts';

/** Data a page holds in its URL (or kept for its session): read when the visitor submits, never while rendering. */
const fromUrl: { [Name in ActionDataName]?: (url: URL) => ActionData[Name] } = {
  emailToken: emailTokenOf,
};

/**
 * The data an action needs, from the blocks around its form and the page's URL. A datum the blocks do not give is a
 * form placed where it does not exist, which check:config reports: here it is a programming error.
 */
export function readActionData<A extends ActionName>(action: A, around: Partial<ActionData>, url: URL): DataOf<A> {
  const data: Partial<Record<ActionDataName, unknown>> = { ...around };
  for (const need of actionManifest[action].needs as readonly ActionDataName[]) {
    const read = fromUrl[need];
    if (read) data[need] = read(url);
    if (data[need] === undefined) {
      throw new Error(
        `The ${action} action needs ${need}, which exists only ${JSON.stringify(dataSources[need])}: check:config says where its form is.`,
      );
    }
  }
  return data as DataOf<A>;
}
