import { describe, expect, it } from 'vitest';
import { InvalidSchemaError, compileSchema } from '../../src/shared/json-schema.js';

describe('user-written JSON Schemas', () => {
  it('equal schemas in different versions are compiled once and judge alike', () => {
    const schema = () => ({ type: 'object', required: ['email'], properties: { email: { type: 'string', format: 'email' } } });
    const first = compileSchema(schema());
    const copy = compileSchema(schema());
    expect(copy).toBe(first);
    expect(copy({ email: 'a@b.example' })).toBe(true);
    expect(copy({ email: 'not an address' })).toBe(false);
    const other = compileSchema({ type: 'object', required: ['name'] });
    expect(other).not.toBe(first);
    expect(other({ email: 'a@b.example' })).toBe(false);
  });

  it('a broken schema is refused every time it is given, never served from an earlier compile', () => {
    const broken = () => ({ type: 'object', properties: { n: { type: 'nummber' } } });
    expect(() => compileSchema(broken())).toThrow(InvalidSchemaError);
    expect(() => compileSchema(broken())).toThrow(/not a valid JSON Schema/);
  });
});
