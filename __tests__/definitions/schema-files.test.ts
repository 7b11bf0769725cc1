import fs from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { readJson } from '../../src/definitions/source.js';
import { InvalidSchemaError, compileSchema } from '../../src/shared/json-schema.js';
import {
  loadSchemaFile,
  schemaProblems,
  schemaValidator,
  type SchemaName,
} from '../../src/definitions/schemas.js';
import { formatProblem } from '../../src/definitions/problems.js';

const NAMES: SchemaName[] = ['test-case', 'test-list', 'workflow', 'action', 'connections', 'flowgate'];
const CONDITION_KEYS = new Set(['if', 'then', 'else', 'not', 'anyOf', 'oneOf']);

/** Every object schema that lists properties, outside if/then/else conditions. */
function objectSchemas(node: unknown, path: string, out: [string, Record<string, unknown>][]): [string, Record<string, unknown>][] {
  if (Array.isArray(node)) node.forEach((child, i) => objectSchemas(child, `${path}/${i}`, out));
  else if (node && typeof node === 'object') {
    const schema = node as Record<string, unknown>;
    if (schema['properties'] && typeof schema['properties'] === 'object') out.push([path, schema]);
    for (const [key, child] of Object.entries(schema)) {
      if (CONDITION_KEYS.has(key)) continue;
      objectSchemas(child, `${path}/${key}`, out);
    }
  }
  return out;
}

describe('schema files', () => {
  it('CLI-13 every schema is JSON Schema 2020-12 with a service:// $id', () => {
    for (const name of NAMES) {
      const schema = loadSchemaFile(name) as Record<string, unknown>;
      expect(schema['$schema']).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(schema['$id']).toBe(`service://schemas/${name}.json`);
    }
  });

  it('CLI-13 the published case schema is schemas/test-case.json and compiles in strict mode', () => {
    const onDisk = JSON.parse(fs.readFileSync(new URL('../../schemas/test-case.json', import.meta.url), 'utf8'));
    expect(loadSchemaFile('test-case')).toEqual(onDisk);
    for (const name of NAMES) expect(typeof schemaValidator(name)).toBe('function');
  });

  it('CASE-03 WF-15 every object level with fields refuses unknown fields', () => {
    for (const name of NAMES) {
      for (const [path, schema] of objectSchemas(loadSchemaFile(name), name, [])) {
        expect(schema['additionalProperties'], path).toBe(false);
      }
    }
  });

  it('every field of the published case schema has a description', () => {
    for (const [path, schema] of objectSchemas(loadSchemaFile('test-case'), 'test-case', [])) {
      for (const [field, sub] of Object.entries(schema['properties'] as Record<string, Record<string, unknown>>)) {
        expect(typeof sub['description'], `${path}/${field}`).toBe('string');
      }
    }
  });

  it('loaded schemas are frozen: no caller can change what Ajv validates against', () => {
    const schema = loadSchemaFile('workflow') as Record<string, unknown>;
    expect(Object.isFrozen(schema)).toBe(true);
    expect(Object.isFrozen(schema['properties'])).toBe(true);
  });
});

describe('test list', () => {
  const list = (value: unknown) => {
    const source = readJson('workflows/a/tests.json', JSON.stringify(value, null, 2));
    const validate = schemaValidator('test-list');
    return validate(source.value) ? [] : schemaProblems(validate.errors, source).map(formatProblem);
  };

  it('CASE-01 a test list is one JSON array of case objects', () => {
    expect(list([{ name: 'a', expect: { outcome: 'skip' } }, { name: 'b', expect: { outcome: 'error' } }])).toEqual([]);
    expect(list([])).toEqual([]);
    expect(list({ name: 'a', expect: { outcome: 'skip' } })).toEqual(['workflows/a/tests.json:1:1: must be a list']);
    expect(list([{ name: 'a', expect: { outcome: 'skip' } }, 'b'])).toEqual(['workflows/a/tests.json:8:3 [1]: must be an object']);
  });

  it('CASE-02 CASE-03 the list is validated against the case schema, problems named by case index', () => {
    const lines = list([
      { name: 'a', expect: { outcome: 'skip' } },
      { name: 'b', given: { http: [{ match: { metod: 'GET', path: '/x' } }] }, expect: { outcome: 'error' } },
    ]);
    expect(lines).toEqual([expect.stringMatching(/^workflows\/a\/tests\.json:\d+:\d+ \[1\]\.given\.http\[0\]\.match\.metod: unknown field; did you mean 'method'\?$/)]);
  });

  it('CASE-03 CLI-19 an unknown field in tests.json gets the line of that key', () => {
    const text = [
      '[',
      '  {',
      '    "name": "upstream fails",',
      '    "given": {',
      '      "http": [',
      '        { "match": { "metod": "GET", "path": "/invoices" }, "respond": { "status": 503 } }',
      '      ]',
      '    },',
      '    "expect": { "outcome": "error", "failed_step": "fetch" }',
      '  }',
      ']',
    ].join('\n');
    const source = readJson('workflows/a/tests.json', text);
    const validate = schemaValidator('test-case');
    expect(validate((source.value as unknown[])[0])).toBe(false);
    const [problem] = schemaProblems(validate.errors, source, [0], { pathFromBase: true });
    expect(problem).toEqual({
      file: 'workflows/a/tests.json',
      line: 6,
      col: 22,
      path: 'given.http[0].match.metod',
      message: "unknown field; did you mean 'method'?",
      code: 'unknown_field',
    });
    const [full] = schemaProblems(validate.errors, source, [0]);
    expect(formatProblem(full!)).toBe("workflows/a/tests.json:6:22 [0].given.http[0].match.metod: unknown field; did you mean 'method'?");
  });

  it('schemaProblems gives nothing for no errors', () => {
    const source = readJson('t.json', '[]');
    expect(schemaProblems(null, source)).toEqual([]);
    expect(schemaProblems([], source)).toEqual([]);
  });
});

