import type { Access, Node } from './ast.js';
import { findFunction } from './functions.js';
import { ARITHMETIC, COMPARE, negate } from './operators.js';
import { CONTEXT_READERS, type ContextName, type ExpressionScope } from './scope.js';
import { isTruthy, readMember } from './values.js';

/** A compiled expression: evaluation is a call of nested closures, never a re-parse. */
export type Evaluator = (scope: ExpressionScope) => unknown;

/** Turns a syntax tree into closures. Recursion depth is bounded by the parser's nesting limit. */
export function compileNode(node: Node): Evaluator {
  switch (node.kind) {
    case 'literal': {
      const value = node.value;
      return () => value;
    }
    case 'context':
      return CONTEXT_READERS[node.name as ContextName];
    case 'member':
      return compileMember(compileNode(node.base), node.path);
    case 'unary': {
      if (node.op === '-' && node.operand.kind === 'literal' && typeof node.operand.value === 'number') {
        const value = -node.operand.value;
        return () => value;
      }
      const operand = compileNode(node.operand);
      return node.op === '!' ? (scope) => !isTruthy(operand(scope)) : (scope) => negate(operand(scope));
    }
    case 'arithmetic': {
      const operands = node.operands.map(compileNode);
      const ops = node.ops.map((op) => ARITHMETIC[op]);
      if (operands.length === 2) {
        const [left, right] = operands as [Evaluator, Evaluator];
        const op = ops[0]!;
        return (scope) => op(left(scope), right(scope));
      }
      return (scope) => {
        let value = operands[0]!(scope);
        for (let i = 0; i < ops.length; i++) value = ops[i]!(value, operands[i + 1]!(scope));
        return value;
      };
    }
    case 'logical': {
      const operands = node.operands.map(compileNode);
      // Like JS: the operand that decided the outcome is the result (EXPR-17).
      const stopWhen = node.op === '&&' ? false : true;
      return (scope) => {
        let value: unknown = null;
        for (const operand of operands) {
          value = operand(scope);
          if (isTruthy(value) === stopWhen) return value;
        }
        return value;
      };
    }
    case 'compare': {
      const left = compileNode(node.left);
      const right = compileNode(node.right);
      const op = COMPARE[node.op];
      return (scope) => op(left(scope), right(scope));
    }
    case 'call': {
      const definition = findFunction(node.name)!;
      const args = node.args.map(compileNode);
      return (scope) => {
        const values = new Array<unknown>(args.length);
        for (let i = 0; i < args.length; i++) values[i] = args[i]!(scope);
        return definition.call(values, scope);
      };
    }
  }
}

/** A path of accesses evaluated in a loop; null anywhere along it ends the read with null (EXPR-27). */
function compileMember(base: Evaluator, path: readonly Access[]): Evaluator {
  if (path.every((access) => access.kind === 'name' || access.index.kind === 'literal')) {
    const keys = path.map((access) => (access.kind === 'name' ? access.name : (access.index as { value: unknown }).value));
    return (scope) => {
      let value = base(scope);
      for (let i = 0; i < keys.length && value !== null; i++) value = readMember(value, keys[i]);
      return value;
    };
  }
  const steps = path.map((access): Evaluator | string => (access.kind === 'name' ? access.name : compileNode(access.index)));
  return (scope) => {
    let value = base(scope);
    for (let i = 0; i < steps.length && value !== null; i++) {
      const step = steps[i]!;
      value = readMember(value, typeof step === 'string' ? step : step(scope));
    }
    return value;
  };
}

/** Static facts about what an expression reads, for save-time checks. */
export interface References {
  contexts: Set<string>;
  secrets: Set<string>;
  steps: Set<string>;
  functions: Set<string>;
}

export function emptyReferences(): References {
  return { contexts: new Set(), secrets: new Set(), steps: new Set(), functions: new Set() };
}

/** Records what `node` reads. `secrets.x`/`secrets['x']` and `steps.x` name a secret or step; a computed name cannot be known. */
export function collectReferences(node: Node, into: References): void {
  switch (node.kind) {
    case 'literal':
      return;
    case 'context':
      into.contexts.add(node.name);
      return;
    case 'member': {
      collectReferences(node.base, into);
      const first = node.path[0]!;
      const base = node.base.kind === 'context' ? node.base.name : undefined;
      const target = base === 'secrets' ? into.secrets : base === 'steps' ? into.steps : undefined;
      const name = first.kind === 'name' ? first.name : first.index.kind === 'literal' && typeof first.index.value === 'string' ? first.index.value : undefined;
      if (target !== undefined && name !== undefined) target.add(name);
      for (const access of node.path) if (access.kind === 'index') collectReferences(access.index, into);
      return;
    }
    case 'unary':
      collectReferences(node.operand, into);
      return;
    case 'arithmetic':
    case 'logical':
      for (const operand of node.operands) collectReferences(operand, into);
      return;
    case 'compare':
      collectReferences(node.left, into);
      collectReferences(node.right, into);
      return;
    case 'call':
      into.functions.add(node.name);
      for (const arg of node.args) collectReferences(arg, into);
      return;
  }
}
