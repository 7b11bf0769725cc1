import { defineAction } from '../engine/action.js';

/** platform/wait@v1: pauses the run; on the virtual clock in tests (WORLD-12). */
export const wait = defineAction({
  name: 'wait',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['seconds'],
    properties: { seconds: { type: 'integer', minimum: 1, maximum: 30 } },
  },
  outputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['waited_seconds'],
    properties: { waited_seconds: { type: 'integer', minimum: 0 } },
  },
  async run(input, ctx) {
    await ctx.world.clock.sleep(input.seconds * 1000);
    return { waited_seconds: input.seconds };
  },
});
