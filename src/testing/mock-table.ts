/**
 * What the `given.http` and `given.models` tables share: counting each mock's uses
 * against its `times`, picking the most specific mock that answers, and ranking the
 * near misses named in an `http_unmocked` message.
 */

/** The mock that came closest to answering a refused request, for its message. */
export interface NearMiss {
  /** How many set fields did not match; 0 for a mock whose `times` is used up. */
  misses: number;
  specificity: number;
  /** E.g. `given.http[0] (path /customers/c1 does not match /customers/c2)`. */
  description: string;
  /** The mock: its list (`given.http`, `given.models`) and position there. */
  mock: MockPosition;
  /** The fields that did not match, or `times` for a mock whose times are used up (for traces). */
  fields: string[];
  /** The reason alone, without the mock's name: `path /customers/c1 does not match /customers/c2`. */
  why: string;
}

/** Where a mock is written: its list and position in it. */
export interface MockPosition {
  list: string;
  index: number;
}

/** The uses of one table's mocks, by list position. */
export class MockUses<Mock extends { times?: number }> {
  readonly #mocks: readonly Mock[];
  readonly #counts: number[];

  constructor(mocks: readonly Mock[]) {
    this.#mocks = mocks;
    this.#counts = mocks.map(() => 0);
  }

  /** How many requests each mock answered, in list order. */
  get counts(): readonly number[] {
    return this.#counts;
  }

  /** MOCK-18/MOCK-19, MODEL-12: without `times` a mock never runs out. */
  usedUp(index: number): boolean {
    const times = this.#mocks[index]!.times;
    return times !== undefined && this.#counts[index]! >= times;
  }

  /**
   * The position of the most specific mock that `matches` the request and is not used
   * up, with this use counted; undefined when none is left. MOCK-03/MOCK-05: strictly
   * higher specificity replaces, so a tie keeps the first listed.
   */
  take(matches: (mock: Mock) => boolean, specificity: (mock: Mock) => number): number | undefined {
    let chosen: number | undefined;
    for (const [index, mock] of this.#mocks.entries()) {
      if (!matches(mock) || this.usedUp(index)) continue;
      if (chosen === undefined || specificity(mock) > specificity(this.#mocks[chosen]!)) chosen = index;
    }
    if (chosen !== undefined) this.#counts[chosen]!++;
    return chosen;
  }
}

/** Why a mock that matches did not answer: its `times` ran out. */
export function usedUpReason(times: number | undefined): string {
  return `it matches, but its times: ${times} ${times === 1 ? 'is' : 'are'} used up`;
}

/** Fewest mismatched fields, then the more specific mock; on a full tie the earlier one stays. */
export function closer(candidate: NearMiss, current: NearMiss | undefined): boolean {
  if (!current) return true;
  if (candidate.misses !== current.misses) return candidate.misses < current.misses;
  return candidate.specificity > current.specificity;
}
