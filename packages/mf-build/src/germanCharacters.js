/**
 * The characters German news text is set in: printable ASCII, the umlauts and ß, the accented letters of common
 * loanwords and names (Café, André, Señor, Garçon), and the punctuation and symbols of German typography (quotes,
 * dashes, spaces, €, §, °). The brand fonts the document preloads are subset to these (subsetFontLoader); every
 * other character of the Latin range is drawn by an on-demand face (shell/src/fonts/fonts.css).
 */
const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');

const GERMAN_CHARACTERS =
  ascii +
  'ÄÖÜäöüß' +
  'àáâçèéêëíîñóôúûÀÁÇÈÉ' +
  '\u00a0\u00ad\u2009\u2010\u2011\u202f' + // no-break, soft hyphen, thin, hyphen, no-break hyphen, narrow no-break
  '„“”‚‘’«»‹›–—…·•' +
  '§©°²³½×€™↑↓−';

module.exports = { GERMAN_CHARACTERS };
