// flowgate on 100 workflows × 8 cases (process start included) beside the same cases as
// hand-written vitest tests with undici's MockAgent, in one file and in 100 files.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { measureSynth, printRows, repo } from './measure.mjs';

const work = join(repo, 'bench', '.work');
rmSync(work, { recursive: true, force: true });
printRows('synthetic repository: 800 cases, process start included (median of 5 for flowgate)', measureSynth(work, { manyFiles: true }));
