import { describe, expect, it } from 'vitest';
import { xmlSplit } from '../../src/actions/xml-split.js';
import { actionHarness } from '../helpers/action-context.js';
import { expectValidOutput, stepError } from './archive-fixtures.js';

async function split(input: Record<string, unknown>) {
  const output = await actionHarness(xmlSplit).run(input);
  expectValidOutput(xmlSplit, output);
  return output as { records: unknown[]; count: number };
}

const failure = (input: Record<string, unknown>) => stepError(actionHarness(xmlSplit).run(input));
const noIssues = () => false;

const ORDERS = `<?xml version="1.0"?>
<export>
  <orders>
    <order id="1"><item sku="a"/><item sku="b"/><note>first</note></order>
    <order id="2"><item sku="c"/></order>
    <order id="3">plain</order>
  </orders>
</export>`;

describe('xml.split', () => {
  it('ACT-02 the output holds only the fields of the output table', async () => {
    const output = await actionHarness(xmlSplit).run({ text: '<r><i/></r>', path: 'r.i' });
    expect(Object.keys(output).sort()).toEqual(['count', 'records']);
    expectValidOutput(xmlSplit, output);
    expect(() => expectValidOutput(xmlSplit, { ...output, extra: 1 })).toThrow();
  });

  it('XMLS-01 path is required: 1 to 1024 characters, names joined by dots', async () => {
    expect((await failure({ text: ORDERS })).code).toBe('invalid_input');
    expect((await failure({ text: ORDERS, path: '' })).code).toBe('invalid_input');
    expect((await failure({ text: ORDERS, path: 'a.'.repeat(512) + 'b' })).code).toBe('invalid_input');
    const empty = await failure({ text: ORDERS, path: 'export..order' });
    expect(empty.code).toBe('invalid_input');
    expect(empty.message).toMatch(/^path: /);
    expect(xmlSplit.saveCheck!({ text: ORDERS, path: 'export..order' }, noIssues)).toMatchObject([{ path: 'path', code: 'invalid_input' }]);
    expect(xmlSplit.saveCheck!({ text: ORDERS, path: 'export.orders.order' }, noIssues)).toEqual([]);
  });

  it('XMLS-02 text or artifact (one of two), charset, arrays and namespaces work as in xml.parse', async () => {
    const harness = actionHarness(xmlSplit, { given: { artifacts: { 'o.xml': { text: ORDERS } } } });
    expect((await stepError(harness.run({ path: 'export.orders.order', text: ORDERS, artifact: 'o.xml' }))).code).toBe('invalid_input');
    expect((await stepError(harness.run({ path: 'export.orders.order' }))).code).toBe('invalid_input');
    expect(xmlSplit.saveCheck!({ path: 'a' }, noIssues)).toMatchObject([{ path: 'text' }]);
    expect(((await harness.run({ path: 'export.orders.order', artifact: 'o.xml' })) as { count: number }).count).toBe(3);

    const latin = actionHarness(xmlSplit);
    latin.world.artifacts.add('l.xml', Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><r><i>\u00e9</i></r>', 'latin1'), 'application/xml', null);
    expect((await stepError(latin.run({ path: 'r.i', artifact: 'l.xml' }))).code).toBe('invalid_input');
    expect(await latin.run({ path: 'r.i', artifact: 'l.xml', charset: 'iso-8859-1' })).toEqual({ records: ['\u00e9'], count: 1 });

    const ns = '<a:r xmlns:a="urn:a"><a:i a:k="1">x</a:i></a:r>';
    expect((await split({ text: ns, path: 'r.i' })).records).toEqual([{ '@k': '1', '#text': 'x' }]);
    expect((await split({ text: ns, path: 'a:r.a:i', namespaces: 'prefix' })).records).toEqual([{ '@a:k': '1', '#text': 'x' }]);
    expect((await split({ text: ns, path: '{urn:a}r.{urn:a}i', namespaces: 'uri' })).records).toEqual([{ '@{urn:a}k': '1', '#text': 'x' }]);
  });

  it('XMLS-03 records come in document order with their count', async () => {
    const output = await split({ text: ORDERS, path: 'export.orders.order' });
    expect(output.count).toBe(3);
    expect(output.records.map((record) => (record as Record<string, unknown>)['@id'])).toEqual(['1', '2', '3']);
  });

  it('XMLS-04 each record is the record element value in the xml.parse shape', async () => {
    const { records } = await split({ text: ORDERS, path: 'export.orders.order' });
    expect(records).toEqual([
      { '@id': '1', item: [{ '@sku': 'a' }, { '@sku': 'b' }], note: 'first' },
      { '@id': '2', item: { '@sku': 'c' } },
      { '@id': '3', '#text': 'plain' },
    ]);
    // arrays paths count from the root, as in xml.parse.
    const withArrays = await split({ text: ORDERS, path: 'export.orders.order', arrays: ['export.orders.order.item'] });
    expect((withArrays.records[1] as Record<string, unknown>).item).toEqual([{ '@sku': 'c' }]);
    const always = await split({ text: ORDERS, path: 'export.orders.order', arrays: 'always' });
    expect(always.records[1]).toEqual({ '@id': '2', item: [{ '@sku': 'c' }] });
  });

  it('XMLS-05 one record is still a list of one', async () => {
    expect(await split({ text: '<r><i>only</i></r>', path: 'r.i' })).toEqual({ records: ['only'], count: 1 });
    expect(await split({ text: '<r a="1"/>', path: 'r' })).toEqual({ records: [{ '@a': '1' }], count: 1 });
  });

  it('XMLS-06 when the element before the last exists but has no records, the list is empty', async () => {
    expect(await split({ text: '<export><orders/></export>', path: 'export.orders.order' })).toEqual({ records: [], count: 0 });
    expect(await split({ text: '<export><orders><other/></orders></export>', path: 'export.orders.order' })).toEqual({ records: [], count: 0 });
  });

  it('XMLS-07 when any other part of the path is missing, the step fails', async () => {
    const missing = await failure({ text: '<export><things/></export>', path: 'export.orders.order' });
    expect(missing.code).toBe('invalid_input');
    expect(missing.message).toMatch(/^path: /);
    expect((await failure({ text: ORDERS, path: 'wrongroot.orders.order' })).code).toBe('invalid_input');
    expect((await failure({ text: ORDERS, path: 'wrongroot' })).code).toBe('invalid_input');
    // A record element at another depth is not a record.
    expect((await failure({ text: '<r><order/></r>', path: 'r.orders.order' })).code).toBe('invalid_input');
  });

  it('XMLS-08 when an element on the path repeats, the records of each are listed in order', async () => {
    const text = '<r><batch><o>1</o><o>2</o></batch><other><o>no</o></other><batch/><batch><o>3</o></batch></r>';
    expect(await split({ text, path: 'r.batch.o' })).toEqual({ records: ['1', '2', '3'], count: 3 });
  });

  it('XMLS-09 at most 100,000 records', async () => {
    expect((await split({ text: `<r>${'<i/>'.repeat(100_000)}</r>`, path: 'r.i' })).count).toBe(100_000);
    const error = await failure({ text: `<r>${'<i/>'.repeat(100_001)}</r>`, path: 'r.i' });
    expect(error).toMatchObject({ code: 'format_error', message: 'text: more than 100,000 records' });
  });

  it('XMLS-10 the xml.parse limits and refusals apply', async () => {
    expect((await failure({ text: '<!DOCTYPE r [<!ENTITY e "x">]><r><i>&e;</i></r>', path: 'r.i' })).code).toBe('format_error');
    expect((await failure({ text: '<r><i>&nbsp;</i></r>', path: 'r.i' })).code).toBe('format_error');
    expect((await failure({ text: `<r>${'<e>'.repeat(64)}${'</e>'.repeat(64)}</r>`, path: 'r.e' })).code).toBe('format_error');
    expect((await failure({ text: `<r>${'<i>x</i>'.repeat(100_000)}</r>`, path: 'r.i' })).message).toContain('200,000');
  });

  it('XMLS-10 XMLP-22 a processing instruction target must be a name followed by white space or "?>"', async () => {
    expect((await failure({ text: '<?pi+?><r><i/></r>', path: 'r.i' })).code).toBe('format_error');
    expect((await failure({ text: '<r><?XmL x?><i/></r>', path: 'r.i' })).code).toBe('format_error');
    expect(await split({ text: '<?pi?><r><?pi x?><i/></r>', path: 'r.i' })).toEqual({ records: [''], count: 1 });
  });
});
