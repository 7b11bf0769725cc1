/**
 * What a value may do at a place in HTML: which escaping it gets (TPL-05..07) or why it
 * cannot stand there at all (TPL-15..19). Read from the tokenizer state before the value.
 */
import type { HtmlState } from './html-context.js';
import { URL_ATTRIBUTES } from './url-start.js';

export type ValuePlace =
  | { kind: 'text' }
  /** Inside a comment: written as letters, digits and references, so it cannot end the comment. */
  | { kind: 'comment' }
  | { kind: 'quoted'; url: boolean }
  /** `start`: the value is the whole start of an unquoted value (`<a title={{ x }}>`). */
  | { kind: 'unquoted'; url: boolean; start: boolean }
  | { kind: 'refused'; message: string };

const TAG_MESSAGE =
  'a value cannot stand inside a tag outside an attribute value; to choose fixed attributes use a block, as in <p {{#if late}}class="late"{{/if}}>';

/** Attributes whose value is code, style or a whole document. */
function forbiddenAttribute(attr: string): string | undefined {
  if (attr.startsWith('on')) return `a value cannot be used in the event attribute ${attr}`;
  if (attr === 'style') return 'a value cannot be used in a style attribute; to choose between fixed styles use a block around the attribute';
  if (attr === 'srcset' || attr === 'imagesrcset') return `a value cannot be used in the ${attr} attribute`;
  if (attr === 'srcdoc') return 'a value cannot be used in the srcdoc attribute';
  return undefined;
}

function attributePlace(state: HtmlState, quoted: boolean, start: boolean): ValuePlace {
  const forbidden = forbiddenAttribute(state.attr);
  if (forbidden) return { kind: 'refused', message: forbidden };
  const url = URL_ATTRIBUTES.has(state.attr);
  if (state.url?.verdict === 'unsafe') {
    return { kind: 'refused', message: `the address in ${state.attr} starts with a scheme other than http, https, mailto or tel, so it cannot take a value` };
  }
  if (state.ref !== '') {
    return { kind: 'refused', message: `end the character reference before this value with a semicolon (in ${state.attr})` };
  }
  return quoted ? { kind: 'quoted', url } : { kind: 'unquoted', url, start };
}

export function valuePlace(state: HtmlState): ValuePlace {
  if (state.foreign > 0) return { kind: 'refused', message: 'a value cannot be used inside <svg> or <math>' };
  switch (state.mode) {
    case 'data':
      return { kind: 'text' };
    case 'rcdata':
      return state.tail === '' ? { kind: 'text' } : { kind: 'refused', message: `a value cannot continue the end tag of <${state.tag}>` };
    case 'comment':
      return { kind: 'comment' };
    case 'bogusComment':
    case 'cdata':
      return { kind: 'comment' };
    case 'script':
      return { kind: 'refused', message: 'a value cannot be used inside <script>' };
    case 'rawtext':
      return { kind: 'refused', message: `a value cannot be used inside <${state.tag}>` };
    case 'plaintext':
      return { kind: 'refused', message: 'a value cannot be used inside <plaintext>' };
    case 'attrDouble':
    case 'attrSingle':
      return attributePlace(state, true, false);
    case 'attrUnquoted':
      return attributePlace(state, false, false);
    case 'beforeAttrValue':
      return attributePlace(state, false, true);
    case 'tagOpen':
    case 'endTagOpen':
    case 'tagName':
    case 'beforeAttrName':
    case 'attrName':
    case 'afterAttrName':
    case 'selfClosing':
    case 'markupDecl':
      return { kind: 'refused', message: TAG_MESSAGE };
  }
}
