/** The syntax tree the parser builds and the compiler turns into closures. */

export type Node = LiteralNode | ContextNode | MemberNode | UnaryNode | ArithmeticNode | LogicalNode | CompareNode | CallNode;

export interface LiteralNode {
  readonly kind: 'literal';
  readonly value: null | boolean | number | string;
  readonly offset: number;
}

/** A top-level name: `trigger`, `steps`, … (EXPR-05). */
export interface ContextNode {
  readonly kind: 'context';
  readonly name: string;
  readonly offset: number;
}

/**
 * `base.a['b'][i]`: a chain of accesses kept flat so that long paths cost a loop, not
 * a nested call per step.
 */
export interface MemberNode {
  readonly kind: 'member';
  readonly base: Node;
  readonly path: readonly Access[];
  readonly offset: number;
}

export type Access = { readonly kind: 'name'; readonly name: string; readonly offset: number } | { readonly kind: 'index'; readonly index: Node; readonly offset: number };

export interface UnaryNode {
  readonly kind: 'unary';
  readonly op: '!' | '-';
  readonly operand: Node;
  readonly offset: number;
}

export type ArithmeticOp = '+' | '-' | '*' | '/' | '%';

/**
 * `a + b - c`: operators of one precedence level, applied left to right. Kept flat
 * (not a left-deep tree) so a long sum cannot exhaust the stack.
 */
export interface ArithmeticNode {
  readonly kind: 'arithmetic';
  readonly operands: readonly Node[];
  /** `ops[i]` joins `operands[i]` and `operands[i + 1]`. */
  readonly ops: readonly ArithmeticOp[];
  readonly offset: number;
}

/** `a && b && c` or `a || b`: flat for the same reason as arithmetic. */
export interface LogicalNode {
  readonly kind: 'logical';
  readonly op: '&&' | '||';
  readonly operands: readonly Node[];
  readonly offset: number;
}

export type CompareOp = '==' | '!=' | '<' | '<=' | '>' | '>=';

export interface CompareNode {
  readonly kind: 'compare';
  readonly op: CompareOp;
  readonly left: Node;
  readonly right: Node;
  readonly offset: number;
}

export interface CallNode {
  readonly kind: 'call';
  readonly name: string;
  readonly args: readonly Node[];
  readonly offset: number;
}
