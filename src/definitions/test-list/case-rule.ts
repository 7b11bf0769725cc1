/** What a rule of a case says: where in the case (from the case itself) and what is wrong. */
import type { PathSegment } from '../source.js';

export interface CaseRuleProblem {
  /** Path inside the case, e.g. `['expect', 'payload', 0, 'matches']`. */
  at: readonly PathSegment[];
  /** Plain and safe to show: names the field, never repeats the case's values. */
  message: string;
}
