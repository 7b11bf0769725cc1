/** flowgate's own errors share one base class and tell themselves apart by `code`. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PageLimitError } from '../../src/actions/pdf/layout.js';
import { SourceSyntaxError } from '../../src/definitions/source.js';
import { DeadlineExceeded, isDeadlineExceeded } from '../../src/engine/deadline.js';
import { SkipSignal, StepError } from '../../src/engine/errors.js';
import type { ScriptRunner } from '../../src/engine/scripts.js';
import { ExpressionRuntimeError, ExpressionSyntaxError, ValueCompileError } from '../../src/expressions/index.js';
import { ToolInputError } from '../../src/mcp/tool-types.js';
import { RecordRefused } from '../../src/run/record/append.js';
import { UsageError } from '../../src/shared/command-line.js';
import { FlowgateError } from '../../src/shared/errors.js';
import { InvalidSchemaError } from '../../src/shared/json-schema.js';
import { TemplateError } from '../../src/templates/issues.js';
import { ConcurrencyWaitTimeout } from '../../src/world/real/concurrency-lock.js';
import { NetworkSettingsError } from '../../src/world/real/network.js';
import { RunStoreError } from '../../src/world/real/run-store.js';
import { planFrom, runPlan, workflow } from '../helpers/workflow.js';

const syntax = new ExpressionSyntaxError('unexpected end', 3);

const ERRORS: [name: string, code: string, error: FlowgateError][] = [
  ['SourceSyntaxError', 'FLOWGATE_SOURCE_SYNTAX', new SourceSyntaxError('w/workflow.yaml', 2, 5, 'bad indentation')],
  ['InvalidSchemaError', 'FLOWGATE_INVALID_SCHEMA', new InvalidSchemaError('not a schema')],
  ['TemplateError', 'FLOWGATE_TEMPLATE', new TemplateError(4, 'too deep')],
  ['UsageError', 'FLOWGATE_USAGE', new UsageError('unknown option --x')],
  ['ToolInputError', 'FLOWGATE_TOOL_INPUT', new ToolInputError('unknown version')],
  ['RunStoreError', 'FLOWGATE_RUN_STORE', new RunStoreError('damaged')],
  ['ConcurrencyWaitTimeout', 'FLOWGATE_CONCURRENCY_WAIT_TIMEOUT', new ConcurrencyWaitTimeout(61_000, ['run-1'])],
  ['NetworkSettingsError', 'FLOWGATE_NETWORK_SETTINGS', new NetworkSettingsError('no CA file')],
  ['ExpressionSyntaxError', 'FLOWGATE_EXPRESSION_SYNTAX', syntax],
  ['ExpressionRuntimeError', 'FLOWGATE_EXPRESSION_RUNTIME', new ExpressionRuntimeError('not a number')],
  ['ValueCompileError', 'FLOWGATE_VALUE_COMPILE', new ValueCompileError(['with', 'to'], syntax)],
  ['PageLimitError', 'FLOWGATE_PDF_PAGE_LIMIT', new PageLimitError('too many pages')],
  ['RecordRefused', 'FLOWGATE_RECORD_REFUSED', new RecordRefused('the file changed')],
  ['SkipSignal', 'FLOWGATE_SKIP_SIGNAL', new SkipSignal('nothing to do')],
  ['DeadlineExceeded', 'FLOWGATE_DEADLINE_EXCEEDED', new DeadlineExceeded({})],
];

describe('FlowgateError', () => {
  it.each(ERRORS)('%s is a FlowgateError with code %s', (name, code, error) => {
    expect(error).toBeInstanceOf(FlowgateError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe(name);
    expect(error.code).toBe(code);
  });

  it('no two classes share a code', () => {
    const codes = ERRORS.map(([, , error]) => error.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('keeps the message as given', () => {
    expect(new UsageError('unknown option --x').message).toBe('unknown option --x');
    expect(new TemplateError(4, 'too deep').message).toBe('line 4: too deep');
  });
});

/** The own error classes of src/, each with where it is and the text of its body. */
function ownErrorClasses(): { name: string; parent: string; file: string; body: string }[] {
  const files = (readdirSync('src', { recursive: true }) as string[]).filter((file) => file.endsWith('.ts')).map((file) => join('src', file));
  const classes: { name: string; parent: string; file: string; body: string }[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^(?:export )?(?:abstract )?class (\w+) extends (\w+)\b[^{]*\{\n([\s\S]*?)^\}/gm)) {
      classes.push({ name: match[1]!, parent: match[2]!, file, body: match[3]! });
    }
  }
  // An error class is one that extends an error class: Error and its kin, or one of ours.
  const errorClasses = new Set(['Error', 'TypeError', 'RangeError', 'SyntaxError', 'EvalError', 'ReferenceError', 'URIError', 'AggregateError']);
  for (let grown = true; grown; ) {
    grown = false;
    for (const { name, parent } of classes) {
      if (errorClasses.has(parent) && !errorClasses.has(name)) {
        errorClasses.add(name);
        grown = true;
      }
    }
  }
  return classes.filter(({ parent }) => errorClasses.has(parent));
}

