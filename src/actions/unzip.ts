import { invalidInput } from '../engine/errors.js';
import { unpackedName } from './archive/entry-names.js';
import { checkRunFileRoom } from './archive/run-file-room.js';
import { unpackedContentType } from './archive/sniff.js';
import { checkUnpackLimits, extractEntry } from './archive/zip-extract.js';
import { inspectZip } from './archive/zip-inspect.js';
import { MIB } from './shared/records.js';
import { defineAction } from '../engine/action.js';

const MAX_FILES = 100;
const MAX_ENTRIES = 1000;
const MAX_TOTAL_BYTES = 100 * MIB;

/**
 * platform/unzip@v1: one artifact per file of a zip (UNZIP-*). Everything that can fail
 * is checked before the first file is stored, so a failing step unpacks nothing: the
 * archive's structure (rule 3), the limits on the directory (rule 4), the names (rule 2),
 * the run's file limits, then every entry is unpacked and verified in memory.
 */
export const unzip = defineAction({
  name: 'unzip',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['artifact'],
    properties: {
      artifact: { description: 'The zip artifact: ${{ artifacts.<name> }} or its file name.' },
      prefix: { type: 'string', maxLength: 50, pattern: '^[A-Za-z0-9._-]*$', default: '' },
    },
  },
  outputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['artifacts', 'count', 'skipped'],
    properties: {
      artifacts: { type: 'array', items: { type: 'string' } },
      count: { type: 'integer', minimum: 0 },
      skipped: { type: 'integer', minimum: 0 },
    },
  },
  async run(input, ctx) {
    const archive = ctx.artifact(input.artifact, 'artifact');
    const entries = inspectZip(archive.data, { label: 'artifact', maxEntries: MAX_ENTRIES });
    checkUnpackLimits(entries, { maxFiles: MAX_FILES, maxTotalBytes: MAX_TOTAL_BYTES }, 'artifact');

    const files = entries.filter((entry) => !entry.isFolder);
    const names = files.map((entry) => unpackedName(entry.name, input.prefix));
    const firstWithName = new Map<string, number>();
    names.forEach((name, position) => {
      const earlier = firstWithName.get(name);
      if (earlier !== undefined) {
        throw invalidInput(`artifact: files ${files[earlier]!.index + 1} and ${files[position]!.index + 1} of the archive would get the same name`);
      }
      firstWithName.set(name, position);
    });

    checkRunFileRoom(ctx, files.map((entry) => entry.size));
    const contents = files.map((entry) => extractEntry(archive.data, entry, 'artifact'));
    const stored = files.map((_, i) => ctx.addArtifact(names[i]!, contents[i]!, unpackedContentType(names[i]!, contents[i]!)).name);
    return { artifacts: stored, count: stored.length, skipped: entries.length - files.length };
  },
});
