/**
 * UNZIP-26: unpacked files count toward the run's file limits and the plan's
 * `storage_mb`. Checked before the first file is stored, so a breach stores nothing.
 *
 * How the limits read (flowgate.yaml `limits`): `run_files` is the number of files a run
 * may hold, `run_file_mb` the size of one file, `storage_mb` the size of all together.
 */
import { StepError } from '../../engine/errors.js';
import { MIB } from '../shared/records.js';
import type { ActionContext } from '../../engine/action.js';

export function checkRunFileRoom(ctx: ActionContext, sizes: readonly number[]): void {
  const limits = ctx.world.limits;
  const held = ctx.world.artifacts.list();
  if (held.length + sizes.length > limits.runFiles) {
    throw new StepError('limit_exceeded', `The run would hold more than ${limits.runFiles} files (plan limit run_files).`);
  }
  if (sizes.some((size) => size > limits.runFileMb * MIB)) {
    throw new StepError('limit_exceeded', `A file would be larger than ${limits.runFileMb} MB (plan limit run_file_mb).`);
  }
  const stored = held.reduce((sum, artifact) => sum + artifact.size_bytes, 0) + sizes.reduce((sum, size) => sum + size, 0);
  if (stored > limits.storageMb * MIB) {
    throw new StepError('limit_exceeded', `The run's files would take more than ${limits.storageMb} MB (plan limit storage_mb).`);
  }
}
