/**
 * The built-in actions as a whole: each is defined in one place (`defineAction`), says its
 * own facts, gets its schema defaults before `run`, and no module elsewhere keeps a list
 * of action names in their stead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { builtInAction, builtInActions } from '../../src/actions/registry.js';
import { defineAction, isDefinedAction, type ActionModule, type InputOf } from '../../src/engine/action.js';
import { validateInput } from '../../src/engine/input-check.js';
import type { PlannedStep, WorkflowPlan } from '../../src/engine/plan.js';
import { planFrom, runPlan, workflow } from '../helpers/workflow.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ACTIONS = builtInActions();

type Schema = { type?: unknown; properties?: Record<string, Schema>; items?: unknown; default?: unknown };
const propertiesOf = (action: ActionModule) => ((action.inputSchema as Schema).properties ?? {}) as Record<string, Schema>;
const slotKinds = (action: ActionModule) => Object.values(action.slots ?? {}).flatMap((slot) => slot.kinds);
const withName = (test: (action: ActionModule) => void) => () => {
  for (const action of ACTIONS) test(action);
};

describe('every registered action is defined in one place', () => {
  it('is built with defineAction and found by its own name', () => {
    expect(ACTIONS.length).toBeGreaterThan(0);
    for (const action of ACTIONS) {
      expect(isDefinedAction(action), action.name).toBe(true);
      expect(builtInAction(`platform/${action.name}@v1`), action.name).toBe(action);
    }
    expect(new Set(ACTIONS.map((action) => action.name)).size).toBe(ACTIONS.length);
  });

  it('says its facts', withName((action) => {
    expect(typeof action.callsOut, action.name).toBe('boolean');
    expect(typeof action.runsScripts, action.name).toBe('boolean');
    expect(Array.isArray(action.templateFields), action.name).toBe(true);
    expect(['as_real', 'placeholder'], action.name).toContain(action.dryRunOutputs);
    expect(action.modelSlot === undefined || typeof action.modelSlot === 'string', action.name).toBe(true);
  }));

  it('has facts that agree with its slots and schemas', withName((action) => {
    const kinds = slotKinds(action);
    // A connection for HTTP or an AI model is there to be called.
    if (kinds.includes('http') || kinds.includes('ai')) expect(action.callsOut, `${action.name} callsOut`).toBe(true);
    // The model slot is the slot of kind ai, and only that.
    const aiSlots = Object.entries(action.slots ?? {}).filter(([, slot]) => slot.kinds.includes('ai')).map(([name]) => name);
    expect(action.modelSlot === undefined ? [] : [action.modelSlot], `${action.name} modelSlot`).toEqual(aiSlots);
    // JavaScript checked at save time is JavaScript run in the sandbox.
    if (Object.keys(action.scriptFields ?? {}).length > 0) expect(action.runsScripts, `${action.name} runsScripts`).toBe(true);
    // Placeholders stand in for what an action would have sent.
    if (action.dryRunOutputs === 'placeholder') expect(action.callsOut, `${action.name} callsOut`).toBe(true);
    const properties = propertiesOf(action);
    for (const field of action.templateFields) expect(properties[field]?.type, `${action.name} templateFields ${field}`).toBe('string');
    if ('template' in properties) expect(action.templateFields, `${action.name}: an input named template names a stored template`).toContain('template');
  }));

  it('knows the facts of the actions that have them', () => {
    const named = (fact: (action: ActionModule) => unknown) => ACTIONS.filter((action) => fact(action)).map((action) => action.name).sort();
    expect(named((action) => action.callsOut)).toEqual(['ai.generate', 'http.request', 'webhook.send']);
    expect(named((action) => action.modelSlot)).toEqual(['ai.generate']);
    expect(named((action) => action.runsScripts)).toEqual(['transform']);
    expect(named((action) => action.templateFields.length)).toEqual(['email.send', 'pdf.render']);
    expect(named((action) => action.dryRunOutputs === 'placeholder')).toEqual(['ai.generate']);
  });
});

describe('schema defaults reach run()', () => {
  it('the input check fills in every top-level default of every action', withName((action) => {
    const defaults = Object.entries(propertiesOf(action)).filter(([, property]) => 'default' in property);
    const { value } = validateInput(action.inputSchema, {}, action.name);
    for (const [field, property] of defaults) expect((value as Record<string, unknown>)[field], `${action.name}.${field}`).toEqual(property.default);
  }));

  it('a step hands run() its input with the defaults filled in, nested ones too', async () => {
    const seen: unknown[] = [];
    const probe = defineAction({
      name: 'probe',
      inputSchema: {
        type: 'object',
        additionalProperties: false,
        properties: {
          limit: { type: 'integer', default: 7 },
          fields: { type: 'array', items: { type: 'object', additionalProperties: false, properties: { pad: { type: 'string', default: ' ' } } } },
        },
      },
      outputSchema: { type: 'object' },
      async run(input) {
        expectTypeOf(input.limit).toEqualTypeOf<number>();
        expectTypeOf(input.fields).toEqualTypeOf<{ pad: string }[] | undefined>();
        seen.push(input);
        return {};
      },
    });
    const plan = planFrom(workflow('  - id: a\n    uses: platform/evaluate@v1\n    with: { expression: 1 }\n'));
    const step = plan.steps[0] as Extract<PlannedStep, { kind: 'action' }>;
    const input = { constant: true, evaluate: () => ({ fields: [{}] }) };
    const probed: WorkflowPlan = { ...plan, steps: [{ ...step, action: probe, input }] };
    const { result } = await runPlan(probed);
    expect(result.steps.a?.result).toBe('success');
    expect(seen).toEqual([{ limit: 7, fields: [{ pad: ' ' }] }]);
  });

  it('a built-in action relies on its defaults: csv.build writes the header row of include_header: true', async () => {
    const plan = planFrom(workflow('  - id: a\n    uses: platform/csv.build@v1\n    with: { rows: [{ a: x }], filename: out.csv }\n'));
    const { result, world } = await runPlan(plan);
    expect(result.steps.a?.result).toBe('success');
    expect(Buffer.from(world.artifacts.get('out.csv')!.data).toString('utf8')).toBe('a\r\nx\r\n');
  });

  it("run()'s input type: defaulted and required properties present, the rest optional", () => {
    const schema = {
      type: 'object',
      additionalProperties: false,
      required: ['url'],
      anyOf: [{ required: ['json'] }, { required: ['body'] }],
      properties: {
        url: { type: 'string' },
        method: { enum: ['GET', 'POST'], default: 'GET' },
        json: {},
        body: { type: 'string' },
        key: { type: ['string', 'array'], items: { type: 'string' } },
        sheet: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
        arrays: { anyOf: [{ const: 'always' }, { type: 'array', items: { type: 'string' } }] },
        headers: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean'] } },
        data: { type: 'object' },
      },
    } as const;
    expectTypeOf<InputOf<typeof schema>>().toEqualTypeOf<{
      url: string;
      method: 'GET' | 'POST';
      json?: unknown;
      body?: string;
      key?: string | string[];
      sheet?: string | number;
      arrays?: 'always' | string[];
      headers?: { [name: string]: string | number | boolean };
      data?: { [name: string]: unknown };
    }>();
  });
});

/**
 * Places in src/ outside the actions that may still name a built-in action in a string of
 * their own, with the reason. Names in comments and in prose (messages) are not lists.
 */
