// An icon's drawing made safe to inline into a public page: the markup is read tag by tag and
// written anew from what is allowed — shape elements and their presentation attributes, with
// values of the forms those attributes take. Anything else (text, scripts, styles, links,
// references, foreign elements, entities, comments) refuses the whole icon, since an icon missing
// a part would draw wrongly; an attribute we do not know is dropped.
import { ICON_BODY_MAX_LENGTH } from './icons';

const SHAPES = new Set(['g', 'path', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon']);

const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?$/;
const PAINT = /^(?:none|currentColor|#[0-9a-fA-F]{3,8})$/;
const NUMBERS = /^[-0-9.eE,\s]+$/;

/** Each allowed attribute and the values it may have. */
const ATTRIBUTES: Readonly<Record<string, RegExp>> = {
  d: /^[MmZzLlHhVvCcSsQqTtAa0-9eE.,+\-\s]+$/,
  points: NUMBERS,
  cx: NUMBER,
  cy: NUMBER,
  r: NUMBER,
  rx: NUMBER,
  ry: NUMBER,
  x: NUMBER,
  y: NUMBER,
  x1: NUMBER,
  y1: NUMBER,
  x2: NUMBER,
  y2: NUMBER,
  width: NUMBER,
  height: NUMBER,
  fill: PAINT,
  stroke: PAINT,
  opacity: NUMBER,
  'fill-opacity': NUMBER,
  'stroke-opacity': NUMBER,
  'stroke-width': NUMBER,
  'stroke-miterlimit': NUMBER,
  'stroke-dasharray': NUMBERS,
  'stroke-linecap': /^(?:butt|round|square)$/,
  'stroke-linejoin': /^(?:miter|round|bevel)$/,
  'fill-rule': /^(?:nonzero|evenodd)$/,
  'clip-rule': /^(?:nonzero|evenodd)$/,
  transform: /^(?:\s*(?:matrix|translate|scale|rotate|skewX|skewY)\([-0-9.eE,\s]*\))+\s*$/,
};

/** One tag: `<name attrs>`, `<name attrs/>` or `</name>`, attributes double-quoted. */
const TAG = /\s*<(\/?)([a-z]+)((?:\s+[a-z][a-z0-9-]*="[^"<>&]*")*)\s*(\/?)>\s*/y;
const ATTRIBUTE = /\s+([a-z][a-z0-9-]*)="([^"]*)"/g;

/** The drawing rebuilt from its allowed parts, or undefined when it cannot be kept. */
export function sanitizeIconBody(body: string): string | undefined {
  const open: string[] = [];
  let out = '';
  TAG.lastIndex = 0;
  while (TAG.lastIndex < body.length) {
    const tag = TAG.exec(body);
    if (!tag) return undefined;
    const [, closing, name, attributes, selfClosing] = tag as unknown as [
      string,
      string,
      string,
      string,
      string,
    ];
    if (!SHAPES.has(name)) return undefined;
    if (closing) {
      if (attributes !== '' || selfClosing || open.pop() !== name) return undefined;
      out += `</${name}>`;
      continue;
    }
    let kept = '';
    for (const [, attribute, value] of attributes.matchAll(ATTRIBUTE) as Iterable<
      [string, string, string]
    >) {
      const allowed = Object.hasOwn(ATTRIBUTES, attribute) ? ATTRIBUTES[attribute] : undefined;
      if (allowed?.test(value)) kept += ` ${attribute}="${value}"`;
    }
    if (selfClosing) out += `<${name}${kept}/>`;
    else {
      open.push(name);
      out += `<${name}${kept}>`;
    }
  }
  if (open.length > 0 || out === '' || out.length > ICON_BODY_MAX_LENGTH) return undefined;
  return out;
}
