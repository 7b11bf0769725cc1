import { brandError, FlowgateError } from '../shared/errors.js';
import { errorCodeEntry, type ErrorCode, type RetryClass } from './error-codes.js';

export type { ErrorCode } from './error-codes.js';

declare const recordedCode: unique symbol;
/** A failure code a test case chose for a stubbed step (STUB-04): any text, outside the catalogue. */
type RecordedErrorCode = string & { readonly [recordedCode]: true };

/**
 * A step failure with a machine-readable code and a message that is safe to show:
 * it never carries data or secret values (ERR-02).
 */
export class StepError extends FlowgateError {
  static {
    brandError(this, 'StepError');
  }

  /** A code of the catalogue (error-codes.ts), or one recorded as given by `StepError.recorded`. */
  override readonly code: ErrorCode | RecordedErrorCode;
  /** HTTP status behind an `http_status` or provider failure, used for retry classes. */
  readonly status: number | undefined;
  override readonly name = 'StepError';

  /** `code` is a catalogued code; a recorded one comes only from `StepError.recorded`. */
  constructor(code: ErrorCode | RecordedErrorCode, message: string, status?: number) {
    // A step failure is an expected result, not a bug: its stack is never shown, and
    // capturing one costs more than the rest of a failing step.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.code = code;
    this.status = status;
  }

  /**
   * The failure of a stubbed step, recorded as its test case gives it (STUB-04, STUB-05):
   * the case may name any code, so this is the one way to a code outside the catalogue.
   * Every failure flowgate itself decides uses the constructor and a catalogued code.
   */
  static recorded(code: string, message: string): StepError {
    return new StepError(code as RecordedErrorCode, message);
  }
}

/**
 * Thrown when a step ends itself as skipped. A script's `ctx.skip` skips every later
 * step too (CTX-26); a step whose result is given as skipped (a stub) skips only itself.
 */
export class SkipSignal extends FlowgateError {
  static {
    brandError(this, 'SkipSignal');
  }

  override readonly name = 'SkipSignal';
  override readonly code = 'FLOWGATE_SKIP_SIGNAL';
  readonly reason: string;
  readonly skipsLaterSteps: boolean;
  constructor(reason: string, options: { skipsLaterSteps: boolean } = { skipsLaterSteps: true }) {
    super(reason);
    this.reason = reason;
    this.skipsLaterSteps = options.skipsLaterSteps;
  }
}

/** Which statuses each retry class repeats a step for (WF-20, WF-22). */
const RETRIES_ON: Readonly<Record<RetryClass, (status: number | undefined) => boolean>> = {
  never: () => false,
  always: () => true,
  when_busy: (status) => status === 429 || (status !== undefined && status >= 500),
};

/** WF-20/WF-22: only failures of another system are worth another attempt. A recorded code outside the catalogue never is. */
export function isRetryable(error: StepError): boolean {
  const entry = errorCodeEntry(error.code);
  return entry !== undefined && RETRIES_ON[entry.retry](error.status);
}

export function invalidInput(message: string): StepError {
  return new StepError('invalid_input', message);
}

export function formatError(message: string): StepError {
  return new StepError('format_error', message);
}
