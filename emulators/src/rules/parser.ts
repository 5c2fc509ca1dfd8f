// Recursive-descent parser for rules files (statements) with precedence climbing for
// expressions, following the operator table of Firebase's rules language reference.
import type {
  AllowStatement,
  BinaryOp,
  Block,
  Expr,
  FunctionDecl,
  MatchBlock,
  MatchSegment,
  Method,
  PathLiteralSegment,
  RulesFile,
} from './ast';
import { LineIndex } from './coverage';
import { Lexer, RulesSyntaxError, type Token } from './lexer';

const METHODS: Record<string, Method[]> = {
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
  get: ['get'],
  list: ['list'],
  create: ['create'],
  update: ['update'],
  delete: ['delete'],
};

const TYPE_NAMES = new Set([
  'bool',
  'bytes',
  'duration',
  'float',
  'int',
  'latlng',
  'list',
  'map',
  'map_diff',
  'number',
  'path',
  'set',
  'string',
  'timestamp',
]);

// Binary operators from loosest to tightest, per the reference's precedence table.
const LEVELS: BinaryOp[][] = [
  ['==', '!='],
  [],
  ['in'],
  ['<', '<=', '>', '>='],
  ['+', '-'],
  ['*', '/', '%'],
];
const IS_LEVEL = 1;

const PATH_TEXT = /[A-Za-z0-9_\-.~%@+]/;

export { RulesSyntaxError };

export function parseRules(source: string): RulesFile {
  return new Parser(source).parseFile();
}

class Parser {
  private readonly lexer: Lexer;
  private tok: Token;
  private readonly expressions: Expr[] = [];
  private readonly lines: LineIndex;
  private version: '1' | '2' = '1';

  constructor(private readonly source: string) {
    this.lines = new LineIndex(source);
    this.lexer = new Lexer(source);
    this.tok = this.lexer.next();
  }

  parseFile(): RulesFile {
    if (this.isIdent('rules_version')) {
      this.advance();
      this.expectPunct('=');
      const v = this.tok;
      if (v.type !== 'string' || (v.text !== '1' && v.text !== '2')) {
        this.fail(v, "rules_version must be '1' or '2'");
      }
      this.version = v.text;
      this.advance();
      this.optionalPunct(';');
    }
    if (!this.isIdent('service')) this.fail(this.tok, "Expected 'service'");
    this.advance();
    let service = this.expectIdent();
    while (this.isPunct('.')) {
      this.advance();
      service += '.' + this.expectIdent();
    }
    if (service !== 'cloud.firestore' && service !== 'firebase.storage') {
      this.fail(this.tok, `Unknown service '${service}'`);
    }
    const root: Block = { functions: new Map(), matches: [], allows: [], parent: null };
    this.parseBlockBody(root, false);
    if (this.tok.type !== 'eof') this.fail(this.tok, 'Only one service declaration is allowed');
    return { version: this.version, service, root, expressions: this.expressions };
  }

  /** `{ ... }` of a service or match block. */
  private parseBlockBody(block: Block, allowsAllowed: boolean): void {
    this.expectPunct('{');
    while (!this.isPunct('}')) {
      if (this.isIdent('match')) block.matches.push(this.parseMatch(block));
      else if (this.isIdent('function')) this.parseFunction(block);
      else if (this.isIdent('allow') && allowsAllowed) block.allows.push(this.parseAllow());
      else this.fail(this.tok, `Unexpected '${this.tok.text}'`);
    }
    this.advance();
  }

  private parseMatch(parent: Block): MatchBlock {
    const start = this.tok.start;
    this.lexer.pos = this.tok.end;
    const segments = this.scanMatchPath();
    this.tok = this.lexer.next();
    const block: MatchBlock = {
      segments,
      functions: new Map(),
      matches: [],
      allows: [],
      parent,
      start,
      end: start,
    };
    this.parseBlockBody(block, true);
    block.end = this.tok.start;
    return block;
  }

