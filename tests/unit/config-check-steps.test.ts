// check:config on forms asked in steps (a form's `steps`) and on answers that differ by flow (outcomes' inFlows):
// what the schema cannot see, since it compares with the form's fields, config/variants.json and the action's table.
import { beforeAll, describe, expect, it } from 'vitest';
import { checkConfig } from '../../scripts/config-check/check.ts';
import { readConfigTree, type ConfigTree } from '../../scripts/config-check/tree.ts';

type Editable = ConfigTree & { config: Record<string, any> };
let real: ConfigTree;
beforeAll(async () => {
  real = await readConfigTree(process.cwd());
});

/** The first form of the real config asked in steps; every test edits it (so they follow the config, not a copy). */
const steppedForm = (config: Record<string, any>) =>
  Object.keys(config).find((file) => file.startsWith('config/forms/') && config[file].steps)!;

function checkEdited(edit: (config: Record<string, any>, form: any) => void) {
  const tree = structuredClone(real) as Editable;
  const file = steppedForm(tree.config);
  edit(tree.config, tree.config[file]);
  return checkConfig(tree).map((p) => [p.file, p.pointer, p.message]);
}

describe('check:config on steps', () => {
  it('has a form asked in steps to check, and accepts it', () => {
    expect(steppedForm(real.config as Record<string, any>)).toBeDefined();
    expect(checkEdited(() => undefined)).toEqual([]);
  });

  it('rejects a step naming an unknown field, and says which field then has no step', () => {
    let file = '';
    let moved = '';
    const problems = checkEdited((config, form) => {
      file = steppedForm(config);
      moved = form.steps.list[0].fields[0];
      form.steps.list[0].fields[0] = 'shoeSize';
    });
    expect(problems).toEqual([
      [file, '/steps/list/0/fields/0', expect.stringMatching(/^"shoeSize" is not a field of this form; its fields/)],
      [file, '/steps/list', `No step asks for ${moved}: every field needs one step.`],
    ]);
  });

  it('rejects a field asked in two steps, a step before the last without its button, and an unknown flow', () => {
    const problems = checkEdited((_, form) => {
      form.steps.list[1].fields.push(form.steps.list[0].fields[0]);
      delete form.steps.list[0].continueText;
      form.steps.flows.push('leanStep3');
    });
    expect(problems.map(([, pointer, message]) => [pointer, message])).toEqual([
      ['/steps/flows/1', expect.stringMatching(/^"leanStep3" is not a registration flow of config\/variants.json/)],
      ['/steps/list/0', 'A step before the last needs a continueText: the button that shows the next step.'],
      [
        expect.stringMatching(/^\/steps\/list\/1\/fields\/\d+$/),
        expect.stringMatching(/is asked in step 1 already\.$/),
      ],
    ]);
  });
});

describe('check:config on answers that differ by flow', () => {
  const withInFlows = (config: Record<string, any>) =>
    Object.entries(config['config/outcomes.json'].actions as Record<string, any>).flatMap(([action, table]) =>
      Object.entries(table.answers as Record<string, any>).flatMap(([answer, rule]) =>
        rule.inFlows ? [{ action, answer, rule }] : [],
      ),
    );

  it('rejects an unknown flow and an answer the action does not have', () => {
    const problems = checkEdited((config) => {
      const [first] = withInFlows(config);
      first!.rule.inFlows = { leanStep3: first!.answer, socialRegistration: 'NOT_AN_ANSWER' };
    });
    const [first] = withInFlows(real.config as Record<string, any>);
    const at = `/actions/${first!.action}/answers/${first!.answer}/inFlows`;
    expect(problems).toEqual([
      ['config/outcomes.json', `${at}/leanStep3`, '"leanStep3" is not a registration flow of config/variants.json.'],
      [
        'config/outcomes.json',
        `${at}/socialRegistration`,
        `"NOT_AN_ANSWER" is not an answer of the action "${first!.action}".`,
      ],
    ]);
  });
});
