import { StepError } from '../../engine/errors.js';
import { defineAction } from '../../engine/action.js';
import { checkFilePath } from '../../world/files/paths.js';
import { PATH_SCHEMA, STORE_SLOTS, boundStore, fileNotFound, literalIssues } from './store.js';

/**
 * platform/files.delete@v1 (FILES-34..38): deletes one file. In a dry run a missing file
 * still fails unless `missing_ok`, as the real run would.
 */
export const filesDelete = defineAction({
  name: 'files.delete',
  slots: STORE_SLOTS,
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['path'],
    properties: {
      path: PATH_SCHEMA,
      missing_ok: { type: 'boolean', default: false },
    },
  },
  outputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['path', 'deleted'],
    properties: {
      path: { type: 'string' },
      deleted: { type: 'boolean' },
    },
  },
  saveCheck(input, isDynamic) {
    return literalIssues(input, isDynamic, { path: checkFilePath });
  },
  async run(input, ctx) {
    const path = checkFilePath(input.path, 'path');
    const store = boundStore(ctx);
    const missing = () => {
      if (input.missing_ok) return { path, deleted: false };
      throw fileNotFound('path');
    };
    if ((await store.stat(path)) === undefined) return missing();
    try {
      return { path, deleted: await store.remove(path) };
    } catch (error) {
      // Gone between the look and the delete: the same as not there.
      if (error instanceof StepError && error.code === 'file_not_found') return missing();
      throw error;
    }
  },
});
