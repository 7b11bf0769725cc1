import type { ActionModule } from '../engine/action.js';

/** platform/wait@v1: pauses the run; on the virtual clock in tests (WORLD-12). */
export const wait: ActionModule = {
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
  async run(input: { seconds: number }, ctx) {
    await ctx.world.clock.sleep(input.seconds * 1000);
    return { waited_seconds: input.seconds };
  },
};
