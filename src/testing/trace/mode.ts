/** CLI-28: which cases carry a trace in the JSON report. */
export const TRACE_MODES = ['on', 'off', 'failed'] as const;

export type TraceMode = (typeof TRACE_MODES)[number];

/** `failed` (the default) keeps passing reports small; a case that did not pass is where a trace helps. */
export const DEFAULT_TRACE_MODE: TraceMode = 'failed';

export function isTraceMode(text: string): text is TraceMode {
  return (TRACE_MODES as readonly string[]).includes(text);
}

/** Whether a case that ran with this status keeps its trace. */
export function keepsTrace(mode: TraceMode, status: 'passed' | 'failed'): boolean {
  return mode === 'on' || (mode === 'failed' && status === 'failed');
}
