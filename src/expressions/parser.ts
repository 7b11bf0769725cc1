import type { Access, ArithmeticOp, CompareOp, Node } from './ast.js';
import { ExpressionSyntaxError } from './errors.js';
import { FUNCTIONS, findFunction } from './functions.js';
import { tokenize, type Token } from './lexer.js';
import { CONTEXT_READERS, isContextName } from './scope.js';
import { didYouMean, suggestName } from '../shared/did-you-mean.js';

/**
 * Nesting (parentheses, unary operators, call arguments, index brackets) deeper than
 * this is refused: no real expression comes near it, and it bounds the recursion of
 * the parser, the compiler and the evaluator alike.
 */
export const MAX_NESTING = 64;

const KEYWORD_VALUES: Readonly<Record<string, null | boolean>> = { null: null, true: true, false: false };
const EQUALITY: readonly string[] = ['==', '!='];
const RELATIONAL: readonly string[] = ['<', '<=', '>', '>='];
const ADDITIVE: readonly string[] = ['+', '-'];
const MULTIPLICATIVE: readonly string[] = ['*', '/', '%'];

/**
 * Parses the expression in `source.slice(start, end)` (recursive descent, one function
 * per precedence level). Offsets in the tree and in errors are offsets into `source`.
 */
export function parseExpression(source: string, start: number, end: number): Node {
  const parser = new Parser(tokenize(source, start, end));
  if (parser.peek().kind === 'end') throw new ExpressionSyntaxError('empty expression', start);
  const node = parser.expression();
  const rest = parser.peek();
  if (rest.kind !== 'end') throw new ExpressionSyntaxError(`unexpected ${describe(rest)} after the end of the expression`, rest.offset);
  return node;
}

class Parser {
  private at = 0;
  private depth = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  peek(): Token {
    return this.tokens[this.at]!;
  }

  private next(): Token {
    const token = this.tokens[this.at]!;
    if (token.kind !== 'end') this.at++;
    return token;
  }

  private isPunct(...texts: readonly string[]): boolean {
    const token = this.peek();
    return token.kind === 'punct' && texts.includes(token.text);
  }

  private expect(text: string, context: string): Token {
    const token = this.peek();
    if (token.kind !== 'punct' || token.text !== text) {
      throw new ExpressionSyntaxError(`expected '${text}' ${context}, found ${describe(token)}`, token.offset);
    }
    return this.next();
  }

  private nest<T>(offset: number, parse: () => T): T {
    if (++this.depth > MAX_NESTING) throw new ExpressionSyntaxError(`expression is nested too deeply (more than ${MAX_NESTING} levels)`, offset);
    try {
      return parse();
    } finally {
      this.depth--;
    }
  }

  expression(): Node {
    return this.logical('||', () => this.logical('&&', () => this.equality()));
  }

  private logical(op: '&&' | '||', operand: () => Node): Node {
    const first = operand();
    if (!this.isPunct(op)) return first;
    const operands = [first];
    while (this.isPunct(op)) {
      this.next();
      operands.push(operand());
    }
    return { kind: 'logical', op, operands, offset: first.offset };
  }

  /** Comparisons do not chain: `a < b < c` is almost always a mistake for `a < b && b < c`. */
  private comparison(ops: readonly string[], operand: () => Node): Node {
    const left = operand();
    if (!this.isPunct(...ops)) return left;
    const op = this.next().text as CompareOp;
    const right = operand();
    if (this.isPunct(...ops)) {
      throw new ExpressionSyntaxError(`comparisons cannot be chained; join them with '&&'`, this.peek().offset);
    }
    return { kind: 'compare', op, left, right, offset: left.offset };
  }

  private equality(): Node {
    return this.comparison(EQUALITY, () => this.comparison(RELATIONAL, () => this.arithmetic(ADDITIVE, () => this.arithmetic(MULTIPLICATIVE, () => this.unary()))));
  }

  private arithmetic(levelOps: readonly string[], operand: () => Node): Node {
    const first = operand();
    if (!this.isPunct(...levelOps)) return first;
    const operands = [first];
    const ops: ArithmeticOp[] = [];
    while (this.isPunct(...levelOps)) {
      ops.push(this.next().text as ArithmeticOp);
      operands.push(operand());
    }
    return { kind: 'arithmetic', operands, ops, offset: first.offset };
  }

