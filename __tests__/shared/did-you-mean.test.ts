import { describe, expect, it } from 'vitest';
import { closestName, suggestName } from '../../src/shared/did-you-mean.js';

describe('one "did you mean" for fields, functions, contexts and actions', () => {
  it('CASE-03 a swap, a missing or a wrong letter is one edit, whatever the case', () => {
    expect(closestName('wiht', ['with', 'name'])).toBe('with');
    expect(closestName('metod', ['path', 'method'])).toBe('method');
    expect(closestName('startswith', ['startsWith', 'endsWith'])).toBe('startsWith');
    expect(suggestName('verison', ['name', 'version'])).toBe("did you mean 'version'?");
  });

  it('CASE-03 a short name gets a hint one edit away, not two', () => {
    expect(closestName('stepz', ['steps'])).toBe('steps');
    expect(closestName('stpz', ['steps'])).toBeUndefined();
  });

  it('CASE-03 a long name gets a hint two edits away, never three', () => {
    expect(closestName('max_atemts', ['max_attempts'])).toBe('max_attempts');
    expect(closestName('contnue_on_eror', ['continue_on_error'])).toBe('continue_on_error');
    expect(closestName('cntnue_on_eror', ['continue_on_error'])).toBeUndefined();
    expect(closestName('attempts', ['max_attempts'])).toBeUndefined();
  });

  it('CASE-03 nothing close enough gives no hint', () => {
    expect(suggestName('zzz', ['name', 'given', 'expect'])).toBeUndefined();
  });
});