describe('user schemas (library input_schema)', () => {
  it('LIB-06 compiles a user schema once per object and validates with it', () => {
    const schema = { type: 'object', required: ['email'], properties: { email: { type: 'string', format: 'email' } } };
    const validate = compileSchema(schema);
    expect(compileSchema(schema)).toBe(validate);
    expect(validate({ email: 'a@example.com' })).toBe(true);
    expect(validate({})).toBe(false);
    const source = readJson('input.json', '{"mail": "x"}');
    validate(source.value);
    expect(schemaProblems(validate.errors, source)).toEqual([
      { file: 'input.json', line: 1, col: 1, path: '', message: "missing required field 'email'", code: 'missing_field' },
    ]);
  });

  it('accepts ordinary schemas without explicit types, and the same $id twice', () => {
    expect(compileSchema({ properties: { n: { minimum: 1 } } })({ n: 2 })).toBe(true);
    expect(compileSchema({ $id: 'x', type: 'object' })({})).toBe(true);
    expect(compileSchema({ $id: 'x', type: 'string' })('a')).toBe(true);
  });

  const userIssues = (schema: object, json: string) => {
    const source = readJson('input.json', json);
    const validate = compileSchema(schema);
    return validate(source.value) ? [] : schemaProblems(validate.errors, source).map((p) => `${p.path}: ${p.message}`);
  };

  it('anyOf/oneOf noise collapses to the branch whose type fits, or to the allowed types', () => {
    const schema = { oneOf: [{ type: 'string', minLength: 3 }, { type: 'array', items: { type: 'string' } }] };
    expect(userIssues(schema, '["a", 1]')).toEqual(['[1]: must be a string']);
    expect(userIssues(schema, '"ab"')).toEqual([': must have at least 3 characters']);
    expect(userIssues(schema, '5')).toEqual([': must be a string or a list']);
    expect(userIssues({ anyOf: [{ type: 'integer' }, { type: 'null' }] }, '"x"')).toEqual([': must be an integer or null']);
  });

  it('unevaluatedProperties, const and enum of user schemas read like ours', () => {
    const schema = { type: 'object', properties: { mode: { enum: ['a', 'b'] }, v: { const: 2 } }, unevaluatedProperties: false };
    expect(userIssues(schema, '{"mode": "c", "v": 3, "extra": 1}')).toEqual([
      'mode: must be one of: a, b',
      'v: must be 2',
      'extra: unknown field',
    ]);
  });

  it('refuses a broken user schema with InvalidSchemaError', () => {
    expect(() => compileSchema({ type: 'strnig' })).toThrow(InvalidSchemaError);
    expect(() => compileSchema({ type: 'object', requred: ['a'] })).toThrow(/not a valid JSON Schema/);
  });
});

describe('lazy compile', () => {
  it('nothing is read or compiled at import; each schema on first use, then cached', async () => {
    vi.resetModules();
    const reads = vi.spyOn(fs, 'readFileSync');
    try {
      const fresh = await import('../../src/definitions/schemas.js');
      const schemaReads = () => reads.mock.calls.map(([file]) => String(file)).filter((file) => file.includes('schemas'));
      expect(schemaReads()).toEqual([]);

      const validate = fresh.schemaValidator('workflow');
      expect(schemaReads().map((file) => file.split(/[\\/]/).pop())).toEqual(['workflow.json']);
      expect(fresh.schemaValidator('workflow')).toBe(validate);
      expect(schemaReads()).toHaveLength(1);

      fresh.schemaValidator('test-list');
      expect(schemaReads().map((file) => file.split(/[\\/]/).pop())).toEqual(['workflow.json', 'test-case.json', 'test-list.json']);
    } finally {
      reads.mockRestore();
    }
  });
});
