import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../src/actions/html-text.js';

describe('the plain-text part made from HTML', () => {
  it('EMAIL-11 RESULT-06 indented HTML gives one line per row, item and block; paragraphs a blank line apart', () => {
    expect(htmlToText('<table>\n  <tr><th>a</th></tr>\n  <tr><td>1</td></tr>\n</table>')).toBe('a\n1');
    expect(htmlToText('<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>')).toBe('- a\n- b');
    expect(htmlToText('<div>a</div>\n<div>b</div>')).toBe('a\nb');
    expect(htmlToText('<p>Hello</p>\n\n<p>World</p>')).toBe('Hello\n\nWorld');
  });

  it('EMAIL-11 spaces inside text stay single spaces', () => {
    expect(htmlToText('<p>a <b>b</b>   c</p>')).toBe('a b c');
  });
});
