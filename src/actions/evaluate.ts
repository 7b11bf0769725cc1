import { StepError } from '../engine/errors.js';
import { isTruthy } from '../expressions/index.js';
import { defineAction } from '../engine/action.js';

/** platform/evaluate@v1: computes a value, usually for `if:` checks (built-in-actions.md §4). */
export const evaluate = defineAction({
  name: 'evaluate',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['expression'],
    properties: {
      expression: { description: 'Value to compute, usually one ${{ }} expression.' },
      fail_if_false: { type: 'boolean', default: false },
      message: { type: 'string', minLength: 1, maxLength: 500 },
    },
  },
  outputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['result'],
    properties: { result: {} },
  },
  async run(input) {
    if (input.fail_if_false && !isTruthy(input.expression)) {
      throw new StepError('check_failed', input.message ?? 'The check was false.');
    }
    return { result: input.expression ?? null };
  },
});
