import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActionFacts } from '../../scripts/config-check/actionManifest.ts';
import { checkConfig } from '../../scripts/config-check/check.ts';
import { parseJson, syntaxProblem } from '../../scripts/config-check/jsonSyntax.ts';
import { formatProblem, type ConfigProblem } from '../../scripts/config-check/problem.ts';
import { schemaFor } from '../../scripts/config-check/schemaFor.ts';
import { readConfigTree, type ConfigTree } from '../../scripts/config-check/tree.ts';
import { appConfig } from '../../src/config/appConfig.ts';

/** The languages as the check lists them: config/app.json's, in its order (a new language changes no test). */
const allLanguages = appConfig.languages.join(', ');
const languagesBut = (...left: string[]) => appConfig.languages.filter((l) => !left.includes(l));

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

/** A tree of just these files; a config file gets a schema that accepts anything, unless `schemas` has its own. */
function synthetic(config: Record<string, unknown>, schemas: Record<string, unknown> = {}): ConfigTree {
  const anything = Object.fromEntries(Object.keys(config).map((file) => [schemaFor(file), {}]));
  return { config, schemas: { ...anything, ...schemas }, locales: {} };
}

const placed = (problems: ConfigProblem[]) => problems.map((p) => [p.file, p.pointer, p.message]);

