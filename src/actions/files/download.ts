import { invalidInput } from '../../engine/errors.js';
import { checkRunFileRoom } from '../archive/run-file-room.js';
import { defineAction } from '../../engine/action.js';
import { guessContentType } from '../../world/files/content-types.js';
import { checkFilePath } from '../../world/files/paths.js';
import { FILE_ENTRY_SCHEMA, PATH_SCHEMA, STORE_SLOTS, boundStore, entryOutput, fileNotFound, literalIssues } from './store.js';

/** An artifact name is one plain file name: later steps read it as `artifacts['<name>']`. */
function checkArtifactName(name: string, field: string): string {
  if (/[/\\]/.test(name)) throw invalidInput(`${field}: must be a file name without folders`);
  if (name === '.' || name === '..') throw invalidInput(`${field}: must be a file name`);
  if (/[\u0000-\u001f\u007f]/.test(name)) throw invalidInput(`${field}: must not contain control characters`);
  return name;
}

function checkContentType(value: string, field: string): string {
  if (/[\r\n]/.test(value)) throw invalidInput(`${field}: must be one line`);
  return value;
}

/**
 * platform/files.download@v1 (FILES-14..18): copies one file into an artifact. The size
 * is checked against the run's file limits before the file is read, so an oversized
 * file is never fetched.
 */
export const filesDownload = defineAction({
  name: 'files.download',
  slots: STORE_SLOTS,
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['path'],
    properties: {
      path: PATH_SCHEMA,
      artifact_name: { type: 'string', minLength: 1, maxLength: 200 },
      content_type: { type: 'string', minLength: 1, maxLength: 200 },
    },
  },
  outputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['artifact', 'file'],
    properties: {
      artifact: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'content_type', 'size_bytes'],
        properties: {
          id: { type: 'string' },
          name: { type: 'string' },
          content_type: { type: 'string' },
          size_bytes: { type: 'integer', minimum: 0 },
        },
      },
      file: FILE_ENTRY_SCHEMA,
    },
  },
  saveCheck(input, isDynamic) {
    return literalIssues(input, isDynamic, { path: checkFilePath, artifact_name: checkArtifactName, content_type: checkContentType });
  },
  async run(input, ctx) {
    const path = checkFilePath(input.path, 'path');
    if (input.artifact_name !== undefined) checkArtifactName(input.artifact_name, 'artifact_name');
    if (input.content_type !== undefined) checkContentType(input.content_type, 'content_type');
    const store = boundStore(ctx);
    const entry = await store.stat(path);
    if (entry === undefined) throw fileNotFound('path');
    checkRunFileRoom(ctx, [entry.size]);
    const data = await store.read(path);
    // The file may have grown since it was looked at.
    if (data.byteLength !== entry.size) checkRunFileRoom(ctx, [data.byteLength]);
    const artifact = ctx.addArtifact(input.artifact_name ?? entry.name, data, input.content_type ?? guessContentType(entry.name));
    return {
      artifact: { id: artifact.id, name: artifact.name, content_type: artifact.content_type, size_bytes: artifact.size_bytes },
      file: entryOutput({ ...entry, size: data.byteLength }),
    };
  },
});
