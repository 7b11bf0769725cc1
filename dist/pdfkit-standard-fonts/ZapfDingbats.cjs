'use strict';

var ZapfDingbats = {
  name: 'ZapfDingbats',
  bbox: [-1, -143, 981, 820],
  ascender: 0,
  descender: 0,
  xHeight: 0,
  capHeight: 0,
  glyphNames: 'space',
  glyphWidths: [278],
  kernPairs: []
};

module.exports = ZapfDingbats;
