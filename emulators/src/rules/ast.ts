// Syntax tree of a rules file. Every expression node carries its source range (offsets) and a
// dense id, so coverage and error messages can point back at the source without re-parsing.

export interface Span {
  start: number;
  end: number;
}

interface ExprBase extends Span {
  id: number;
}

export type Expr =
  | (ExprBase & { kind: 'literal'; value: LiteralValue })
  | (ExprBase & { kind: 'ident'; name: string })
  | (ExprBase & { kind: 'list'; items: Expr[] })
  | (ExprBase & { kind: 'map'; entries: Array<{ key: Expr; value: Expr }> })
  | (ExprBase & { kind: 'path'; segments: PathLiteralSegment[] })
  | (ExprBase & { kind: 'member'; object: Expr; name: string })
  | (ExprBase & { kind: 'index'; object: Expr; index: Expr })
  | (ExprBase & { kind: 'range'; object: Expr; from: Expr; to: Expr })
  | (ExprBase & { kind: 'call'; callee: Expr; args: Expr[] })
  | (ExprBase & { kind: 'unary'; op: '!' | '-'; operand: Expr })
  | (ExprBase & { kind: 'binary'; op: BinaryOp; left: Expr; right: Expr })
  | (ExprBase & { kind: 'is'; operand: Expr; typeName: string })
  | (ExprBase & { kind: 'ternary'; test: Expr; then: Expr; otherwise: Expr });

export type LiteralValue =
  | { type: 'null' }
  | { type: 'bool'; value: boolean }
  | { type: 'int'; value: bigint }
  | { type: 'float'; value: number }
  | { type: 'string'; value: string }
  | { type: 'bytes'; value: Uint8Array };

export type BinaryOp =
  '||' | '&&' | '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | '+' | '-' | '*' | '/' | '%';

/** One segment of a path literal: concatenated raw text and `$(expr)` parts. */
export type PathLiteralSegment = Array<{ text: string } | { expr: Expr }>;

/** One segment of a `match` path. */
export type MatchSegment =
  | { kind: 'literal'; text: string }
  | { kind: 'wildcard'; name: string }
  | { kind: 'recursive'; name: string };

export type Method = 'get' | 'list' | 'create' | 'update' | 'delete';

export interface AllowStatement extends Span {
  methods: Method[];
  /** The names as written (read, write, get…), for messages. */
  written: string[];
  condition: Expr | null;
  /** Line of the `allow` keyword, as Google's messages cite it ("@ L5"). */
  line: number;
}

export interface FunctionDecl extends Span {
  name: string;
  params: string[];
  lets: Array<{ name: string; value: Expr }>;
  body: Expr;
  /** The block that declares it: calls inside the body resolve from here. */
  scope: Block;
}

export interface Block {
  functions: Map<string, FunctionDecl>;
  matches: MatchBlock[];
  allows: AllowStatement[];
  parent: Block | null;
}

export interface MatchBlock extends Block, Span {
  segments: MatchSegment[];
}

export interface RulesFile {
  version: '1' | '2';
  service: string;
  root: Block;
  /** Every expression node, indexed by id (coverage walks them). */
  expressions: Expr[];
}
