// On-demand tokenizer: the parser pulls one token at a time and may rescan from an offset in
// "path mode", because `/a/b` is a path literal where an operand is expected but division elsewhere.

export type TokenType = 'ident' | 'int' | 'float' | 'string' | 'bytes' | 'punct' | 'eof';

export interface Token {
  type: TokenType;
  /** Source text for idents and punctuation; the decoded value for strings. */
  text: string;
  bytes?: Uint8Array;
  start: number;
  end: number;
}

/** A compile error at a source offset; index.ts turns it into a line and column. */
export class RulesSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

const PUNCT = [
  '&&',
  '||',
  '==',
  '!=',
  '<=',
  '>=',
  '{',
  '}',
  '(',
  ')',
  '[',
  ']',
  ',',
  ';',
  ':',
  '.',
  '?',
  '!',
  '=',
  '<',
  '>',
  '+',
  '-',
  '*',
  '/',
  '%',
];

const isIdentStart = (c: string) => /[A-Za-z_]/.test(c);
const isIdentPart = (c: string) => /[A-Za-z0-9_]/.test(c);
const isDigit = (c: string) => c >= '0' && c <= '9';

export class Lexer {
  pos = 0;

  constructor(readonly source: string) {}

  /** Skips whitespace and // or /* comments. */
  skipTrivia(): void {
    const s = this.source;
    for (;;) {
      const c = s[this.pos];
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f') {
        this.pos++;
      } else if (c === '/' && s[this.pos + 1] === '/') {
        while (this.pos < s.length && s[this.pos] !== '\n') this.pos++;
      } else if (c === '/' && s[this.pos + 1] === '*') {
        const close = s.indexOf('*/', this.pos + 2);
        if (close < 0) throw new RulesSyntaxError('Unterminated comment', this.pos);
        this.pos = close + 2;
      } else {
        return;
      }
    }
  }

  next(): Token {
    this.skipTrivia();
    const s = this.source;
    const start = this.pos;
    if (start >= s.length) return { type: 'eof', text: '<EOF>', start, end: start };
    const c = s[start]!;
    const quote = s[start + 1];
    if ((c === 'b' || c === 'B') && (quote === "'" || quote === '"')) {
      this.pos++;
      const text = this.readQuoted(false, true);
      return { type: 'bytes', text, bytes: latin1Bytes(text), start, end: this.pos };
    }
    if ((c === 'r' || c === 'R') && (quote === "'" || quote === '"')) {
      this.pos++;
      return { type: 'string', text: this.readQuoted(true, false), start, end: this.pos };
    }
    if (isIdentStart(c)) {
      while (this.pos < s.length && isIdentPart(s[this.pos]!)) this.pos++;
      return { type: 'ident', text: s.slice(start, this.pos), start, end: this.pos };
    }
    if (isDigit(c)) return this.readNumber(start);
    if (c === "'" || c === '"') {
      return { type: 'string', text: this.readQuoted(false, false), start, end: this.pos };
    }
    for (const p of PUNCT) {
      if (s.startsWith(p, start)) {
        this.pos += p.length;
        return { type: 'punct', text: p, start, end: this.pos };
      }
    }
    throw new RulesSyntaxError(`Unexpected character '${c}'`, start);
  }

  private readNumber(start: number): Token {
    const s = this.source;
    if (s[start] === '0' && (s[start + 1] === 'x' || s[start + 1] === 'X')) {
      this.pos = start + 2;
      while (/[0-9a-fA-F]/.test(s[this.pos] ?? '')) this.pos++;
      return { type: 'int', text: s.slice(start, this.pos), start, end: this.pos };
    }
    while (isDigit(s[this.pos] ?? '')) this.pos++;
    let float = false;
    if (s[this.pos] === '.' && isDigit(s[this.pos + 1] ?? '')) {
      float = true;
      this.pos++;
      while (isDigit(s[this.pos] ?? '')) this.pos++;
    }
    if (s[this.pos] === 'e' || s[this.pos] === 'E') {
      const save = this.pos;
      this.pos++;
      if (s[this.pos] === '+' || s[this.pos] === '-') this.pos++;
      if (isDigit(s[this.pos] ?? '')) {
        float = true;
        while (isDigit(s[this.pos] ?? '')) this.pos++;
      } else {
        this.pos = save;
      }
    }
    const text = s.slice(start, this.pos);
    return { type: float ? 'float' : 'int', text, start, end: this.pos };
  }

  /** Reads a quoted literal at `pos`; for bytes, escapes yield code units 0-255. */
  private readQuoted(raw: boolean, bytes: boolean): string {
    const s = this.source;
    const start = this.pos;
    const q = s[start]!;
    const triple = s.startsWith(q.repeat(3), start);
    const close = triple ? q.repeat(3) : q;
    this.pos += close.length;
    let out = '';
    for (;;) {
      if (this.pos >= s.length) throw new RulesSyntaxError('Unterminated string literal', start);
      if (s.startsWith(close, this.pos)) {
        this.pos += close.length;
        return out;
      }
      const c = s[this.pos]!;
      if (c === '\n' && !triple) throw new RulesSyntaxError('Unterminated string literal', start);
      if (c === '\\' && !raw) {
        out += this.readEscape(bytes);
        continue;
      }
      if (bytes) {
        // Non-escaped characters of a bytes literal stand for their UTF-8 encoding.
        const cp = s.codePointAt(this.pos)!;
        const ch = String.fromCodePoint(cp);
        out += String.fromCharCode(...new TextEncoder().encode(ch));
        this.pos += ch.length;
        continue;
      }
      out += c;
      this.pos++;
    }
  }

  private readEscape(bytes: boolean): string {
    const s = this.source;
    const at = this.pos;
    const e = s[at + 1];
    this.pos += 2;
    const simple: Record<string, string> = {
      n: '\n',
      r: '\r',
      t: '\t',
      b: '\b',
      f: '\f',
      v: '\v',
      a: '\x07',
      '\\': '\\',
      "'": "'",
      '"': '"',
      '`': '`',
      '?': '?',
    };
    if (e !== undefined && e in simple) return simple[e]!;
    const hex = (n: number) => {
      const digits = s.slice(this.pos, this.pos + n);
      if (!new RegExp(`^[0-9a-fA-F]{${n}}$`).test(digits)) {
        throw new RulesSyntaxError('Invalid escape sequence', at);
      }
      this.pos += n;
      return parseInt(digits, 16);
    };
    if (e === 'x' || e === 'X') return String.fromCharCode(hex(2));
    if (e === 'u' && !bytes) return String.fromCodePoint(hex(4));
    if (e === 'U' && !bytes) return String.fromCodePoint(hex(8));
    if (e !== undefined && e >= '0' && e <= '3') {
      const digits = s.slice(at + 1, at + 4);
      if (!/^[0-7]{3}$/.test(digits)) throw new RulesSyntaxError('Invalid escape sequence', at);
      this.pos = at + 4;
      return String.fromCharCode(parseInt(digits, 8));
    }
    throw new RulesSyntaxError('Invalid escape sequence', at);
  }
}

function latin1Bytes(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
}
