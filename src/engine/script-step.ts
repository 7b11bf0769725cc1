/** Script steps and library actions: user JavaScript through the run's script runner, ctx served by the world. */
import { formatRfc3339 } from '../expressions/index.js';
import { own } from '../shared/own.js';
import { SkipSignal, StepError } from './errors.js';
import type { LibraryAction } from './plan.js';
import { readBody } from './response-body.js';
import type { RunScope } from './scope.js';
import { checkStateKey, checkStateValue } from './state-rules.js';
import { SCRIPT_WALL_MS, type ScriptHost, type ScriptHttpRequest, type ScriptMode, type ScriptRunner } from './scripts.js';
import type { ResolvedConnection, World } from './world.js';

const SCRIPT_REQUEST_TIMEOUT_MS = 30_000;

function scriptHost(world: World, connections: Record<string, ResolvedConnection>): ScriptHost {
  const send = async (request: ScriptHttpRequest, connection: ResolvedConnection | undefined) => {
    const response = await world.http.request(request, { ...(connection ? { connection } : {}), timeoutMs: SCRIPT_REQUEST_TIMEOUT_MS });
    return { status: response.status, headers: response.headers, ...readBody(response) };
  };
  return {
    now: () => formatRfc3339(world.clock.now()),
    stateGet: (key, fallback) => {
      checkStateKey(key, 'ctx.state.get key');
      const saved = world.state.get(key);
      return saved.found ? saved.value : (fallback ?? null);
    },
    stateSet: (key, value) => {
      checkStateKey(key, 'ctx.state.set key');
      checkStateValue(value, 'ctx.state.set value');
      world.state.set(key, value);
    },
    lookup: (table, key) => world.lookup(table, key),
    log: (line) => world.log(line),
    httpRequest: (request) => send(request, undefined),
    connectionRequest: (slot, request) => {
      const connection = own(connections, slot);
      if (!connection) throw new StepError('invalid_input', `ctx.connection('${slot}'): the step binds no connection to that slot.`);
      return send(request, connection);
    },
  };
}

export interface ScriptCall {
  scripts: ScriptRunner;
  world: World;
  connections: Record<string, ResolvedConnection>;
  scope: RunScope;
}

async function run(mode: ScriptMode, code: string, data: Record<string, unknown>, call: ScriptCall): Promise<unknown> {
  const { world } = call;
  const result = await call.scripts.run({
    code,
    mode,
    data,
    host: scriptHost(world, call.connections),
    limits: { memoryMb: world.limits.scriptMemoryMb, cpuMs: world.limits.scriptCpuMs, wallMs: SCRIPT_WALL_MS },
  });
  // CTX-26: a step script's skip ends this step and every later one.
  if (result.kind === 'skip') throw new SkipSignal(result.reason);
  return result.value;
}

export function runStepScript(code: string, call: ScriptCall): Promise<unknown> {
  const { scope } = call;
  return run('step', code, { event: scope.event, steps: scope.steps, vars: scope.vars, secrets: scope.secrets }, call);
}

export function runLibraryScript(action: LibraryAction, input: unknown, call: ScriptCall): Promise<unknown> {
  const { scope } = call;
  return run('action', action.script, { event: scope.event, input, vars: scope.vars, secrets: scope.secrets }, call);
}
