/**
 * A small XML 1.0 well-formedness check for tests (node has no DOMParser): one root element, properly nested and
 * closed tags, quoted attributes without `<` or duplicates, and every `&` part of a predefined or numeric entity
 * reference. Returns the first problem found, or null for a well-formed document. Not a validating parser.
 */
export function checkWellFormedXml(xml: string): string | null {
  const NAME = '[A-Za-z_][\\w.:-]*';
  const reference = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/y;
  const badAmpersand = (text: string): number => {
    for (let i = text.indexOf('&'); i >= 0; i = text.indexOf('&', i + 1)) {
      reference.lastIndex = i;
      if (!reference.test(text)) return i;
    }
    return -1;
  };
  const stack: string[] = [];
  let roots = 0;
  let pos = 0;
  const declaration = /^<\?xml\s[^?]*\?>/.exec(xml);
  if (declaration) pos = declaration[0].length;

  while (pos < xml.length) {
    const lt = xml.indexOf('<', pos);
    const text = xml.slice(pos, lt < 0 ? xml.length : lt);
    if (text.includes(']]>')) return `"]]>" in text at ${pos}`;
    const amp = badAmpersand(text);
    if (amp >= 0) return `unescaped "&" at ${pos + amp}: ${JSON.stringify(text.slice(amp, amp + 12))}`;
    if (stack.length === 0 && text.trim() !== '') return `text outside the root element at ${pos}`;
    if (lt < 0) break;
    pos = lt;

    if (xml.startsWith('<![CDATA[', pos)) {
      if (stack.length === 0) return `CDATA outside the root element at ${pos}`;
      const end = xml.indexOf(']]>', pos);
      if (end < 0) return `unterminated CDATA at ${pos}`;
      pos = end + 3;
      continue;
    }
    if (xml.startsWith('<!--', pos)) {
      const end = xml.indexOf('-->', pos + 4);
      if (end < 0) return `unterminated comment at ${pos}`;
      pos = end + 3;
      continue;
    }
    if (xml.startsWith('<?', pos)) {
      const end = xml.indexOf('?>', pos);
      if (end < 0) return `unterminated processing instruction at ${pos}`;
      pos = end + 2;
      continue;
    }
    const closing = new RegExp(`</(${NAME})\\s*>`, 'y');
    closing.lastIndex = pos;
    const close = closing.exec(xml);
    if (close) {
      const open = stack.pop();
      if (open !== close[1]) return `</${close[1]}> at ${pos} closes <${open ?? '(nothing)'}>`;
      pos = closing.lastIndex;
      continue;
    }
    const opening = new RegExp(`<(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"]*"|'[^']*'))*)\\s*(/?)>`, 'y');
    opening.lastIndex = pos;
    const open = opening.exec(xml);
    if (!open) return `malformed markup at ${pos}: ${JSON.stringify(xml.slice(pos, pos + 40))}`;
    const [, name = '', attrs = '', selfClosing] = open;
    const seen = new Set<string>();
    for (const attr of attrs.matchAll(new RegExp(`(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'g'))) {
      const [, attrName = '', double, single] = attr;
      const value = double ?? single ?? '';
      if (seen.has(attrName)) return `duplicate attribute ${attrName} on <${name}> at ${pos}`;
      seen.add(attrName);
      if (value.includes('<')) return `"<" in attribute ${attrName} of <${name}> at ${pos}`;
      if (badAmpersand(value) >= 0) return `unescaped "&" in attribute ${attrName} of <${name}> at ${pos}`;
    }
    if (stack.length === 0) {
      roots += 1;
      if (roots > 1) return `second root element <${name}> at ${pos}`;
    }
    if (!selfClosing) stack.push(name);
    pos = opening.lastIndex;
  }
  if (stack.length > 0) return `unclosed <${stack[stack.length - 1]}>`;
  if (roots === 0) return 'no root element';
  return null;
}
