/** Script steps and library actions: user JavaScript in the sandbox, ctx served by the world. */
import { formatRfc3339 } from '../expressions/index.js';
import type { ScriptHost, ScriptHttpRequest, ScriptMode, ScriptResult } from '../sandbox/types.js';
import { readBody } from '../world/http-client.js';
import { buildRequest } from '../world/outgoing-request.js';
import { SkipSignal, StepError } from './errors.js';
import type { LibraryAction } from './plan.js';
import type { RunScope } from './scope.js';
import type { ResolvedConnection, World } from './world.js';
import { own } from '../shared/own.js';

const SCRIPT_REQUEST_TIMEOUT_MS = 30_000;

function scriptHost(world: World, connections: Record<string, ResolvedConnection>): ScriptHost {
  const send = async (request: ScriptHttpRequest, connection: ResolvedConnection | undefined) => {
    const response = await world.http.send(buildRequest(request, connection, world), { timeoutMs: SCRIPT_REQUEST_TIMEOUT_MS });
    return { status: response.status, headers: response.headers, ...readBody(response) };
  };
  return {
    now: () => formatRfc3339(world.clock.now()),
    stateGet: (key, fallback) => {
      const saved = world.state.get(key);
      return saved.found ? saved.value : (fallback ?? null);
    },
    stateSet: (key, value) => world.state.set(key, value),
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

async function run(mode: ScriptMode, code: string, data: Record<string, unknown>, world: World, connections: Record<string, ResolvedConnection>): Promise<unknown> {
  const { runScript } = await import('../sandbox/index.js');
  const result: ScriptResult = await runScript({
    code,
    mode,
    data,
    host: scriptHost(world, connections),
    limits: { memoryMb: world.limits.scriptMemoryMb, cpuMs: world.limits.scriptCpuMs, wallMs: 20_000 },
  });
  if (result.kind === 'skip') throw new SkipSignal(result.reason);
  return result.value;
}

export function runStepScript(code: string, connections: Record<string, ResolvedConnection>, world: World, scope: RunScope): Promise<unknown> {
  return run('step', code, { event: scope.event, steps: scope.steps, vars: scope.vars, secrets: scope.secrets }, world, connections);
}

export function runLibraryScript(action: LibraryAction, input: unknown, connections: Record<string, ResolvedConnection>, world: World, scope: RunScope): Promise<unknown> {
  return run('action', action.script, { event: scope.event, input, vars: scope.vars, secrets: scope.secrets }, world, connections);
}
