// npm run check:config — fails the build with one line per problem: file, JSON pointer (or line), sentence.
import { checkConfig } from './check.ts';
import { formatProblem } from './problem.ts';
import { readConfigTree } from './tree.ts';

const tree = await readConfigTree(process.cwd());
const problems = checkConfig(tree);
for (const problem of problems) console.error(formatProblem(problem));
const unreadable = (tree.syntaxErrors ?? []).filter((p) => p.file.startsWith('config/')).length;
const files = Object.keys(tree.config).length + unreadable;
if (problems.length > 0) {
  console.error(`check:config: ${problems.length} problem(s) in ${files} config files.`);
  process.exit(1);
}
console.log(`check:config: ${files} config files and ${Object.keys(tree.locales).length} languages are consistent.`);