describe('every own error class is a branded FlowgateError', () => {
  const classes = ownErrorClasses();

  it('none extends a built-in error but FlowgateError itself', () => {
    const direct = classes.filter(({ parent }) => !classes.some(({ name }) => name === parent)).map(({ name, file }) => `${file}: ${name}`);
    expect(direct).toEqual(['src/shared/errors.ts: FlowgateError']);
  });

  it('each brands itself with its own name', () => {
    expect(classes.map(({ name }) => name)).toEqual(expect.arrayContaining(['FlowgateError', 'StepError', 'SkipSignal', 'DeadlineExceeded', 'UsageError', 'TooComplex']));
    const unbranded = classes.filter(({ name, body }) => !body.includes(`brandError(this, '${name}');`)).map(({ name, file }) => `${file}: ${name}`);
    expect(unbranded).toEqual([]);
  });
});

/** The modules of flowgate loaded a second time: new classes, as in another bundle of flowgate. */
interface Copy {
  errors: typeof import('../../src/shared/errors.js');
  engine: typeof import('../../src/engine/errors.js');
  deadline: typeof import('../../src/engine/deadline.js');
  commandLine: typeof import('../../src/shared/command-line.js');
  expressions: typeof import('../../src/expressions/index.js');
}

describe('errors from another copy of flowgate', () => {
  let copy: Copy;
  beforeAll(async () => {
    vi.resetModules();
    copy = {
      errors: await import('../../src/shared/errors.js'),
      engine: await import('../../src/engine/errors.js'),
      deadline: await import('../../src/engine/deadline.js'),
      commandLine: await import('../../src/shared/command-line.js'),
      expressions: await import('../../src/expressions/index.js'),
    };
  });

  it('answer instanceof for their class and FlowgateError, either way round', () => {
    // A second copy indeed: other classes on another base.
    expect(copy.errors.FlowgateError).not.toBe(FlowgateError);
    expect(copy.engine.StepError).not.toBe(StepError);
    expect(Object.getPrototypeOf(copy.engine.StepError)).toBe(copy.errors.FlowgateError);
    const theirs = new copy.engine.StepError('http_status', 'The server answered 503.', 503);
    expect(theirs instanceof StepError).toBe(true);
    expect(theirs instanceof FlowgateError).toBe(true);
    expect(new StepError('timeout', 'slow') instanceof copy.engine.StepError).toBe(true);
    expect(new copy.engine.SkipSignal('done') instanceof SkipSignal).toBe(true);
    expect(new copy.commandLine.UsageError('unknown option') instanceof UsageError).toBe(true);
    expect(new copy.expressions.ExpressionRuntimeError('not a number') instanceof ExpressionRuntimeError).toBe(true);
    expect(new UsageError('unknown option') instanceof copy.errors.FlowgateError).toBe(true);
    // Narrowed by instanceof, their fields read as ours.
    expect(theirs instanceof StepError ? [theirs.code, theirs.status] : null).toEqual(['http_status', 503]);
  });

  it('are not taken for another class, and a plain Error like one is not taken for ours', () => {
    expect(new copy.engine.StepError('timeout', 'slow') instanceof StepError).toBe(true);
    expect(new copy.engine.StepError('timeout', 'slow') instanceof SkipSignal).toBe(false);
    expect(new copy.commandLine.UsageError('x') instanceof StepError).toBe(false);
    expect(new copy.engine.SkipSignal('done') instanceof UsageError).toBe(false);
    const lookalike = Object.assign(new Error('slow'), { name: 'StepError', code: 'timeout' });
    for (const errorClass of [StepError, copy.engine.StepError, FlowgateError, copy.errors.FlowgateError]) {
      expect(lookalike instanceof errorClass).toBe(false);
      expect(new Error('slow') instanceof errorClass).toBe(false);
    }
    for (const value of [null, undefined, 'StepError', 42, { code: 'timeout', message: 'slow' }]) expect(value instanceof StepError).toBe(false);
  });

  it('isDeadlineExceeded knows the marker of either copy, and only it', () => {
    expect(isDeadlineExceeded(new copy.deadline.DeadlineExceeded({}))).toBe(true);
    expect(copy.deadline.isDeadlineExceeded(new DeadlineExceeded({}))).toBe(true);
    expect(isDeadlineExceeded(Object.assign(new Error('A deadline passed before the work finished.'), { name: 'DeadlineExceeded', deadline: {} }))).toBe(false);
    expect(isDeadlineExceeded(new copy.engine.StepError('timeout', 'slow'))).toBe(false);
  });

  it('carry the same code as ours, class by class', () => {
    const pairs: [ours: FlowgateError, theirs: { code: string }][] = [
      [new UsageError('x'), new copy.commandLine.UsageError('x')],
      [new SkipSignal('x'), new copy.engine.SkipSignal('x')],
      [new DeadlineExceeded({}), new copy.deadline.DeadlineExceeded({})],
      [new ExpressionRuntimeError('x'), new copy.expressions.ExpressionRuntimeError('x')],
      [new ExpressionSyntaxError('x', 1), new copy.expressions.ExpressionSyntaxError('x', 1)],
      [new StepError('timeout', 'x'), new copy.engine.StepError('timeout', 'x')],
    ];
    for (const [ours, theirs] of pairs) {
      expect(theirs.code).toBe(ours.code);
      expect(theirs.code).toMatch(/^(FLOWGATE_[A-Z_]+|timeout)$/);
    }
  });

  /** A script runner that throws what `fail` gives, as a sandbox of the other copy would. */
  const throwing = (fail: () => unknown): ScriptRunner => ({
    run: async () => {
      throw fail();
    },
  });
  const steps = workflow('  - id: a\n    script: return {};\n  - id: b\n    script: return {};\n');

  it("the engine takes the other copy's StepError for the step's failure, code and all", async () => {
    const { result } = await runPlan(planFrom(steps), {}, { scripts: throwing(() => new copy.engine.StepError('http_status', 'The server answered 503.', 503)) });
    expect(result.outcome).toBe('error');
    expect(result.steps.a).toEqual({ result: 'failure', outputs: null, error: { code: 'http_status', message: 'The server answered 503.' } });
    expect(result.error).toEqual({ code: 'http_status', message: 'The server answered 503.', step: 'a' });
  });

  it("the engine takes the other copy's SkipSignal for a skip, and a plain Error for its own fault", async () => {
    const skipped = await runPlan(planFrom(steps), {}, { scripts: throwing(() => new copy.engine.SkipSignal('nothing to do')) });
    expect(skipped.result.outcome).toBe('skip');
    expect(skipped.result.steps.a!.result).toBe('skipped');
    expect(skipped.result.steps.b!.result).toBe('skipped');
    const plain = await runPlan(planFrom(steps), {}, { scripts: throwing(() => Object.assign(new Error('The server answered 503.'), { name: 'StepError', code: 'http_status' })) });
    expect(plain.result.steps.a!.error?.code).toBe('internal_error');
  });
});
