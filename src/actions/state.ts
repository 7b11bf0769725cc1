import { defineAction } from '../engine/action.js';
import { STATE_KEY_SCHEMA, checkStateKey, checkStateValue } from '../engine/state-rules.js';

/** platform/state.get@v1: reads a saved value. */
export const stateGet = defineAction({
  name: 'state.get',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['key'],
    properties: { key: STATE_KEY_SCHEMA, default: {} },
  },
  outputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['value', 'found'],
    properties: { value: {}, found: { type: 'boolean' } },
  },
  async run(input, ctx) {
    const saved = ctx.world.state.get(input.key);
    if (saved.found) return { value: saved.value, found: true };
    return { value: input.default ?? null, found: false };
  },
});

/** platform/state.set@v1: saves a small JSON value and returns the one it replaced. */
export const stateSet = defineAction({
  name: 'state.set',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['key', 'value'],
    properties: { key: STATE_KEY_SCHEMA, value: {} },
  },
  outputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['previous'],
    properties: { previous: {} },
  },
  async run(input, ctx) {
    checkStateKey(input.key, 'key');
    checkStateValue(input.value, 'value');
    const previous = ctx.world.state.get(input.key);
    ctx.world.state.set(input.key, input.value ?? null);
    return { previous: previous.found ? previous.value : null };
  },
});
