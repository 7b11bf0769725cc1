import { invalidInput } from '../engine/errors.js';
import { packedName, uniqueNames } from './archive/entry-names.js';
import { MIB } from './shared/records.js';
import { defineAction } from '../engine/action.js';

const MAX_FILES = 100;
const MAX_INPUT_BYTES = 100 * MIB;

type JSZipClass = typeof import('jszip');
let jszipModule: Promise<JSZipClass> | undefined;

async function loadJSZip(): Promise<JSZipClass> {
  jszipModule ??= import('jszip').then((module) => ((module as { default?: JSZipClass }).default ?? module) as JSZipClass);
  return jszipModule;
}

/**
 * platform/zip@v1: packs artifacts into one zip (ZIP-*). Entries are dated with the run's
 * clock, so a test run (frozen clock) packs the same bytes every time.
 */
export const zip = defineAction({
  name: 'zip',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['files', 'filename'],
    properties: {
      files: { type: 'array', minItems: 1, maxItems: MAX_FILES, items: { description: 'An artifact: ${{ artifacts.<name> }} or its file name.' } },
      filename: { type: 'string', minLength: 1, maxLength: 200 },
    },
  },
  outputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['artifact', 'count'],
    properties: {
      artifact: { type: 'string' },
      count: { type: 'integer', minimum: 1 },
    },
  },
  async run(input, ctx) {
    const files = input.files.map((ref, index) => ctx.artifact(ref, `files[${index}]`));
    const total = files.reduce((sum, file) => sum + file.data.byteLength, 0);
    if (total > MAX_INPUT_BYTES) throw invalidInput('files: at most 100 MB together');
    const names = uniqueNames(files.map((file) => packedName(file.name)));

    const JSZip = await loadJSZip();
    const archive = new JSZip();
    const date = ctx.world.clock.now();
    files.forEach((file, i) => archive.file(names[i]!, file.data, { binary: true, date, createFolders: false }));
    const data = await archive.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level: 6 } });
    const artifact = ctx.addArtifact(input.filename, data, 'application/zip');
    return { artifact: artifact.name, count: files.length };
  },
});
