/**
 * The one base class of flowgate's own errors, as undici's `UndiciError`: callers tell
 * errors apart by a stable `code` instead of by class identity, which breaks as soon as
 * two copies of a module are loaded (the bundled Action, `lib/`, tests on `src/`).
 *
 * Internal errors carry a `FLOWGATE_*` code chosen by their class. A step's failure
 * (`StepError`) carries a code of the step error catalogue instead
 * (src/engine/error-codes.ts), since that code is what users see in results.
 *
 * `instanceof` works across copies too: each class is branded with
 * `Symbol.for('flowgate.error.<Name>')`, the same symbol in every copy, and its
 * instances answer `true` to it; `FlowgateError[Symbol.hasInstance]` asks for that
 * brand instead of walking the prototype chain. So `error instanceof StepError` holds
 * for a StepError made by any copy of flowgate, and for nothing else.
 */

/** Where a branded class keeps its brand (the class's own property, never inherited). */
const BRAND = Symbol('flowgate.error.brand');

/** The brand of the error class called `name`: one symbol for every copy of flowgate. */
function brandFor(name: string): symbol {
  return Symbol.for(`flowgate.error.${name}`);
}

type ErrorClass = abstract new (...args: never) => Error;

/**
 * Brands an error class, from its static block: `static { brandError(this, 'StepError'); }`.
 * `name` is the class's name as written, not `errorClass.name`, which a bundler may change.
 * Every own error class is branded (__tests__/shared/errors.test.ts checks src/ for it).
 */
export function brandError(errorClass: ErrorClass, name: string): void {
  const brand = brandFor(name);
  Object.defineProperty(errorClass, BRAND, { value: brand });
  Object.defineProperty(errorClass.prototype, brand, { value: true });
}

/** Whether `value` carries `brand`: made by a class branded so, in any copy of flowgate. */
function hasBrand(value: unknown, brand: symbol): boolean {
  return (typeof value === 'object' || typeof value === 'function') && value !== null && (value as Record<symbol, unknown>)[brand] === true;
}

export abstract class FlowgateError extends Error {
  static {
    brandError(this, 'FlowgateError');
  }

  abstract readonly code: string;

  /**
   * `error instanceof SomeFlowgateError`, answered by the brand (as undici's errors do).
   * A class left unbranded falls back to its prototype chain: right, but within one copy only.
   */
  static override [Symbol.hasInstance](instance: unknown): boolean {
    if (!Object.hasOwn(this, BRAND)) return Function.prototype[Symbol.hasInstance].call(this, instance);
    return hasBrand(instance, (this as unknown as Record<symbol, symbol>)[BRAND]!);
  }
}