  private unary(): Node {
    if (this.isPunct('!', '-')) {
      const token = this.next();
      const operand = this.nest(token.offset, () => this.unary());
      return { kind: 'unary', op: token.text as '!' | '-', operand, offset: token.offset };
    }
    return this.postfix();
  }

  private postfix(): Node {
    const base = this.primary();
    const path: Access[] = [];
    for (;;) {
      if (this.isPunct('.')) {
        this.next();
        const name = this.peek();
        if (name.kind !== 'name') throw new ExpressionSyntaxError(`expected a property name after '.', found ${describe(name)}`, name.offset);
        this.next();
        path.push({ kind: 'name', name: name.text, offset: name.offset });
      } else if (this.isPunct('[')) {
        const open = this.next();
        const index = this.nest(open.offset, () => this.expression());
        this.expect(']', 'to close the index');
        path.push({ kind: 'index', index, offset: open.offset });
      } else if (this.isPunct('(')) {
        throw new ExpressionSyntaxError('only named functions can be called, like contains(list, x)', this.peek().offset);
      } else {
        break;
      }
    }
    return path.length === 0 ? base : { kind: 'member', base, path, offset: base.offset };
  }

  private primary(): Node {
    const token = this.next();
    switch (token.kind) {
      case 'number':
      case 'text':
        return { kind: 'literal', value: token.value, offset: token.offset };
      case 'name':
        return this.name(token);
      case 'punct':
        if (token.text === '(') {
          const inner = this.nest(token.offset, () => this.expression());
          this.expect(')', 'to close the parenthesis');
          return inner;
        }
        break;
      case 'end':
        throw new ExpressionSyntaxError('unexpected end of the expression', token.offset);
    }
    throw new ExpressionSyntaxError(`unexpected ${describe(token)}`, token.offset);
  }

  private name(token: Token): Node {
    const name = token.text;
    if (this.isPunct('(')) return this.call(token);
    if (Object.hasOwn(KEYWORD_VALUES, name)) return { kind: 'literal', value: KEYWORD_VALUES[name]!, offset: token.offset };
    if (isContextName(name)) return { kind: 'context', name, offset: token.offset };
    let message = `unknown context '${shorten(name)}'`;
    if (findFunction(name) !== undefined) message += ` (${didYouMean(`${name}()`)})`;
    else message += hint(name, Object.keys(CONTEXT_READERS));
    throw new ExpressionSyntaxError(message, token.offset);
  }

  private call(token: Token): Node {
    const name = token.text;
    const definition = findFunction(name);
    if (definition === undefined) {
      throw new ExpressionSyntaxError(`unknown function '${shorten(name)}'${hint(name, Object.keys(FUNCTIONS))}`, token.offset);
    }
    const open = this.next();
    const args = this.nest(open.offset, () => {
      const list: Node[] = [];
      if (this.isPunct(')')) return list;
      for (;;) {
        list.push(this.expression());
        if (!this.isPunct(',')) return list;
        this.next();
      }
    });
    this.expect(')', `to close the arguments of ${name}()`);
    if (args.length < definition.minArgs || args.length > definition.maxArgs) {
      throw new ExpressionSyntaxError(`${name}() takes ${arityText(definition.minArgs, definition.maxArgs)}, not ${args.length}`, token.offset);
    }
    return { kind: 'call', name, args, offset: token.offset };
  }
}

function hint(name: string, known: readonly string[]): string {
  const suggestion = suggestName(name, known);
  return suggestion === undefined ? '' : ` (${suggestion})`;
}

function arityText(min: number, max: number): string {
  const count = (n: number): string => `${n} argument${n === 1 ? '' : 's'}`;
  if (min === max) return count(min);
  if (max === Number.POSITIVE_INFINITY) return `at least ${count(min)}`;
  return `${min} to ${count(max)}`;
}

/** A token in words for an error message; text literals are not quoted back, they may be long. */
function describe(token: Token): string {
  switch (token.kind) {
    case 'end':
      return 'the end of the expression';
    case 'text':
      return 'a text literal';
    case 'number':
      return 'a number';
    case 'name':
      return `'${shorten(token.text)}'`;
    default:
      return `'${token.text}'`;
  }
}

/** Names come from the workflow file, but one can be absurdly long; keep messages one line. */
function shorten(name: string): string {
  return name.length > 40 ? `${name.slice(0, 40)}…` : name;
}
