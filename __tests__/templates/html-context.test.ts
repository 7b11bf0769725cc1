import { describe, expect, it } from 'vitest';
import { INITIAL_STATE, advance, type HtmlState } from '../../src/templates/html-context.js';
import { valuePlace } from '../../src/templates/value-place.js';

const after = (html: string): HtmlState => advance(INITIAL_STATE, html);
const place = (html: string) => valuePlace(after(html));

describe('the tokenizer that finds where a value lands', () => {
  it('reads text, tags, attribute names and the three kinds of attribute value', () => {
    expect(after('<p>hello ').mode).toBe('data');
    expect(after('<p').mode).toBe('tagName');
    expect(after('<p ').mode).toBe('beforeAttrName');
    expect(after('<p class').mode).toBe('attrName');
    expect(after('<p class ').mode).toBe('afterAttrName');
    expect(after('<p class=').mode).toBe('beforeAttrValue');
    expect(after('<p class="').mode).toBe('attrDouble');
    expect(after("<p class='").mode).toBe('attrSingle');
    expect(after('<p class=a').mode).toBe('attrUnquoted');
    expect(after('<p class="a"').mode).toBe('beforeAttrName');
    expect(after('<p class="a>b"').mode).toBe('beforeAttrName');
    expect(after('<p class="a">').mode).toBe('data');
    expect(after('<br/>').mode).toBe('data');
  });

  it('a < that starts no tag is text', () => {
    expect(after('1 < 2 ').mode).toBe('data');
    expect(after('a <3 ').mode).toBe('data');
    expect(after('</>').mode).toBe('data');
  });

  it('comments end at -->, --!> and the abrupt <!--> and <!--->; <!DOCTYPE> and <? are bogus comments', () => {
    expect(after('<!-- a ').mode).toBe('comment');
    expect(after('<!-- a -->').mode).toBe('data');
    expect(after('<!-- a --!>').mode).toBe('data');
    expect(after('<!-- a -- >').mode).toBe('comment');
    expect(after('<!-->').mode).toBe('data');
    expect(after('<!--->').mode).toBe('data');
    expect(after('<!---->').mode).toBe('data');
    expect(after('<!--a>').mode).toBe('comment');
    expect(after('<!DOCTYPE html').mode).toBe('bogusComment');
    expect(after('<!DOCTYPE html>').mode).toBe('data');
    expect(after('<?xml version="1.0"?>').mode).toBe('data');
  });

  it('comment states from different text compare equal once only the pending end matters', () => {
    expect(after('<!-- abc').key).toBe(after('<!-- xyz').key);
    expect(after('<!-- abc -').key).not.toBe(after('<!-- xyz').key);
  });

  it('raw text and escapable raw text end only at their own end tag, in any letter case', () => {
    expect(after('<style>a</b>').mode).toBe('rawtext');
    expect(after('<style>a</stylex>').mode).toBe('rawtext');
    expect(after('<style>a</STYLE >').mode).toBe('data');
    expect(after('<title><p>').mode).toBe('rcdata');
    expect(after('<title>x</title>').mode).toBe('data');
    expect(after('<textarea>x</TEXTAREA/>').mode).toBe('data');
  });

  it('script data follows the escape states: <!-- and a nested <script> keep </script> from ending it', () => {
    expect(after('<script>a</script>').mode).toBe('data');
    expect(after('<script><!--</script>').mode).toBe('data');
    expect(after('<script><!--<script>').script).toBe(2);
    expect(after('<script><!--<script></script>').mode).toBe('script');
    expect(after('<script><!--<script></script></script>').mode).toBe('data');
    expect(after('<script><!--<script>--></script>').mode).toBe('data');
    expect(after('<script><!--></script>').mode).toBe('data');
  });

  it('foreign content: depth of <svg> and <math>, CDATA sections, breakout tags', () => {
    expect(after('<svg>').foreign).toBe(1);
    expect(after('<svg><svg></svg>').foreign).toBe(1);
    expect(after('<svg></svg>').foreign).toBe(0);
    expect(after('<svg/>').foreign).toBe(0);
    expect(after('<svg><![CDATA[ </svg> ').mode).toBe('cdata');
    expect(after('<svg><![CDATA[ </svg> ]]></svg>').foreign).toBe(0);
    expect(after('<svg><div>').foreign).toBe(0);
    expect(after('<svg><font>').foreign).toBe(1);
    expect(after('<![CDATA[ x').mode).toBe('bogusComment');
  });

  it('the place of a value follows from the state', () => {
    expect(place('<p>')).toEqual({ kind: 'text' });
    expect(place('<p title="')).toEqual({ kind: 'quoted', url: false });
    expect(place('<a href="')).toEqual({ kind: 'quoted', url: true });
    expect(place('<a href=')).toEqual({ kind: 'unquoted', url: true, start: true });
    expect(place('<a title=x')).toEqual({ kind: 'unquoted', url: false, start: false });
    expect(place('<!-- ')).toEqual({ kind: 'comment' });
    expect(place('<title></tit')).toMatchObject({ kind: 'refused' });
    expect(place('<p onclick="')).toMatchObject({ kind: 'refused' });
  });
});
