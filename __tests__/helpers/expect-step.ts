/** Assertions shared by the unit tests of action modules: failures, output shapes and save-time issues. */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { expect } from 'vitest';
import type { ErrorObject } from 'ajv';
import type { ActionModule, SaveIssue } from '../../src/engine/action.js';
import { probeInput } from '../../src/definitions/input-probe.js';
import { StepError } from '../../src/engine/errors.js';

/**
 * Awaits `promise` and returns the StepError it fails with; the test fails when it
 * resolves or fails with anything else. `what` names the thing in that message.
 */
export async function failure(promise: Promise<unknown>, what: 'step' | 'request' = 'step'): Promise<StepError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(StepError);
    return error as StepError;
  }
  throw new Error(`expected the ${what} to fail`);
}

/** `failure` for HTTP client and dispatcher tests, which send a request rather than run a step. */
export function requestFailure(promise: Promise<unknown>): Promise<StepError> {
  return failure(promise, 'request');
}

const ajv = new Ajv2020({ strict: false, allowUnionTypes: true });

/** ACT-02: `output` matches the module's output schema (the ajv errors name what does not). */
export function expectOutputShape(module: ActionModule, output: unknown): void {
  const validate = ajv.compile(module.outputSchema);
  expect(validate(output), JSON.stringify(validate.errors)).toBe(true);
}

/**
 * The save-time view of an input for `module`, as workflow compilation probes it:
 * the schema errors it can judge already, and the module's own save checks.
 */
export function saveIssuesOf(module: ActionModule): (input: Record<string, unknown>) => { schema: ErrorObject[]; issues: SaveIssue[] } {
  return (input) => {
    const probe = probeInput(module.inputSchema, input, [], module.name);
    return { schema: probe.errors, issues: module.saveCheck?.(input, probe.isDynamic) ?? [] };
  };
}