  private scanMatchPath(): MatchSegment[] {
    const s = this.source;
    this.lexer.skipTrivia();
    const segments: MatchSegment[] = [];
    if (s[this.lexer.pos] !== '/') this.failAt(this.lexer.pos, "Expected a path starting with '/'");
    while (s[this.lexer.pos] === '/') {
      this.lexer.pos++;
      const at = this.lexer.pos;
      if (s[at] === '{') {
        const close = s.indexOf('}', at);
        const m =
          close < 0 ? null : /^\{([A-Za-z_][A-Za-z0-9_]*)(=\*\*)?\}$/.exec(s.slice(at, close + 1));
        if (!m) this.failAt(at, 'Invalid wildcard segment');
        const name = m[1]!;
        if (m[2]) {
          if (this.version === '1' && s[close + 1] === '/') {
            this.failAt(at, "Recursive wildcards must be the last segment in rules_version '1'");
          }
          segments.push({ kind: 'recursive', name });
        } else {
          segments.push({ kind: 'wildcard', name });
        }
        this.lexer.pos = close + 1;
      } else {
        let end = at;
        while (end < s.length && !/[\s/{};]/.test(s[end]!)) end++;
        if (end === at) this.failAt(at, 'Empty path segment');
        segments.push({ kind: 'literal', text: s.slice(at, end) });
        this.lexer.pos = end;
      }
    }
    return segments;
  }

  private parseFunction(block: Block): void {
    const start = this.tok.start;
    this.advance();
    const name = this.expectIdent();
    this.expectPunct('(');
    const params: string[] = [];
    while (!this.isPunct(')')) {
      params.push(this.expectIdent());
      if (!this.isPunct(')')) this.expectPunct(',');
    }
    this.advance();
    this.expectPunct('{');
    const lets: FunctionDecl['lets'] = [];
    while (this.isIdent('let')) {
      this.advance();
      const letName = this.expectIdent();
      this.expectPunct('=');
      lets.push({ name: letName, value: this.parseExpr() });
      this.expectPunct(';');
    }
    if (!this.isIdent('return')) this.fail(this.tok, "Expected 'return' or 'let'");
    this.advance();
    const body = this.parseExpr();
    this.optionalPunct(';');
    const end = this.tok.end;
    this.expectPunct('}');
    if (block.functions.has(name)) this.failAt(start, `Function '${name}' is already defined`);
    block.functions.set(name, { name, params, lets, body, scope: block, start, end });
  }

  private parseAllow(): AllowStatement {
    const start = this.tok.start;
    const { line } = this.lines.position(start);
    this.advance();
    const methods = new Set<Method>();
    const written: string[] = [];
    for (;;) {
      const t = this.tok;
      const name = this.expectIdent();
      const expanded = METHODS[name];
      if (!expanded) this.fail(t, `Unknown method '${name}'`);
      written.push(name);
      for (const m of expanded) methods.add(m);
      if (!this.isPunct(',')) break;
      this.advance();
    }
    let condition: Expr | null = null;
    if (this.isPunct(':')) {
      this.advance();
      if (!this.isIdent('if')) this.fail(this.tok, "Expected 'if'");
      this.advance();
      condition = this.parseExpr();
    }
    const end = this.tok.start;
    this.optionalPunct(';');
    return { methods: [...methods], written, condition, line, start, end };
  }

  // ---- expressions ----

  parseExpr(): Expr {
    const test = this.parseBinary(-2);
    if (!this.isPunct('?')) return test;
    this.advance();
    const then = this.parseExpr();
    this.expectPunct(':');
    const otherwise = this.parseExpr();
    return this.node({ kind: 'ternary', test, then, otherwise }, test.start, otherwise.end);
  }

