import { defineAction } from '../engine/action.js';
import { buildValue, readXmlText, XML_SOURCE_PROPERTIES, xmlSourceSaveIssues } from './xml/source.js';

/** platform/xml.parse@v1: reads XML into a value with one key, the root element (XMLP-*). */
export const xmlParse = defineAction({
  name: 'xml.parse',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    properties: XML_SOURCE_PROPERTIES,
  },
  outputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['value'],
    properties: {
      value: { type: 'object', minProperties: 1, maxProperties: 1 },
    },
  },
  saveCheck(input, isDynamic) {
    return xmlSourceSaveIssues(input, isDynamic);
  },
  async run(input, ctx) {
    const { text, label } = await readXmlText(input, ctx);
    return { value: buildValue(text, label, input).root };
  },
});
