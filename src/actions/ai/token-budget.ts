/**
 * The run's AI token limit (AI-25, `ai_tokens_per_run`): every call's reported tokens
 * count against it, across all `ai.generate` steps of one run. A World is one run, so the
 * tally lives beside it.
 */
import { StepError } from '../../engine/errors.js';
import type { World } from '../../engine/world.js';

const spent = new WeakMap<World, number>();

export function tokensSpent(world: World): number {
  return spent.get(world) ?? 0;
}

function limitExceeded(limit: number): StepError {
  return new StepError('limit_exceeded', `The run's AI token limit (ai_tokens_per_run: ${limit}) is used up.`);
}

/** Refuses a call when the run has no tokens left. */
export function checkTokensLeft(world: World): void {
  const limit = world.limits.aiTokensPerRun;
  if (tokensSpent(world) >= limit) throw limitExceeded(limit);
}

/** Counts a call's tokens; fails when they take the run past its limit. */
export function countTokens(world: World, tokens: number): void {
  const total = tokensSpent(world) + tokens;
  spent.set(world, total);
  const limit = world.limits.aiTokensPerRun;
  if (total > limit) throw limitExceeded(limit);
}
