/** flowgate's own errors share one base class and tell themselves apart by `code`. */
import { describe, expect, it } from 'vitest';
import { PageLimitError } from '../../src/actions/pdf/layout.js';
import { SourceSyntaxError } from '../../src/definitions/source.js';
import { ExpressionRuntimeError, ExpressionSyntaxError, ValueCompileError } from '../../src/expressions/index.js';
import { ToolInputError } from '../../src/mcp/tool-types.js';
import { UsageError } from '../../src/shared/command-line.js';
import { FlowgateError } from '../../src/shared/errors.js';
import { InvalidSchemaError } from '../../src/shared/json-schema.js';
import { TemplateError } from '../../src/templates/issues.js';
import { ConcurrencyWaitTimeout } from '../../src/world/real/concurrency-lock.js';
import { NetworkSettingsError } from '../../src/world/real/network.js';
import { RunStoreError } from '../../src/world/real/run-store.js';

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
