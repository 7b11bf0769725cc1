import { invalidInput } from '../../engine/errors.js';
import { defineAction, type SaveIssue } from '../../engine/action.js';
import { checkFilePath, checkFolderPath, resolveMoveTarget } from '../../world/files/paths.js';
import { OVERWRITE_SCHEMA, PATH_SCHEMA, STORE_SLOTS, boundStore, decideOverwrite, fileNotFound, literalIssues } from './store.js';

/** `to` on its own, before `from` is known: a folder ending with `/` or a file. */
function checkTarget(value: string, field: string): string {
  return value.endsWith('/') ? checkFolderPath(value, field) : checkFilePath(value, field);
}

const ONTO_ITSELF = 'from, to: name the same file; a file cannot be moved onto itself';

/**
 * platform/files.move@v1 (FILES-29..33, FILES-37/38): moves or renames one file within
 * the store. A move onto itself is refused: with `replace` a copy-and-delete back end
 * would otherwise delete the file.
 */
export const filesMove = defineAction({
  name: 'files.move',
  slots: STORE_SLOTS,
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['from', 'to'],
    properties: {
      from: PATH_SCHEMA,
      to: PATH_SCHEMA,
      overwrite: OVERWRITE_SCHEMA,
    },
  },
  outputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['from', 'to', 'moved'],
    properties: {
      from: { type: 'string' },
      to: { type: 'string' },
      moved: { type: 'boolean' },
    },
  },
  saveCheck(input, isDynamic) {
    const issues: SaveIssue[] = literalIssues(input, isDynamic, { from: checkFilePath, to: checkTarget });
    const literal = (field: string) => typeof input[field] === 'string' && !isDynamic(field);
    if (issues.length === 0 && literal('from') && literal('to') && resolveMoveTarget(input.to as string, input.from as string) === input.from) {
      issues.push({ path: 'to', code: 'invalid_input', message: 'names the same file as from' });
    }
    return issues;
  },
  async run(input, ctx) {
    const from = checkFilePath(input.from, 'from');
    const to = resolveMoveTarget(input.to, from, 'to');
    if (to === from) throw invalidInput(ONTO_ITSELF);
    const store = boundStore(ctx);
    if ((await store.stat(from)) === undefined) throw fileNotFound('from');
    const decision = await decideOverwrite(store, to, input.overwrite, 'to');
    const moved = decision === 'write' && (await store.move(from, to));
    return { from, to, moved };
  },
});
