import { beforeAll, describe, expect, it } from 'vitest';
import { checkConfig } from '../../scripts/config-check/check.ts';
import type { ConfigProblem } from '../../scripts/config-check/problem.ts';
import { readConfigTree, type ConfigTree } from '../../scripts/config-check/tree.ts';

let real: ConfigTree;
beforeAll(async () => {
  real = await readConfigTree(process.cwd());
});

/** A deep copy of the real tree, changed by `edit`, then checked. */
function checkEdited(edit: (tree: ConfigTree & { config: Record<string, any>; locales: Record<string, any> }) => void) {
  const tree = structuredClone(real) as ConfigTree & { config: Record<string, any>; locales: Record<string, any> };
  edit(tree);
  return checkConfig(tree);
}

const only = (problems: ConfigProblem[]) => {
  expect(problems).toHaveLength(1);
  return problems[0]!;
};

describe('check:config', () => {
  it('accepts the real config and locales', () => {
    expect(checkConfig(real)).toEqual([]);
  });

  it('rejects an unknown block type with its file and pointer', () => {
    const p = only(checkEdited((t) => (t.config['config/screens/deny.json'].blocks[1].type = 'carousel')));
    expect(p).toMatchObject({ file: 'config/screens/deny.json', pointer: '/blocks/1' });
    expect(p.message).toMatch(/unknown block type "carousel"; known types are heading, text/);
  });

  it('rejects an unknown layout', () => {
    const p = only(checkEdited((t) => (t.config['config/routes.json'].routes[2].layout = 'fancy')));
    expect(p).toMatchObject({ file: 'config/routes.json', pointer: '/routes/2/layout' });
    expect(p.message).toBe(
      '"fancy" is not a known layout name; use one of default, centered, black-inclined-lines, no-footer.',
    );
  });

  it('rejects an i18n key missing in one language', () => {
    const p = only(
      checkEdited((t) => {
        delete t.locales.pl.screens.entrance.title;
      }).filter((x) => x.file.startsWith('config/')),
    );
    expect(p).toMatchObject({ file: 'config/screens/entrance.json', pointer: '/blocks/0/text' });
    expect(p.message).toBe('i18n key "screens.entrance.title" is missing in pl.');
  });

  it('rejects a key that no language has', () => {
    const p = only(checkEdited((t) => (t.config['config/footer.json'].links[0].text = 'footer.career')));
    expect(p).toMatchObject({ file: 'config/footer.json', pointer: '/links/0/text' });
    expect(p.message).toBe('i18n key "footer.career" is missing in en, de, fr, it, nl, pl, sv.');
  });

  it('rejects a route pointing at a missing screen', () => {
    const p = only(checkEdited((t) => (t.config['config/routes.json'].routes[1].screen = 'welcome')));
    expect(p).toMatchObject({ file: 'config/routes.json', pointer: '/routes/1/screen' });
    expect(p.message).toMatch(/config\/screens\/welcome\.json does not exist/);
  });

  it('rejects a link or guard to a route that does not exist', () => {
    const linkIndex = (real.config['config/screens/entrance.json'] as { blocks: { type: string }[] }).blocks.findIndex(
      (b) => b.type === 'link',
    );
    const problems = checkEdited((t) => {
      t.config['config/screens/entrance.json'].blocks[linkIndex].to.route = 'shop';
      t.config['config/routes.json'].routes.find((r: { id: string }) => r.id === 'lobby').guard.redirectTo = 'nowhere';
    });
    expect(problems.map((p) => [p.file, p.pointer, p.message])).toEqual([
      ['config/routes.json', '/routes/9/guard/redirectTo', '"nowhere" is not a route id of config/routes.json.'],
      [
        'config/screens/entrance.json',
        `/blocks/${linkIndex}/to/route`,
        '"shop" is not a route id of config/routes.json.',
      ],
    ]);
  });

  it('rejects a config file no schema checks', () => {
    const p = only(checkEdited((t) => (t.config['config/banners.json'] = { items: [] })));
    expect(p).toEqual({
      file: 'config/banners.json',
      pointer: '',
      message: 'no schema checks this file; add schema/config/banners.schema.json.',
    });
  });

  it('rejects a missing required property and an unexpected one', () => {
    const problems = checkEdited((t) => {
      delete t.config['config/screens/deny.json'].blocks[0].level;
      t.config['config/screens/deny.json'].blocks[0].colour = 'red';
    });
    expect(problems.map((p) => p.message)).toEqual([
      'the property "level" is required.',
      'the property "colour" is not allowed here.',
    ]);
  });
});

describe('locale consistency', () => {
  it('reports a key present in one language and absent in another', () => {
    const problems = checkEdited((t) => (t.locales.sv.footer.extra = 'Extra'));
    expect(problems.map((p) => p.file)).toEqual(
      ['en', 'de', 'fr', 'it', 'nl', 'pl'].map((l) => `locales/${l}/translation.json`),
    );
    for (const p of problems) {
      expect(p).toMatchObject({
        pointer: '/footer/extra',
        message: 'key "footer.extra" is missing here but exists in sv.',
      });
    }
  });

  it('reports interpolation variables that differ between languages', () => {
    const p = only(checkEdited((t) => (t.locales.fr.errors.status = 'Erreur {{code}}')));
    expect(p).toMatchObject({ file: 'locales/fr/translation.json', pointer: '/errors/status' });
    expect(p.message).toBe('key "errors.status" uses the variables [code] but en uses [status].');
  });

  it('reports a listed language without translations', () => {
    const problems = checkEdited((t) => delete t.locales.nl);
    expect(problems[0]).toEqual({
      file: 'locales/nl/translation.json',
      pointer: '',
      message: 'language "nl" is listed in config/app.json but has no translation file.',
    });
  });
});
