import { invalidInput } from '../engine/errors.js';
import { hasExpression } from '../expressions/index.js';
import { checkScript } from '../sandbox/check-script.js';
import type { ActionModule, SaveIssue } from './types.js';

/** platform/transform@v1: reshapes data with a small JavaScript function of `input` (CTX-30). */
export const transform: ActionModule = {
  name: 'transform',
  rawFields: ['script'],
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
  saveCheck(input) {
    if (typeof input.script !== 'string') return [];
    return checkScript(input.script, 'transform').map(
      (issue): SaveIssue => ({ path: 'script', code: issue.code, message: `line ${issue.line} of the script: ${issue.message}` }),
    );
  },
  async run(input: { script: string; input?: unknown }, ctx) {
    // TRANSFORM-06: data goes in through `input`, never through the script's text.
    if (hasExpression(input.script)) throw invalidInput('script: must not contain ${{ }} expressions; pass data through input');
    const { runScript } = await import('../sandbox/index.js');
    const { world } = ctx;
    const result = await runScript({
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
      limits: { memoryMb: world.limits.scriptMemoryMb, cpuMs: world.limits.scriptCpuMs, wallMs: 20_000 },
    });
    return { result: result.kind === 'return' ? (result.value ?? null) : null };
  },
};
