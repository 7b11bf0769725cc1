import { invalidInput } from '../engine/errors.js';
import { plainFileNameProblem } from './archive/filename.js';
import { MIB } from './shared/records.js';
import { defineAction, type SaveIssue } from '../engine/action.js';
import { writeXml } from './xml/writer.js';

const MAX_BYTES = 16 * MIB;
const CONTENT_TYPE = 'application/xml; charset=utf-8';

const tooLarge = () => invalidInput('value: the XML would be larger than 16 MB');

/** platform/xml.build@v1: XML from a value with one key, the root element (XMLB-*). */
export const xmlBuild = defineAction({
  name: 'xml.build',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['value'],
    properties: {
      value: { type: 'object', minProperties: 1, maxProperties: 1 },
      declaration: { type: 'boolean', default: true },
      filename: { type: 'string', minLength: 1, maxLength: 255 },
    },
  },
  outputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['bytes'],
    properties: {
      xml: { type: 'string' },
      artifact: { type: 'string' },
      bytes: { type: 'integer', minimum: 0 },
    },
  },
  saveCheck(input, isDynamic) {
    const issues: SaveIssue[] = [];
    const problem = typeof input.filename === 'string' && !isDynamic('filename') ? plainFileNameProblem(input.filename) : undefined;
    if (problem) issues.push({ path: 'filename', code: 'invalid_input', message: problem });
    return issues;
  },
  async run(input, ctx) {
    const problem = input.filename !== undefined ? plainFileNameProblem(input.filename) : undefined;
    if (problem) throw invalidInput(`filename: ${problem}`);
    const xml = writeXml(input.value, { declaration: input.declaration, maxChars: MAX_BYTES, tooLarge });
    const data = Buffer.from(xml, 'utf8');
    if (data.byteLength > MAX_BYTES) throw tooLarge();
    if (input.filename === undefined) return { xml, bytes: data.byteLength };
    const artifact = ctx.addArtifact(input.filename, data, CONTENT_TYPE);
    return { artifact: artifact.name, bytes: data.byteLength };
  },
});