  /** Levels -2 (||) and -1 (&&), then LEVELS; `is` sits between `in` and equality. */
  private parseBinary(level: number): Expr {
    if (level >= LEVELS.length) return this.parseUnary();
    let left = this.parseBinary(level + 1);
    for (;;) {
      if (level === IS_LEVEL) {
        if (!this.isIdent('is')) return left;
        this.advance();
        const t = this.tok;
        const typeName = this.expectIdent();
        if (!TYPE_NAMES.has(typeName)) this.fail(t, `Unknown type '${typeName}'`);
        left = this.node({ kind: 'is', operand: left, typeName }, left.start, t.end);
        continue;
      }
      const ops: string[] = level === -2 ? ['||'] : level === -1 ? ['&&'] : LEVELS[level]!;
      const t = this.tok;
      const op = t.type === 'punct' || (t.type === 'ident' && t.text === 'in') ? t.text : '';
      if (!ops.includes(op)) return left;
      this.advance();
      const right = this.parseBinary(level + 1);
      left = this.node({ kind: 'binary', op: op as BinaryOp, left, right }, left.start, right.end);
    }
  }

  private parseUnary(): Expr {
    const t = this.tok;
    if (this.isPunct('!') || this.isPunct('-')) {
      this.advance();
      const operand = this.parseUnary();
      if (t.text === '-' && operand.kind === 'literal') {
        const v = operand.value;
        if (v.type === 'int')
          return this.node(
            { kind: 'literal', value: { type: 'int', value: -v.value } },
            t.start,
            operand.end,
          );
        if (v.type === 'float')
          return this.node(
            { kind: 'literal', value: { type: 'float', value: -v.value } },
            t.start,
            operand.end,
          );
      }
      return this.node({ kind: 'unary', op: t.text as '!' | '-', operand }, t.start, operand.end);
    }
    return this.parsePostfix(this.parsePrimary());
  }

  private parsePostfix(expr: Expr): Expr {
    for (;;) {
      if (this.isPunct('.')) {
        this.advance();
        const name = this.expectIdent();
        expr = this.node({ kind: 'member', object: expr, name }, expr.start, this.prevEnd);
      } else if (this.isPunct('(')) {
        if (expr.kind !== 'ident' && expr.kind !== 'member')
          this.fail(this.tok, 'Only functions and methods can be called');
        this.advance();
        const args = this.parseList(')');
        expr = this.node({ kind: 'call', callee: expr, args }, expr.start, this.prevEnd);
      } else if (this.isPunct('[')) {
        this.advance();
        const index = this.parseExpr();
        if (this.isPunct(':')) {
          this.advance();
          const to = this.parseExpr();
          this.expectPunct(']');
          expr = this.node(
            { kind: 'range', object: expr, from: index, to },
            expr.start,
            this.prevEnd,
          );
        } else {
          this.expectPunct(']');
          expr = this.node({ kind: 'index', object: expr, index }, expr.start, this.prevEnd);
        }
      } else {
        return expr;
      }
    }
  }

  private parsePrimary(): Expr {
    const t = this.tok;
    switch (t.type) {
      case 'int': {
        this.advance();
        const value = BigInt(t.text);
        if (value > 9223372036854775808n) this.fail(t, 'Integer literal out of range');
        return this.node({ kind: 'literal', value: { type: 'int', value } }, t.start, t.end);
      }
      case 'float':
        this.advance();
        return this.node(
          { kind: 'literal', value: { type: 'float', value: Number(t.text) } },
          t.start,
          t.end,
        );
      case 'string':
        this.advance();
        return this.node(
          { kind: 'literal', value: { type: 'string', value: t.text } },
          t.start,
          t.end,
        );
      case 'bytes':
        this.advance();
        return this.node(
          { kind: 'literal', value: { type: 'bytes', value: t.bytes! } },
          t.start,
          t.end,
        );
      case 'ident': {
        this.advance();
        if (t.text === 'true' || t.text === 'false') {
          return this.node(
            { kind: 'literal', value: { type: 'bool', value: t.text === 'true' } },
            t.start,
            t.end,
          );
        }
        if (t.text === 'null')
          return this.node({ kind: 'literal', value: { type: 'null' } }, t.start, t.end);
        return this.node({ kind: 'ident', name: t.text }, t.start, t.end);
      }
      case 'punct':
        if (t.text === '(') {
          this.advance();
          const inner = this.parseExpr();
          this.expectPunct(')');
          return inner;
        }
        if (t.text === '[') {
          this.advance();
          const items = this.parseList(']');
          return this.node({ kind: 'list', items }, t.start, this.prevEnd);
        }
        if (t.text === '{') return this.parseMapLiteral();
        if (t.text === '/') return this.parsePathLiteral();
        break;
      case 'eof':
        break;
    }
    this.fail(t, `Unexpected '${t.text}'`);
  }

