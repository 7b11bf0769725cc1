/**
 * The one base class of flowgate's own errors, as undici's `UndiciError`: callers tell
 * errors apart by a stable `code` instead of by class identity, which breaks as soon as
 * two copies of a module are loaded (the bundled Action, `lib/`, tests on `src/`).
 *
 * Internal errors carry a `FLOWGATE_*` code chosen by their class. A step's failure
 * (`StepError`) carries a code of the step error catalogue instead
 * (src/engine/error-codes.ts), since that code is what users see in results.
 */
export abstract class FlowgateError extends Error {
  abstract readonly code: string;
}
