import { defineAction } from '../engine/action.js';
import { invalidInput } from '../engine/errors.js';
import { SCRIPT_WALL_MS } from '../engine/scripts.js';
import { hasExpression } from '../expressions/index.js';

/** platform/transform@v1: reshapes data with a small JavaScript function of `input` (CTX-30). */
export const transform = defineAction({
  name: 'transform',
  runsScripts: true,
  rawFields: ['script'],
  scriptFields: { script: 'transform' },
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['script'],
    properties: {
      script: { type: 'string', minLength: 1, description: 'Body of a JavaScript function that receives input and returns the result.' },
      input: { description: 'Data passed to the script.' },
    },
  },
  outputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['result'],
    properties: { result: {} },
  },
  async run(input, ctx) {
    // TRANSFORM-06: data goes in through `input`, never through the script's text.
    if (hasExpression(input.script)) throw invalidInput('script: must not contain ${{ }} expressions; pass data through input');
    const { world } = ctx;
    const result = await ctx.scripts.run({
      code: input.script,
      mode: 'transform',
      data: { input: input.input ?? null },
      host: {
        now: () => world.clock.now().toISOString(),
        stateGet: () => null,
        stateSet: () => undefined,
        lookup: () => null,
        log: (line) => world.log(line),
        httpRequest: () => Promise.reject(invalidInput('transform scripts have no ctx')),
        connectionRequest: () => Promise.reject(invalidInput('transform scripts have no ctx')),
      },
      limits: { memoryMb: world.limits.scriptMemoryMb, cpuMs: world.limits.scriptCpuMs, wallMs: SCRIPT_WALL_MS },
    });
    return { result: result.kind === 'return' ? (result.value ?? null) : null };
  },
});