  private parseMapLiteral(): Expr {
    const start = this.tok.start;
    this.advance();
    const entries: Array<{ key: Expr; value: Expr }> = [];
    while (!this.isPunct('}')) {
      const key = this.parseExpr();
      this.expectPunct(':');
      entries.push({ key, value: this.parseExpr() });
      if (!this.isPunct('}')) this.expectPunct(',');
    }
    this.advance();
    return this.node({ kind: 'map', entries }, start, this.prevEnd);
  }

  /** `/seg/$(expr)/(default)/...`, scanned character by character from the slash. */
  private parsePathLiteral(): Expr {
    const s = this.source;
    const start = this.tok.start;
    this.lexer.pos = start;
    const segments: PathLiteralSegment[] = [];
    while (
      s[this.lexer.pos] === '/' &&
      s[this.lexer.pos + 1] !== '/' &&
      s[this.lexer.pos + 1] !== '*'
    ) {
      this.lexer.pos++;
      const parts: PathLiteralSegment = [];
      let text = '';
      for (;;) {
        const c = s[this.lexer.pos];
        if (c === undefined) break;
        if (c === '$' && s[this.lexer.pos + 1] === '(') {
          if (text) parts.push({ text });
          text = '';
          this.lexer.pos += 2;
          this.tok = this.lexer.next();
          const expr = this.parseExpr();
          if (!this.isPunct(')')) this.fail(this.tok, "Expected ')'");
          this.lexer.pos = this.tok.end;
          parts.push({ expr });
        } else if (c === '(' || c === '{') {
          const close = s.indexOf(c === '(' ? ')' : '}', this.lexer.pos);
          if (close < 0) this.failAt(this.lexer.pos, 'Unterminated path segment');
          text += s.slice(this.lexer.pos, close + 1);
          this.lexer.pos = close + 1;
        } else if (PATH_TEXT.test(c)) {
          text += c;
          this.lexer.pos++;
        } else {
          break;
        }
      }
      if (text) parts.push({ text });
      if (parts.length === 0) this.failAt(this.lexer.pos, 'Empty path segment');
      segments.push(parts);
    }
    const end = this.lexer.pos;
    this.tok = this.lexer.next();
    this.prevEnd = end;
    return this.node({ kind: 'path', segments }, start, end);
  }

  private parseList(close: string): Expr[] {
    const items: Expr[] = [];
    while (!this.isPunct(close)) {
      items.push(this.parseExpr());
      if (!this.isPunct(close)) this.expectPunct(',');
    }
    this.advance();
    return items;
  }

  // ---- helpers ----

  private prevEnd = 0;

  private node<T extends { kind: string }>(fields: T, start: number, end: number): Expr {
    const node = { ...fields, id: this.expressions.length, start, end } as unknown as Expr;
    this.expressions.push(node);
    return node;
  }

  private advance(): void {
    this.prevEnd = this.tok.end;
    this.tok = this.lexer.next();
  }

  private isPunct(text: string): boolean {
    return this.tok.type === 'punct' && this.tok.text === text;
  }

  private isIdent(text: string): boolean {
    return this.tok.type === 'ident' && this.tok.text === text;
  }

  private optionalPunct(text: string): void {
    if (this.isPunct(text)) this.advance();
  }

  private expectPunct(text: string): void {
    if (!this.isPunct(text)) this.fail(this.tok, `Expected '${text}' but found '${this.tok.text}'`);
    this.advance();
  }

  private expectIdent(): string {
    const t = this.tok;
    if (t.type !== 'ident') this.fail(t, `Expected an identifier but found '${t.text}'`);
    this.advance();
    return t.text;
  }

  private fail(t: Token, message: string): never {
    throw new RulesSyntaxError(message, t.start);
  }

  private failAt(offset: number, message: string): never {
    throw new RulesSyntaxError(message, offset);
  }
}
