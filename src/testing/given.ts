/** `given` of a case (test-cases.md §2.2), typed from the published case schema. */
export type { Given, StubStep } from '../definitions/test-list/intake.js';
