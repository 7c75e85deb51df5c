// An edit is checked before it is written, by the checks of `npm run check:config`, run on the project as it would
// be after the edit (in memory). Only what the edit adds refuses it: a problem already there (another file is being
// edited by hand) is the gallery's list on top, not a reason to refuse every edit until it is fixed.
import { checkConfig } from '../../config-check/check.ts';
import { parseJson } from '../../config-check/jsonSyntax.ts';
import { formatProblem, type ConfigProblem } from '../../config-check/problem.ts';
import type { ConfigTree } from '../../config-check/tree.ts';

const LOCALE_FILE = /^locales\/([^/]+)\/translation\.json$/;

/** `tree` with these files' texts in place of theirs ('config/…' and 'locales/<lang>/translation.json'; others are not
 * the config check's). */
export function treeWith(tree: ConfigTree, texts: ReadonlyMap<string, string>): ConfigTree {
  const edited: Required<Pick<ConfigTree, 'config' | 'locales' | 'syntaxErrors'>> = {
    config: { ...tree.config },
    locales: { ...tree.locales },
    syntaxErrors: (tree.syntaxErrors ?? []).filter((problem) => !texts.has(problem.file)),
  };
  for (const [file, text] of texts) {
    const lang = LOCALE_FILE.exec(file)?.[1];
    if (!lang && !file.startsWith('config/')) continue; // the mock's catalogue: checked on its own (catalogueCheck.ts)
    const parsed = parseJson(file, text);
    if ('problem' in parsed) {
      edited.syntaxErrors.push(parsed.problem);
      if (lang) delete edited.locales[lang];
      else delete edited.config[file];
    } else if (lang) edited.locales[lang] = parsed.json;
    else edited.config[file] = parsed.json;
  }
  return { ...tree, ...edited };
}

/** The problems `check:config` would find after the edit that it does not find now. */
export function problemsAdded(tree: ConfigTree, texts: ReadonlyMap<string, string>): ConfigProblem[] {
  const now = new Set(checkConfig(tree).map(formatProblem));
  return checkConfig(treeWith(tree, texts)).filter((problem) => !now.has(formatProblem(problem)));
}