const ALLOWED: readonly { file: string; literal: string; why: string }[] = [
  { file: 'src/engine/scripts.ts', literal: "'transform'", why: 'the script mode of transform scripts (ScriptMode)' },
  { file: 'src/sandbox/run-script.ts', literal: "'transform'", why: 'the script mode of transform scripts' },
  { file: 'src/sandbox/isolate-prelude.ts', literal: "'transform'", why: 'the script mode of transform scripts' },
  { file: 'src/definitions/scripts/check-script.ts', literal: "'transform'", why: 'the script mode of transform scripts' },
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The code of a file without its comments (block comments, and `//` comments after white space). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

describe('no other module lists action names', () => {
  it('names no built-in action in a string or pattern of its own outside src/actions', () => {
    const names = ACTIONS.map((action) => action.name).sort((a, b) => b.length - a.length);
    const alternatives = names.map(escape).join('|');
    // 'http.request', "platform/http.request@v1", and /^platform\/ai\.generate@/.
    const asString = new RegExp(`(['"])(?:platform/)?(?:${alternatives})(?:@v\\d+)?\\1`, 'g');
    const asPattern = new RegExp(`platform\\\\/(?:${names.map((name) => escape(name).replace(/\\\./g, '\\\\\\.')).join('|')})`, 'g');
    const found: string[] = [];
    const used = new Set<(typeof ALLOWED)[number]>();
    for (const file of sourceFiles(join(ROOT, 'src'))) {
      const path = relative(ROOT, file).split('\\').join('/');
      if (path.startsWith('src/actions/')) continue;
      const text = code(readFileSync(file, 'utf8'));
      for (const match of [...text.matchAll(asString), ...text.matchAll(asPattern)]) {
        const literal = match[0];
        const allowed = ALLOWED.find((entry) => entry.file === path && literal === entry.literal);
        if (allowed) used.add(allowed);
        else found.push(`${path}: ${literal}`);
      }
    }
    expect(found, 'read the fact from the action module (src/engine/action.ts ActionFacts) instead').toEqual([]);
    expect(ALLOWED.filter((entry) => !used.has(entry)), 'an allowed place that no longer names the action').toEqual([]);
  });
});
