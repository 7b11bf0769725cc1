import { invalidInput } from '../../engine/errors.js';
import { defineAction, type ActionContext, type InputOf, type SaveIssue } from '../../engine/action.js';
import { checkFilePath } from '../../world/files/paths.js';
import { OVERWRITE_SCHEMA, PATH_SCHEMA, STORE_SLOTS, boundStore, decideOverwrite, literalIssues } from './store.js';

const INPUT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['path'],
  properties: {
    path: PATH_SCHEMA,
    artifact: { description: 'An artifact: ${{ artifacts.<name> }} or its file name.' },
    text: { type: 'string' },
    json: {},
    overwrite: OVERWRITE_SCHEMA,
  },
} as const;

type Input = InputOf<typeof INPUT_SCHEMA>;

const SOURCES = ['artifact', 'text', 'json'] as const;
const EXACTLY_ONE = 'artifact, text, json: give exactly one of them';

/** FILES-21..23: the bytes to write, from exactly one of the three sources. */
function contentOf(input: Input, ctx: ActionContext): Uint8Array {
  const given = SOURCES.filter((source) => input[source] !== undefined);
  if (given.length !== 1) throw invalidInput(EXACTLY_ONE);
  if (input.artifact !== undefined) return ctx.artifact(input.artifact, 'artifact').data;
  if (input.text !== undefined) return Buffer.from(input.text, 'utf8');
  return Buffer.from(JSON.stringify(input.json), 'utf8');
}

/**
 * platform/files.upload@v1 (FILES-19..28, FILES-37/38): writes an artifact, text or JSON
 * to one file. In a dry run the target is still looked at, so `overwrite: fail` fails
 * as it would for real, but nothing is written.
 */
export const filesUpload = defineAction({
  name: 'files.upload',
  slots: STORE_SLOTS,
  inputSchema: INPUT_SCHEMA,
  outputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['path', 'size', 'written'],
    properties: {
      path: { type: 'string' },
      size: { type: 'integer', minimum: 0 },
      written: { type: 'boolean' },
    },
  },
  saveCheck(input, isDynamic) {
    const issues: SaveIssue[] = literalIssues(input, isDynamic, { path: checkFilePath });
    // Which fields are present never depends on an expression.
    if (SOURCES.filter((source) => source in input).length !== 1) issues.push({ path: 'artifact', code: 'invalid_input', message: 'give exactly one of artifact, text, json' });
    return issues;
  },
  async run(input, ctx) {
    const path = checkFilePath(input.path, 'path');
    const data = contentOf(input, ctx);
    const store = boundStore(ctx);
    const decision = await decideOverwrite(store, path, input.overwrite, 'path');
    const written = decision === 'write' && (await store.write(path, data));
    return { path, size: data.byteLength, written };
  },
});
