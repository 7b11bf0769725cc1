import { formatError, invalidInput } from '../engine/errors.js';
import { defineAction, type SaveIssue } from '../engine/action.js';
import { buildValue, readXmlText, XML_SOURCE_PROPERTIES, xmlSourceSaveIssues } from './xml/source.js';
import { splitElementPath } from './xml/value-model.js';

const MAX_RECORDS = 100_000;

const PATH_MESSAGE = 'element names from the root to the record, joined by dots, with no empty part';

/**
 * platform/xml.split@v1: the repeating records at `path` as a list (XMLS-*). Each record
 * is the record element's value in the xml.parse shape, `arrays` paths counted from the root.
 *
 * A path whose element before the last never occurs is a wrong path for this document:
 * `invalid_input` naming `path` (XMLS-07). With a one-name path the record is the root,
 * so a root of another name is the same failure.
 */
export const xmlSplit = defineAction({
  name: 'xml.split',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['path'],
    properties: {
      path: { type: 'string', minLength: 1, maxLength: 1024 },
      ...XML_SOURCE_PROPERTIES,
    },
  },
  outputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['records', 'count'],
    properties: {
      records: { type: 'array' },
      count: { type: 'integer', minimum: 0 },
    },
  },
  saveCheck(input, isDynamic) {
    const issues: SaveIssue[] = xmlSourceSaveIssues(input, isDynamic);
    if (typeof input.path === 'string' && !isDynamic('path') && !splitElementPath(input.path)) {
      issues.push({ path: 'path', code: 'invalid_input', message: PATH_MESSAGE });
    }
    return issues;
  },
  async run(input, ctx) {
    const path = splitElementPath(input.path);
    if (!path) throw invalidInput(`path: ${PATH_MESSAGE}`);
    const { text, label } = await readXmlText(input, ctx);
    const records: unknown[] = [];
    const { builder } = buildValue(text, label, input, (b) =>
      b.collect(path, (record) => {
        if (records.length === MAX_RECORDS) throw formatError(`${label}: more than ${MAX_RECORDS.toLocaleString('en-US')} records`);
        records.push(record);
      }),
    );
    if (path.length === 1 && records.length === 0) throw invalidInput('path: the root element has another name');
    if (path.length > 1 && !builder.parentSeen()) throw invalidInput('path: the document has no element where the path leads before its last name');
    return { records, count: records.length };
  },
});
