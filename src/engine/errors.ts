/**
 * A step failure with a machine-readable code and a message that is safe to show:
 * it never carries data or secret values (ERR-02).
 */
export class StepError extends Error {
  readonly code: string;
  /** HTTP status behind an `http_status` or provider failure, used for retry classes. */
  readonly status: number | undefined;
  override readonly name = 'StepError';

  constructor(code: string, message: string, status?: number) {
    // A step failure is an expected result, not a bug: its stack is never shown, and
    // capturing one costs more than the rest of a failing step.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.code = code;
    this.status = status;
  }
}

/** Thrown when a step ends itself as skipped (`ctx.skip`); later steps are skipped too. */
export class SkipSignal extends Error {
  override readonly name = 'SkipSignal';
  readonly reason: string;
  constructor(reason: string) {
    super(reason);
    this.reason = reason;
  }
}

const RETRYABLE_CODES = new Set(['timeout', 'network_error', 'sync_snapshot_unavailable']);

/** WF-20/WF-22: only failures of another system are worth another attempt. */
export function isRetryable(error: StepError): boolean {
  if (RETRYABLE_CODES.has(error.code)) return true;
  if (error.code === 'http_status' || error.code === 'ai_provider_error') {
    return error.status === 429 || (error.status !== undefined && error.status >= 500);
  }
  return false;
}

export function invalidInput(message: string): StepError {
  return new StepError('invalid_input', message);
}

export function formatError(message: string): StepError {
  return new StepError('format_error', message);
}
