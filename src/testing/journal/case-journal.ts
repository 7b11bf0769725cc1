/** A test case's journal: its requests carry what the case's mocks did with them. */
import type { MockNote } from '../http-mocks.js';
import { RunJournal } from './journal.js';

export type CaseJournal = RunJournal<MockNote>;
