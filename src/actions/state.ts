import { invalidInput } from '../engine/errors.js';
import type { ActionModule } from '../engine/action.js';

const MAX_VALUE_BYTES = 64 * 1024;
const keySchema = { type: 'string', minLength: 1, maxLength: 200 };

/** platform/state.get@v1: reads a saved value. */
export const stateGet: ActionModule = {
  name: 'state.get',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['key'],
    properties: { key: keySchema, default: {} },
  },
  outputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['value', 'found'],
    properties: { value: {}, found: { type: 'boolean' } },
  },
  async run(input: { key: string; default?: unknown }, ctx) {
    const saved = ctx.world.state.get(input.key);
    if (saved.found) return { value: saved.value, found: true };
    return { value: input.default ?? null, found: false };
  },
};

/** platform/state.set@v1: saves a small JSON value and returns the one it replaced. */
export const stateSet: ActionModule = {
  name: 'state.set',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['key', 'value'],
    properties: { key: keySchema, value: {} },
  },
  outputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['previous'],
    properties: { previous: {} },
  },
  async run(input: { key: string; value: unknown }, ctx) {
    const size = Buffer.byteLength(JSON.stringify(input.value ?? null), 'utf8');
    if (size > MAX_VALUE_BYTES) throw invalidInput('value: must be at most 64 KB of JSON');
    const previous = ctx.world.state.get(input.key);
    ctx.world.state.set(input.key, input.value ?? null);
    return { previous: previous.found ? previous.value : null };
  },
};