/** The problem parseJson reports for text that is not JSON. */
const syntaxError = (file: string, text: string) => (parseJson(file, text) as { problem: ConfigProblem }).problem;

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
    expect(p.message).toBe(`i18n key "footer.career" is missing in ${allLanguages}.`);
  });

  it('rejects a route pointing at a missing screen', () => {
    const p = only(checkEdited((t) => (t.config['config/routes.json'].routes[1].screen = 'welcome')));
    expect(p).toMatchObject({ file: 'config/routes.json', pointer: '/routes/1/screen' });
    expect(p.message).toMatch(/config\/screens\/welcome\.json does not exist/);
  });

  it('rejects a link or guard to a route that does not exist', () => {
    const linkIndex = (
      real.config['config/screens/entrance.json'] as { blocks: { type: string; to?: { route?: string } }[] }
    ).blocks.findIndex((b) => b.type === 'link' && b.to?.route !== undefined); // a link to a route, not a URL
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

  it('rejects a site link, path alias or footer link that names no link of siteLinks', () => {
    const problems = checkEdited((t) => {
      t.config['config/app.json'].pathAliases = { faq: { site: 'faqPage' }, home: { route: 'nowhere' } };
      t.config['config/footer.json'].links.push({ text: 'footer.jobs', site: 'careers' });
    });
    const footerLink = (real.config['config/footer.json'] as { links: unknown[] }).links.length;
    expect(placed(problems)).toEqual([
      [
        'config/app.json',
        '/pathAliases/faq/site',
        expect.stringMatching(/^"faqPage" is not a link of config\/app\.json siteLinks; known: serviceContact/),
      ],
      ['config/app.json', '/pathAliases/home/route', '"nowhere" is not a route id of config/routes.json.'],
      ['config/footer.json', `/links/${footerLink}/site`, expect.stringMatching(/^"careers" is not a link/)],
    ]);
  });

  it('rejects an image that config/public/ does not have', () => {
    const problems = checkEdited((t) => {
      const image = (file: string) => ({ name: 'screens.deny.title', image: file });
      t.config['config/screens/deny.json'].blocks.push({
        type: 'gallery',
        items: [image('images/drapery.jpg'), image('images/no-such-picture.jpg')],
      });
    });
    const last = (real.config['config/screens/deny.json'] as { blocks: unknown[] }).blocks.length;
    expect(placed(problems)).toEqual([
      [
        'config/screens/deny.json',
        `/blocks/${last}/items/1/image`,
        '"images/no-such-picture.jpg" is not a file of config/public/.',
      ],
    ]);
  });

  it('rejects a hero image that is not a photograph of config/public/images/, whose alt text is no key or that has no focal point', () => {
    const hero = { alt: 'images.drapery', focus: { x: 50, y: 50 }, phone: 'hidden' };
    const problems = checkEdited((t) => {
      t.config['config/screens/deny.json'].hero = { ...hero, image: 'images/no-such-photo.jpg' };
      t.config['config/app.json'].layouts = {
        centered: { hero: { ...hero, image: 'share-invite.png' } },
        default: { hero: { image: 'images/drapery.jpg', alt: 'images.drapery', phone: 'band' } },
      };
      t.config['config/variants.json'].copyVariants.default.hero = {
        ...hero,
        image: 'images/drapery.jpg',
        alt: 'images.nope',
      };
    });
    expect(placed(problems)).toEqual(
      expect.arrayContaining([
        ['config/screens/deny.json', '/hero/image', '"images/no-such-photo.jpg" is not a file of config/public/.'],
        ['config/app.json', '/layouts/centered/hero/image', expect.stringContaining('must match pattern')],
        ['config/app.json', '/layouts/default/hero', 'the property "focus" is required.'],
        [
          'config/variants.json',
          '/copyVariants/default/hero/alt',
          `i18n key "images.nope" is missing in ${allLanguages}.`,
        ],
      ]),
    );
  });

  it('rejects an in-app browser scheme or app object that is no such name, and an unknown route to hide on', () => {
    const problems = checkEdited((t) =>
      Object.assign(t.config['config/app.json'].inAppBrowser, {
        appScheme: 'com.maisonclub.app:',
        appObject: 'Maison Club',
        overlayHiddenOn: ['activate-account', 'activation'],
      }),
    );
    expect(placed(problems)).toEqual([
      ['config/app.json', '/inAppBrowser/appScheme', expect.stringContaining('must match pattern')],
      ['config/app.json', '/inAppBrowser/appObject', expect.stringContaining('must match pattern')],
      ['config/app.json', '/inAppBrowser/overlayHiddenOn/1', '"activation" is not a route id of config/routes.json.'],
    ]);
    // More names against the same patterns (a whole check per name would take seconds).
    type Pattern = { pattern: string };
    const schema = real.schemas['app.schema.json'] as {
      properties: { inAppBrowser: { properties: { appScheme: Pattern; appObject: Pattern } } };
    };
    const { appScheme, appObject } = schema.properties.inAppBrowser.properties;
    const matches = (pattern: Pattern, value: string) => new RegExp(pattern.pattern, 'u').test(value);
    for (const bad of ['https', 'Com.Club.App', 'com.club app', 'com.maisonclub.app://', '.com.club', ''])
      expect(matches(appScheme, bad), bad).toBe(false);
    for (const bad of ['1App', 'app-object', 'webkit.messageHandlers.club', 'MaisonClubApp.', 'window["app"]', ''])
      expect(matches(appObject, bad), bad).toBe(false);
    expect(matches(appScheme, 'de.club-shop.ios2') && matches(appScheme, appConfig.inAppBrowser.appScheme)).toBe(true);
    expect(matches(appObject, 'club_$1') && matches(appObject, '$app')).toBe(true);
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

  it('rejects a text field without a length limit, but not a field of listed values', () => {
    const problems = checkEdited((t) => {
      const { properties } = t.config['config/forms/log-in.json'].schema;
      delete properties.password.maxLength;
      properties.title = { type: 'string', enum: ['Dr', 'Prof'] };
    });
    expect(placed(problems)).toEqual([
      ['config/forms/log-in.json', '/schema/properties/password', 'the property "maxLength" is required.'],
    ]);
  });
});

describe('locale consistency', () => {
  it('reports a key present in one language and absent in another', () => {
    const problems = checkEdited((t) => (t.locales.sv.footer.extra = 'Extra'));
    expect(problems.map((p) => p.file)).toEqual(languagesBut('sv').map((l) => `locales/${l}/translation.json`));
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

describe('files that are not JSON', () => {
  const at = (text: string) => formatProblem(syntaxError('config/x.json', text));

  it('are reported by line and column in one sentence', () => {
    expect(at('{\n  "a": 1\n  "b": 2\n}\n')).toBe(
      'config/x.json line 3, column 3: not valid JSON: a comma is missing before this.',
    );
    expect(at('{\n  "a": 1\n')).toBe(
      'config/x.json line 2, column 9: not valid JSON: a "}" is missing to close the object.',
    );
    expect(at('{\n  "a": [1, 2,]\n}\n')).toBe(
      'config/x.json line 2, column 14: not valid JSON: remove the comma before "]".',
    );
    expect(at('{\n  "a": tru\n}\n')).toBe('config/x.json line 2, column 8: not valid JSON: unexpected "tru".');
  });

  it("are placed by the parser, whatever words the runtime's JSON.parse used", () => {
    const text = '{\n  "a": 1\n  "b": 2\n}\n';
    for (const message of [
      "Expected ',' or '}' after property value in JSON at position 13",
      "Expected ',' or '}' after property value in JSON at position 13 (line 3 column 3)",
      'Unexpected string in JSON',
    ]) {
      expect(syntaxProblem('config/x.json', text, message)).toEqual({
        file: 'config/x.json',
        pointer: '',
        line: 3,
        column: 3,
        message: 'not valid JSON: a comma is missing before this.',
      });
    }
  });

  it('do not stop the check, and what depends on them is not reported again', () => {
    const broken = ['config/routes.json', 'schema/config/screen.schema.json', 'locales/de/translation.json'].map(
      (file) => syntaxError(file, '{ "a": 1,, }'),
    );
    const problems = checkEdited((t) => {
      delete t.config['config/routes.json'];
      delete t.schemas['screen.schema.json'];
      delete t.locales.de;
      t.syntaxErrors = broken;
      t.config['config/footer.json'].links[0].text = 'footer.career';
    });
    expect(placed(problems)).toEqual([
      ...placed(broken),
      [
        'config/footer.json',
        '/links/0/text',
        `i18n key "footer.career" is missing in ${languagesBut('de').join(', ')}.`,
      ],
    ]);
  });

  it('make npm run check:config fail with one line each, no stack trace', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'check-config-'));
    const write = async (file: string, text: string) => {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    };
    await write('config/app.json', '{\n  "languages": ["en"],\n}\n');
    await write('locales/en/translation.json', '{\n  "title": Welcome\n}\n');
    await mkdir(path.join(root, 'schema/config'), { recursive: true });
    const tsx = createRequire(import.meta.url).resolve('tsx/cli');
    const run = spawnSync(process.execPath, [tsx, path.resolve('scripts/config-check/cli.ts')], {
      cwd: root,
      encoding: 'utf8',
    });
    await rm(root, { recursive: true });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'config/app.json line 3, column 1: not valid JSON: remove the comma before "}".',
      'locales/en/translation.json line 2, column 12: not valid JSON: unexpected "Welcome".',
      'check:config: 2 problem(s) in 1 config files.',
    ]);
  }, 30_000);
});

describe('names that refer to other files', () => {
  it('rejects variant names config/variants.json does not define', () => {
    const variants = {
      copyVariants: { default: { headline: 'h', subline: 's' }, social: { headline: 'h', subline: 's' } },
      welcomeVouchers: Object.fromEntries(['10', '15', '15-mov', '20-mov'].map((v) => [v, { text: 't', percent: 10 }])),
      registrationLayouts: ['right-double-column', 'center-single-column'],
      registrationFlows: ['default', 'leanStep2'],
      defaults: {
        copyVariant: 'spring',
        welcomeVoucher: '10',
        registrationLayout: 'wide',
        registrationFlow: 'default',
        theme: 'main',
        finishedIn: 'page',
      },
      precedence: {
        copyVariant: 'config',
        welcomeVoucher: 'backend',
        registrationLayout: 'config',
        registrationFlow: 'config',
        theme: 'config',
      },
      rules: [
        { when: { query: { flow: 'lean' } }, set: { registrationFlow: 'lean' } },
        { when: { flow: 'leanStep2' }, set: { copyVariant: 'social' } },
        { when: { flow: 'leanStep3' }, set: { welcomeVoucher: '25' } },
      ],
    };
    // Its hero images are screen.schema.json's.
    const schemas = {
      'variants.schema.json': real.schemas['variants.schema.json'],
      'screen.schema.json': real.schemas['screen.schema.json'],
    };
    const file = 'config/variants.json';
    expect(placed(checkConfig(synthetic({ [file]: variants }, schemas)))).toEqual([
      [file, '/defaults/copyVariant', `"spring" is not a copy variant of ${file}; known: default, social.`],
      [
        file,
        '/defaults/registrationLayout',
        `"wide" is not a registration layout of ${file}; known: right-double-column, center-single-column.`,
      ],
      [
        file,
        '/rules/0/set/registrationFlow',
        `"lean" is not a registration flow of ${file}; known: default, leanStep2.`,
      ],
      [file, '/rules/2/when/flow', `"leanStep3" is not a registration flow of ${file}; known: default, leanStep2.`],
      [file, '/rules/2/set/welcomeVoucher', `"25" is not a welcome voucher of ${file}; known: 10, 15, 15-mov, 20-mov.`],
    ]);
  });

  it('rejects a copy block naming a copy variant config/variants.json does not define', () => {
    const p = only(
      checkEdited((t) => t.config['config/screens/deny.json'].blocks.push({ type: 'copyVariant', variant: 'spring' })),
    );
    expect(p).toMatchObject({
      file: 'config/screens/deny.json',
      pointer: expect.stringMatching(/^\/blocks\/\d+\/variant$/),
    });
    expect(p.message).toMatch(/^"spring" is not a copy variant of config\/variants.json; known: default, /);
  });

  it('rejects a voucher text that does not say its minimum order value, or names one the voucher lacks', () => {
    // Any voucher with a minimum and any without, from the real config (a marketer may rename them).
    const vouchers = Object.entries((real.config['config/variants.json'] as any).welcomeVouchers) as [string, any][];
    const [withMinimum, withMinimumText] = vouchers.find(([, v]) => v.minimumOrderValue)!;
    const [, withoutMinimum] = vouchers.find(([, v]) => !v.minimumOrderValue)!;
    const problems = checkEdited((t) => {
      const edited = t.config['config/variants.json'].welcomeVouchers;
      edited[withMinimum].text = withoutMinimum.text; // a text without {{minimumOrderValue}}
      edited[withMinimum + '-copy'] = { ...withMinimumText }; // a text with it, for a voucher without a minimum
      delete edited[withMinimum + '-copy'].minimumOrderValue;
    });
    expect(placed(problems)).toEqual([
      [
        'config/variants.json',
        `/welcomeVouchers/${withMinimum}/text`,
        `the voucher has a minimum order value, but "${withoutMinimum.text}" does not say it: add {{minimumOrderValue}} to its texts.`,
      ],
      [
        'config/variants.json',
        `/welcomeVouchers/${withMinimum}-copy/text`,
        `"${withMinimumText.text}" says {{minimumOrderValue}}, but the voucher has none: add minimumOrderValue or drop it from its texts.`,
      ],
    ]);
  });

  const screenSchema = {
    type: 'object',
    properties: { blocks: { type: 'array', items: { $ref: '#/$defs/formBlock' } } },
    $defs: {
      actionName: { title: 'ActionName', type: 'string', enum: ['checkRegistrationCode', 'register'] },
      formBlock: {
        type: 'object',
        properties: {
          type: { const: 'form' },
          form: { type: 'string', formRef: true },
          action: { $ref: '#/$defs/actionName' },
        },
      },
    },
  };
  const screen = (form: string, action: string) => ({ blocks: [{ type: 'form', form, action }] });

  it('rejects a form that config/forms/ does not have, and an unknown action', () => {
    const tree = synthetic(
      {
        'config/screens/landing.json': screen('registraton', 'regster'),
        'config/forms/registration.json': {},
        'config/forms/registration-code.json': {},
      },
      { 'screen.schema.json': screenSchema },
    );
    expect(placed(checkConfig(tree))).toEqual([
      [
        'config/screens/landing.json',
        '/blocks/0/form',
        '"registraton" is not a form of config/forms/; known: registration, registration-code.',
      ],
      [
        'config/screens/landing.json',
        '/blocks/0/action',
        '"regster" is not a known action name; use one of checkRegistrationCode, register.',
      ],
    ]);
  });

  it('rejects a form block whose action takes another form, also inside an invitation block', () => {
    const problems = checkEdited(({ config }) => {
      const landing = config['config/screens/landing.json'];
      const invitation = landing.blocks.find((b: { type: string }) => b.type === 'invitation');
      invitation.blocks.find((b: { type: string }) => b.type === 'form').action = 'checkRegistrationCode';
    });
    const index = real.config['config/screens/landing.json'] as {
      blocks: { type: string; blocks?: { type: string }[] }[];
    };
    const at = index.blocks.findIndex((b) => b.type === 'invitation');
    const formAt = index.blocks[at]!.blocks!.findIndex((b) => b.type === 'form');
    expect(placed(problems)).toEqual([
      [
        'config/screens/landing.json',
        `/blocks/${at}/blocks/${formAt}/form`,
        'the action "checkRegistrationCode" takes the form "registration-code" (src/actions/actionManifest.ts), not "registration".',
      ],
    ]);
  });

  it('rejects an action without answers in outcomes.json, and answers for an action that does not exist', () => {
    const actionNames = (real.schemas['screen.schema.json'] as { $defs: { actionName: { enum: string[] } } }).$defs
      .actionName.enum;
    const problems = checkEdited(({ config }) => {
      const actions = config['config/outcomes.json'].actions;
      actions.signUp = actions.register;
      delete actions.register;
    });
    expect(placed(problems)).toEqual([
      [
        'config/outcomes.json',
        '/actions',
        'the action "register" has no answers here; add actions.register (what each answer shows).',
      ],
      [
        'config/outcomes.json',
        '/actions/signUp',
        `"signUp" is not an action; known: ${actionNames.join(', ')} (the actionName enum of schema/config/screen.schema.json).`,
      ],
    ]);
  });

  it('rejects a draft that omits a field its form does not have', () => {
    const problems = checkEdited(({ config }) => {
      config['config/forms/registration.json'].draft.omit = ['termsAndCondition'];
    });
    expect(placed(problems)).toEqual([
      [
        'config/forms/registration.json',
        '/draft/omit/0',
        expect.stringMatching(/^"termsAndCondition" is not a field of this form; its fields are gender, /),
      ],
    ]);
  });

  it('rejects a form without script that opens a route, parameter or field that is not there', () => {
    const problems = checkEdited(({ config }) => {
      config['config/forms/registration-code.json'].withoutScript = { route: 'landing', param: 'code', field: 'code' };
      config['config/forms/log-in.json'].withoutScript = { route: 'lounge', param: 'slug', field: 'email' };
      config['config/forms/waiting-list.json'].withoutScript = { route: 'landing', param: 'slug', field: 'code' };
    });
    expect(placed(problems)).toEqual([
      ['config/forms/log-in.json', '/withoutScript/route', '"lounge" is not a route of config/routes.json.'],
      [
        'config/forms/registration-code.json',
        '/withoutScript/param',
        'route "landing" has no parameter "code" (its path is :slug?).',
      ],
      [
        'config/forms/waiting-list.json',
        '/withoutScript/field',
        expect.stringMatching(/^"code" is not a field of this form; its fields are /),
      ],
    ]);
  });

  it('counts a form file that is not JSON as a form (its syntax error is the one problem)', () => {
    const broken = syntaxError('config/forms/registration-code.json', '{');
    const tree = synthetic(
      { 'config/screens/landing.json': screen('registration-code', 'checkRegistrationCode') },
      { 'screen.schema.json': screenSchema },
    );
    expect(checkConfig({ ...tree, syntaxErrors: [broken] })).toEqual([broken]);
  });

  /** What the code says of two actions, for synthetic trees. */
  const facts: ActionFacts = {
    actions: {
      register: { form: 'registration', needs: ['invitation'], values: ['registrationCode', 'registrationId'] },
      checkRegistrationCode: { form: 'registration-code', needs: [], values: ['registrationCode'] },
      joinWaitingList: { form: 'waiting-list', needs: ['emailToken'], values: [] },
    },
    sources: { invitation: { insideBlock: 'invitation', list: 'blocks' }, emailToken: { guard: 'emailToken' } },
  };
  const form = (...fields: string[]) => ({ schema: { properties: Object.fromEntries(fields.map((f) => [f, {}])) } });

  it('rejects an answer on (or clearing) a field its form does not have, and an `otherwise` that is not an answer', () => {
    const outcomes = {
      actions: {
        register: {
          otherwise: 'Infrastructure',
          answers: {
            EmailInvalid: { field: 'mail', message: 'registration.errors.email' },
            FirstNameInvalid: {
              field: 'firstName',
              message: 'registration.errors.invalidCharacters',
              clear: ['firstName', 'password'],
            },
            Infrastructure: { message: 'errors.technical' },
          },
        },
        checkRegistrationCode: {
          otherwise: 'CODE_INVALID',
          answers: { REGISTRATION_CODE_INVALID: { field: 'registrationCode', message: 'x' } },
        },
      },
    };
    const tree = synthetic({
      'config/outcomes.json': outcomes,
      'config/forms/registration.json': form('gender', 'firstName', 'email'),
      'config/forms/registration-code.json': form('registrationCode'),
    });
    expect(placed(checkConfig(tree, facts))).toEqual([
      [
        'config/outcomes.json',
        '/actions/register/answers/EmailInvalid/field',
        '"mail" is not a field of the form "registration" (config/forms/registration.json); its fields are gender, firstName, email.',
      ],
      [
        'config/outcomes.json',
        '/actions/register/answers/FirstNameInvalid/clear/1',
        '"password" is not a field of the form "registration" (config/forms/registration.json); its fields are gender, firstName, email.',
      ],
      [
        'config/outcomes.json',
        '/actions/checkRegistrationCode/otherwise',
        '"CODE_INVALID" is not an answer of the action "checkRegistrationCode"; its answers are REGISTRATION_CODE_INVALID.',
      ],
    ]);
  });

  it('rejects an answer that puts into a URL a value the action does not answer with', () => {
    const outcomes = {
      actions: {
        register: {
          otherwise: 'REGISTERED',
          answers: { REGISTERED: { route: 'form-finished', query: ['registrationId', 'registrationID'] } },
        },
        checkRegistrationCode: {
          otherwise: 'VALID',
          answers: { VALID: { route: 'landing', params: { slug: 'code' } }, LEAVE: { urlFrom: 'destination' } },
        },
      },
    };
    const tree = synthetic({ 'config/outcomes.json': outcomes });
    const message = (value: string, action: string, known: string) =>
      `"${value}" is not a value the action "${action}" answers with (src/actions/actionManifest.ts); its values are ${known}.`;
    expect(placed(checkConfig(tree, facts))).toEqual([
      [
        'config/outcomes.json',
        '/actions/register/answers/REGISTERED/query/1',
        message('registrationID', 'register', 'registrationCode, registrationId'),
      ],
      [
        'config/outcomes.json',
        '/actions/checkRegistrationCode/answers/VALID/params/slug',
        message('code', 'checkRegistrationCode', 'registrationCode'),
      ],
      [
        'config/outcomes.json',
        '/actions/checkRegistrationCode/answers/LEAVE/urlFrom',
        message('destination', 'checkRegistrationCode', 'registrationCode'),
      ],
    ]);
  });

  it('rejects a form whose action needs data where that data does not exist', () => {
    const registration = { type: 'form', form: 'registration', action: 'register' };
    const waitingList = { type: 'form', form: 'waiting-list', action: 'joinWaitingList' };
    const routes = {
      routes: [
        { id: 'landing', screen: 'landing' },
        { id: 'lobby', screen: 'lobby', guard: { type: 'emailToken' } },
        { id: 'lobby-open', screen: 'lobby' },
      ],
    };
    const tree = synthetic({
      'config/routes.json': routes,
      'config/screens/landing.json': {
        blocks: [
          registration,
          { type: 'invitation', blocks: [registration], finishedPopup: [registration] },
          { type: 'group', blocks: [waitingList] },
        ],
      },
      'config/screens/lobby.json': { blocks: [waitingList] },
    });
    expect(placed(checkConfig(tree, facts))).toEqual([
      [
        'config/screens/landing.json',
        '/blocks/0/action',
        'the action "register" needs invitation: put it into the blocks of an invitation block.',
      ],
      [
        'config/screens/landing.json',
        '/blocks/1/finishedPopup/0/action',
        'the action "register" needs invitation: put it into the blocks of an invitation block.',
      ],
      [
        'config/screens/landing.json',
        '/blocks/2/blocks/0/action',
        'the action "joinWaitingList" needs emailToken: show it only on routes with the emailToken guard (not on landing).',
      ],
      [
        'config/screens/lobby.json',
        '/blocks/0/action',
        'the action "joinWaitingList" needs emailToken: show it only on routes with the emailToken guard (not on lobby-open).',
      ],
    ]);
  });
});
