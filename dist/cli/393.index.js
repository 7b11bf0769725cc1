export const id = 393;
export const ids = [393];
export const modules = {

/***/ 50393:
/***/ ((__unused_webpack_module, exports) => {

var __webpack_unused_export__;
/*
 * json-p3 version 2.3.1
 * https://github.com/jg-rp/json-p3
 * 
 * MIT License
 * 
 * Copyright (c) 2025 James Prior
 * 
 * Permission is hereby granted, free of charge, to any person obtaining a copy
 * of this software and associated documentation files (the "Software"), to deal
 * in the Software without restriction, including without limitation the rights
 * to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
 * copies of the Software, and to permit persons to whom the Software is
 * furnished to do so, subject to the following conditions:
 * 
 * The above copyright notice and this permission notice shall be included in all
 * copies or substantial portions of the Software.
 * 
 * THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
 * IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
 * FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
 * AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
 * LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
 * OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
 * SOFTWARE.
 * 
 */


/**
 * Base class for all JSONPath errors.
 */
class JSONPathError extends Error {
  constructor(message, token) {
    super(message);
    this.message = message;
    this.token = token;
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = "JSONPathError";
    this.message = withErrorContext(message, token);
  }
}
function withErrorContext(message, token) {
  if (token.input.length <= 9) {
    return `${message} ('${token.input}':${token.index})`;
  }
  if (token.index > token.input.length - 5) {
    return `${message} ('${token.input.slice(token.input.length - 9)}':${token.index})`;
  }
  if (token.index - 4 < 0) {
    return `${message} ('${token.input.slice(0, 9)}':${token.index})`;
  }
  return `${message} ('${token.input.slice(token.index - 4, token.index + 5)}':${token.index})`;
}

/**
 * Error thrown due to unexpected, internal path tokenization problems.
 */
class JSONPathLexerError extends JSONPathError {
  constructor(message, token) {
    super(message, token);
    this.message = message;
    this.token = token;
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = "JSONPathLexerError";
    this.message = withErrorContext(message, token);
  }
}

/**
 * Error thrown due to type errors when evaluating filter expressions.
 */
class JSONPathTypeError extends JSONPathError {
  constructor(message, token) {
    super(message, token);
    this.message = message;
    this.token = token;
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = "JSONPathTypeError";
    this.message = withErrorContext(message, token);
  }
}

/**
 * Error thrown due to out of range indices.
 */
class JSONPathIndexError extends JSONPathError {
  constructor(message, token) {
    super(message, token);
    this.message = message;
    this.token = token;
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = "JSONPathIndexError";
    this.message = withErrorContext(message, token);
  }
}

/**
 * Error thrown when attempting to retrieve a filter function that has not
 * been registered.
 */
class UndefinedFilterFunctionError extends JSONPathError {
  constructor(message, token) {
    super(message, token);
    this.message = message;
    this.token = token;
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = "UndefinedFilterFunctionError";
    this.message = withErrorContext(message, token);
  }
}

/**
 * Error thrown due to syntax errors found during parsing a JSONPath query.
 */
class JSONPathSyntaxError extends JSONPathError {
  constructor(message, token) {
    super(message, token);
    this.message = message;
    this.token = token;
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = "JSONPathSyntaxError";
    this.message = withErrorContext(message, token);
  }
}

/**
 * Error thrown when the maximum recursion depth is reached.
 */
class JSONPathRecursionLimitError extends JSONPathError {
  constructor(message, token) {
    super(message, token);
    this.message = message;
    this.token = token;
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = "JSONPathRecursionLimitError";
    this.message = withErrorContext(message, token);
  }
}

/**
 * Error thrown due to invalid I-Regexp syntax.
 */
class IRegexpError extends Error {
  constructor(message) {
    super(message);
    this.message = message;
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = "IRegexpError";
  }
}

/**
 * Common types and type predicates.
 */

/**
 * A JSON-like value.
 */

/**
 * A type predicate for the Array object.
 */
function isArray(value) {
  return Array.isArray(value);
}

/**
 * A type predicate for object.
 */
function isObject(value) {
  const _type = typeof value;
  return value !== null && _type === "object" || _type === "function" ? true : false;
}

/**
 * A type predicate for a string primitive.
 */
function isString(value) {
  return typeof value === "string";
}

/**
 * A type predicate for a number primitive.
 */
function isNumber(value) {
  return typeof value === "number";
}

/**
 * Deep equality of JSON-like values.
 *
 * No attempt is made to handle function objects, recursive data
 * structures, NaNs, sparse arrays, primitive wrapper objects....
 *
 * We're not using JSON.stringify because we want objects with the same
 * entries in a different order to compare equal.
 */


// eslint-disable-next-line sonarjs/cognitive-complexity
function deepEquals(a, b) {
  if (a === b) {
    return true;
  }
  if (Array.isArray(a)) {
    if (Array.isArray(b)) {
      if (a.length !== b.length) {
        return false;
      }
      for (let i = 0; i < a.length; i++) {
        if (!deepEquals(a[i], b[i])) {
          return false;
        }
      }
      return true;
    }
    return false;
  } else if (isObject(a) && isObject(b)) {
    const keysA = Object.keys(a);
    const keysB = Object.keys(b);
    if (keysA.length !== keysB.length) {
      return false;
    }
    for (const key of keysA) {
      if (!deepEquals(a[key], b[key])) {
        return false;
      }
    }
    return true;
  }
  return false;
}

/**
 * The type of a JSONPath filter function parameter or return value, as
 * described in See section 2.4.1 of RFC 9535.
 */
let FunctionExpressionType = /*#__PURE__*/function (FunctionExpressionType) {
  FunctionExpressionType["ValueType"] = "ValueType";
  FunctionExpressionType["LogicalType"] = "LogicalType";
  FunctionExpressionType["NodesType"] = "NodesType";
  return FunctionExpressionType;
}({});

/**
 * A JSONPath filter function definition.
 */

/**
 * Base class for all JSON Pointer errors.
 */
class JSONPointerError extends Error {
  constructor(message) {
    super(message);
    this.message = message;
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = "JSONPointerError";
  }
}

/**
 * Base class for JSON Pointer resolution errors.
 */
class JSONPointerResolutionError extends JSONPointerError {
  constructor(message) {
    super(message);
    this.message = message;
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = "JSONPointerResolutionError";
  }
}

/**
 * Error thrown due to an out of range index when resolving a JSON Pointer.
 */
class JSONPointerIndexError extends JSONPointerResolutionError {
  constructor(message) {
    super(message);
    this.message = message;
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = "JSONPointerIndexError";
  }
}

/**
 * Error thrown due to a missing property when resolving a JSON Pointer.
 */
class JSONPointerKeyError extends JSONPointerResolutionError {
  constructor(message) {
    super(message);
    this.message = message;
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = "JSONPointerKeyError";
  }
}

/**
 * Error thrown due to invalid JSON Pointer syntax.
 */
class JSONPointerSyntaxError extends JSONPointerError {
  constructor(message) {
    super(message);
    this.message = message;
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = "JSONPointerSyntaxError";
  }
}

/**
 * Error thrown when trying to resolve a property or index against a primitive value.
 */
class JSONPointerTypeError extends JSONPointerResolutionError {
  constructor(message) {
    super(message);
    this.message = message;
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = "JSONPointerTypeError";
  }
}

/**
 * The symbol indicating the absence of a JSON value.
 */
const UNDEFINED = Symbol.for("jsonpointer.undefined");
/**
 * Identify a single value in JSON-like data, as per RFC 6901.
 */
class JSONPointer {
  #pointer;
  /**
   * @param pointer - A string representation of a JSON Pointer.
   */
  constructor(pointer) {
    this.tokens = this.parse(pointer);
    this.#pointer = JSONPointer.encode(this.tokens);
  }
  static encode(tokens) {
    if (!tokens.length) return "";
    return "/" + tokens.map(token => token.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");
  }

  /**
   * Resolve this pointer against JSON-like data _value_.
   *
   * @param value - The target JSON-like value, possibly loaded using
   *  `JSON.parse()`.
   * @param fallback - A default value to return if _value_ has no
   *   path matching `pointer`.
   * @returns The value identified by _pointer_ or, if given, the fallback
   *   value in the even of a `JSONPointerResolutionError`.
   *
   * @throws {@link JSONPointerResolutionError}
   * If the value pointed to by _pointer_ does not exist in _value_, and
   * no fallback value is given.
   */
  resolve(value, fallback = UNDEFINED) {
    try {
      return this.tokens.reduce(this.getItem.bind(this), value);
    } catch (error) {
      if (error instanceof JSONPointerResolutionError && fallback !== UNDEFINED) {
        return fallback;
      }
      throw error;
    }
  }

  /**
   *
   * @param value -
   * @returns
   */
  resolveWithParent(value) {
    if (!this.tokens.length) return [UNDEFINED, this.resolve(value)];
    const parent = this.tokens.slice(0, this.tokens.length - 1).reduce(this.getItem.bind(this), value);
    try {
      return [parent, this.getItem(parent, this.tokens[this.tokens.length - 1], this.tokens.length - 1)];
    } catch (error) {
      if (error instanceof JSONPointerIndexError || error instanceof JSONPointerKeyError) {
        return [parent, UNDEFINED];
      }
      throw error;
    }
  }

  /**
   *
   * @returns
   */
  toString() {
    return this.#pointer;
  }

  /**
   * Return _true_ if this pointer points to a child of _pointer_.
   */
  isRelativeTo(pointer) {
    return pointer.tokens.length < this.tokens.length && this.tokens.slice(0, pointer.tokens.length).every((t, i) => t === pointer.tokens[i]);
  }
  parse(pointer) {
    if (pointer.length && !pointer.startsWith("/")) {
      throw new JSONPointerSyntaxError(`"${pointer}" pointers must start with a slash or be the empty string`);
    }
    return pointer.split("/").map(token => token.replaceAll("~1", "/").replaceAll("~0", "~")).slice(1);
  }

  // eslint-disable-next-line sonarjs/cognitive-complexity
  getItem(val, token, idx) {
    // NOTE:
    //   - string primitives "have own" indices and `length`.
    //   - Arrays have a `length` property.
    //   - A property might exist with the value `undefined` or `null`.
    //   - obj[1] is equivalent to obj["1"].
    if (isArray(val)) {
      if (token !== "length" && Object.hasOwn(val, token)) {
        return val[Number(token)];
      } else if (token.startsWith("#")) {
        // handle non-standard '#' from relative json pointer
        const maybeIndex = token.slice(1);
        if (RE_INT.test(maybeIndex) && Object.hasOwn(val, maybeIndex)) {
          return Number(maybeIndex);
        } else {
          throw new JSONPointerIndexError(`index out of range '${JSONPointer.encode(this.tokens.slice(0, idx + 1))}'`);
        }
      } else {
        throw new JSONPointerIndexError(`index out of range '${JSONPointer.encode(this.tokens.slice(0, idx + 1))}'`);
      }
    } else if (isObject(val)) {
      if (Object.hasOwn(val, token)) {
        return val[token];
      } else if (token.startsWith("#") && Object.hasOwn(val, token.slice(1))) {
        // handle non-standard '#' from relative json pointer
        return token.slice(1);
      } else {
        throw new JSONPointerKeyError(`no such property '${JSONPointer.encode(this.tokens.slice(0, idx + 1))}'`);
      }
    }
    throw new JSONPointerTypeError(`found primitive value, expected an object '${JSONPointer.encode(this.tokens.slice(0, idx + 1))}'`);
  }
  _join(pointer) {
    if (!isString(pointer)) {
      throw new JSONPointerTypeError(`join() requires string arguments, found ${typeof pointer}`);
    }
    if (pointer.startsWith("/")) {
      return new JSONPointer(pointer);
    }
    const tokens = this.tokens.concat(pointer.split("/").map(token => token.replaceAll("~1", "/").replaceAll("~0", "~")));
    return new JSONPointer(JSONPointer.encode(tokens));
  }

  /**
   * Join this pointer with _tokens_.
   *
   * @param tokens - JSON Pointer strings, possibly without leading slashes.
   * If a token or "part" does have a leading slash, the previous pointer is
   * ignored and a new `JSONPointer` is created, then processing of the
   * remaining tokens continues.
   *
   * @returns A new JSON Pointer that is the concatenation of all tokens or
   * "parts".
   */
  join(...tokens) {
    if (!tokens.length) {
      return this;
    }

    // eslint-disable-next-line @typescript-eslint/no-this-alias
    let pointer = this;
    for (const tok of tokens) {
      pointer = pointer._join(tok);
    }
    return pointer;
  }

  /**
   * Return _true_ if this pointer can be resolved against _value_.
   *
   * Note that `JSONPointer.resolve()` can return legitimate falsy values
   * that form part of the target JSON document. This method will return
   * `true` if a falsy value is found.
   */
  exists(value) {
    try {
      this.resolve(value);
    } catch (error) {
      if (error instanceof JSONPointerResolutionError) {
        return false;
      }
      throw error;
    }
    return true;
  }

  /**
   * Return this pointer's parent as a new `JSONPointer`.
   *
   * If this pointer points to the document root, _this_ is returned.
   */
  parent() {
    if (!this.tokens.length) {
      return this;
    }
    return new JSONPointer(JSONPointer.encode(this.tokens.slice(0, this.tokens.length - 1)));
  }
  to(rel) {
    const relativePointer = isString(rel) ? new RelativeJSONPointer(rel) : rel;
    return relativePointer.to(this);
  }
}
const RE_RELATIVE_POINTER = /(?<ORIGIN>\d+)(?<INDEX_G>(?<SIGN>[+-])(?<INDEX>\d))?(?<POINTER>.*)/s;
const RE_INT = /(0|[1-9]\d*)/;

/**
 * A relative JSON Pointer.
 *
 * See https://datatracker.ietf.org/doc/html/draft-hha-relative-json-pointer
 */
class RelativeJSONPointer {
  /**
   *
   * @param rel -
   */
  constructor(rel) {
    [this.origin, this.index, this.pointer] = this.parse(rel);
  }

  /**
   *
   * @returns
   */
  toString() {
    const sign = this.index > 0 ? "+" : "";
    const index = this.index === 0 ? "" : `${sign}${this.index}`;
    return `${this.origin}${index}${this.pointer}`;
  }

  /**
   *
   * @param pointer -
   */
  to(pointer) {
    const p = isString(pointer) ? new JSONPointer(pointer) : pointer;

    // move to origin
    if (this.origin > p.tokens.length) {
      throw new JSONPointerIndexError(`origin (${this.origin}) exceeds root (${p.tokens.length})`);
    }
    const tokens = this.origin < 1 ? p.tokens.slice() : p.tokens.slice(0, -this.origin);

    // array index offset
    if (this.index && tokens.length && this.isIntLike(tokens.at(-1))) {
      const newIndex = Number(tokens.at(-1)) + this.index;
      if (newIndex < 0) {
        throw new JSONPointerIndexError(`index offset out of range (${newIndex})`);
      }
      tokens[tokens.length - 1] = String(newIndex);
    }

    // pointer or index/property
    if (this.pointer instanceof JSONPointer) {
      tokens.push(...this.pointer.tokens);
    } else {
      tokens[tokens.length - 1] = `#${tokens[tokens.length - 1]}`;
    }
    return new JSONPointer(JSONPointer.encode(tokens));
  }
  parse(rel) {
    const match = RE_RELATIVE_POINTER.exec(rel);
    if (!match || !match.groups) {
      throw new JSONPointerSyntaxError("failed to parse relative pointer");
    }

    // steps to move
    const origin = this.parseInt(match.groups.ORIGIN);

    // optional index manipulation
    let index = 0;
    if (match.groups["INDEX_G"]) {
      index = this.parseInt(match.groups.INDEX);
      if (index === 0) {
        throw new JSONPointerSyntaxError("index offset can't be zero");
      }
      if (match.groups.SIGN === "-") {
        index = -index;
      }
    }

    // pointer or '#'. an empty string is OK.
    if (match.groups.POINTER === "#") {
      return [origin, index, "#"];
    }
    return [origin, index, new JSONPointer(match.groups.POINTER)];
  }
  parseInt(s) {
    if (s.startsWith("0") && s.length > 1) {
      throw new JSONPointerSyntaxError("unexpected leading zero");
    }
    if (RE_INT.test(s)) {
      return Number(s);
    }
    throw new JSONPointerSyntaxError(`expected an integer, found '${s}'`);
  }
  isIntLike(value) {
    if (value === undefined || isNumber(value)) {
      return true;
    } else {
      return RE_INT.test(value);
    }
  }
}

/**
 * Resolve JSON Pointer _pointer_ against JSON-like data _value_.
 *
 * @param pointer - A string representation of a JSON pointer.
 * @param value - The target JSON-like value, possibly loaded using
 *  `JSON.parse()`.
 * @param fallback - A default value to return if _value_ has no
 *   path matching `pointer`.
 * @returns The value identified by _pointer_ or, if given, the fallback
 *   value in the even of a `JSONPointerResolutionError`.
 *
 * @throws {@link JSONPointerResolutionError}
 * If the value pointed to by _pointer_ does not exist in _value_, and
 * no fallback value is given.
 *
 * @throws {@link JSONPointerSyntaxError}
 * If _pointer_ is malformed according to RFC 6901.
 */
function resolve(pointer, value, fallback = UNDEFINED) {
  return new JSONPointer(pointer).resolve(value, fallback);
}

var index$3 = /*#__PURE__*/Object.freeze({
  __proto__: null,
  JSONPointer: JSONPointer,
  JSONPointerError: JSONPointerError,
  JSONPointerIndexError: JSONPointerIndexError,
  JSONPointerKeyError: JSONPointerKeyError,
  JSONPointerResolutionError: JSONPointerResolutionError,
  JSONPointerSyntaxError: JSONPointerSyntaxError,
  JSONPointerTypeError: JSONPointerTypeError,
  RelativeJSONPointer: RelativeJSONPointer,
  UNDEFINED: UNDEFINED,
  resolve: resolve
});

/**
 * An identifier that is allowed in both JS and JSONPath.
 * JSONPath identifiers are generally much more permissive than JS ones, but
 * they don't allow the character "$", so we take the intersection of the two
 * when deciding whether to use dot shorthand for canonical serialization of
 * simple names.
 */
const SHORTHAND_COMPATIBLE_IDENTIFIER = /^[\p{ID_Start}_]\p{ID_Continue}*$/u;

/** Usable in a quoted path. */
function toQuoted(name) {
  return name.includes("'") && !name.includes('"') ? JSON.stringify(name) : toCanonical(name);
}

/** Usable in a normalized path. */
function toCanonical(name) {
  return `'${JSON.stringify(name).slice(1, -1).replaceAll('\\"', '"').replaceAll("'", "\\'")}'`;
}

/** Usable in a shorthand path. */
function toShorthand(name) {
  return SHORTHAND_COMPATIBLE_IDENTIFIER.test(name) ? name : null;
}

const Nothing = Symbol.for("jsonpath.nothing");

/**
 * ValueType for JSONPath function expression tye system.
 */

/**
 * Object passed to `FilterExpression.evaluate()`.
 */

/**
 * A type predicate for an object with a string property.
 */
function hasStringKey(value, key) {
  return isObject(value) && Object.hasOwn(value, key);
}
const KEY_MARK = "\x02";

/**
 * Options for serializing paths.
 */

const defaultSerializationOptions = {
  form: "pretty"
};

/**
 * The pair of a JSON value and its location found in the target JSON value.
 */
class JSONPathNode {
  /**
   * @param value - The JSON value found at _location_.
   * @param location - The parts of a normalized path to _value_.
   * @param root - The target value at the top of the JSON node tree.
   */
  constructor(value, location, root) {
    this.value = value;
    this.location = location;
    this.root = root;
  }

  /**
   * @deprecated Use {@link getPath} with `options.form` set to `canonical` instead.
   */
  get path() {
    return this.getPath({
      form: "canonical"
    });
  }

  /**
   * Get the path to this node in the target JSON value.
   *
   * Given that the path refers to the singular current node, the returned path
   * will always be a normalized path if `options.form` is set to `canonical`,
   * following section 2.7 of RFC 9535.
   */
  getPath(options) {
    const opts = {
      ...defaultSerializationOptions,
      ...options
    };
    return "$" + this.location.map(s => isString(s) ? this.decodeNameLocation(s, opts) : `[${s}]`).join("");
  }

  /**
   * Return this node's location as a {@link JSONPointer}.
   */
  toPointer() {
    if (!this.location.length) {
      return new JSONPointer("");
    }
    return new JSONPointer(JSONPointer.encode(this.location.map(String)));
  }
  decodeNameLocation(name, options) {
    const normalized = options.form === "canonical";
    const serialize = normalized ? toCanonical : toQuoted;
    const hasKeyMark = name.startsWith(KEY_MARK);
    if (hasKeyMark) name = name.slice(1);
    const shorthand = toShorthand(name);
    if (hasKeyMark) {
      return normalized || shorthand == null ? `[~${serialize(name)}]` : `.~${shorthand}`;
    }
    return normalized || shorthand == null ? `[${serialize(name)}]` : `.${shorthand}`;
  }
}

/**
 *
 */
class JSONPathNodeList {
  constructor(nodes) {
    this.nodes = nodes;
  }

  /**
   * @returns an iterator over nodes in the list.
   */
  [Symbol.iterator]() {
    return this.nodes[Symbol.iterator]();
  }

  /**
   * @returns `true` if the node list is empty.
   */
  empty() {
    return this.nodes.length === 0;
  }

  /**
   * @returns An array containing the values at each node in the list.
   *
   * @see {@link valuesOrSingular} to unpack the array if there is only
   * one node in the list.
   */
  values() {
    return this.nodes.map(node => node.value);
  }

  /**
   * Like {@link values}, but returns the node's value is there is only one
   * node in the list.
   */
  valuesOrSingular() {
    if (this.nodes.length === 1) return this.nodes[0].value;
    return this.nodes.map(node => node.value);
  }

  /**
   * @returns An array of locations for each node in the node list.
   *
   * A location is an array of property names and array indices that were
   * required to reach the node's value in the target JSON value.
   */
  locations() {
    return this.nodes.map(node => node.location);
  }

  /**
   * @returns An array of normalized path strings for each node in the list.
   *
   * A normalized path contains only property name and index selectors, and
   * always uses bracketed segments, never shorthand selectors.
   */
  paths(options) {
    return this.nodes.map(node => node.getPath(options));
  }

  /**
   * @returns An array of {@link JSONPointer} instances, one for each node
   * in the list.
   */
  pointers() {
    return this.nodes.map(node => node.toPointer());
  }

  /**
   * @returns The number of nodes in the node list.
   */
  get length() {
    return this.nodes.length;
  }
}

/**
 * Base class for all filter expressions.
 */
class FilterExpression {
  constructor(token) {
    this.token = token;
  }

  /**
   * Evaluate the filter expression in the given context.
   * @param context - Evaluation context.
   */

  /**
   * Return a string representation of the expression.
   */
}

/**
 * Base class for JSONPath ValueType literals.
 */
class FilterExpressionLiteral extends FilterExpression {}
class NullLiteral extends FilterExpressionLiteral {
  evaluate() {
    return null;
  }
  toString() {
    return "null";
  }
}
class BooleanLiteral extends FilterExpressionLiteral {
  constructor(token, value) {
    super(token);
    this.token = token;
    this.value = value;
  }
  evaluate() {
    return this.value;
  }
  toString() {
    return String(this.value);
  }
}
class StringLiteral extends FilterExpressionLiteral {
  constructor(token, value) {
    super(token);
    this.token = token;
    this.value = value;
  }
  evaluate() {
    return this.value;
  }
  toString() {
    return toCanonical(this.value);
  }
}
class NumberLiteral extends FilterExpressionLiteral {
  constructor(token, value) {
    super(token);
    this.token = token;
    this.value = value;
  }
  evaluate() {
    return this.value;
  }
  toString() {
    return String(this.value);
  }
}
class PrefixExpression extends FilterExpression {
  constructor(token, operator, right) {
    super(token);
    this.token = token;
    this.operator = operator;
    this.right = right;
  }
  evaluate(context) {
    if (this.operator === "!") {
      const value = this.right.evaluate(context);
      if (value instanceof JSONPathNodeList) return value.nodes.length === 0; // negated existence
      return !isTruthy(value);
    }
    throw new JSONPathTypeError(`unknown operator '${this.operator}'`, this.token);
  }
  toString(options) {
    return `${this.operator}${this.right.toString(options)}`;
  }
}
const PRECEDENCE_LOGICAL_OR$1 = 4;
const PRECEDENCE_LOGICAL_AND$1 = 5;
const PRECEDENCE_PREFIX$1 = 7;
class InfixExpression extends FilterExpression {
  constructor(token, left, operator, right) {
    super(token);
    this.token = token;
    this.left = left;
    this.operator = operator;
    this.right = right;
    this.logical = operator === "&&" || operator === "||";
  }
  evaluate(context) {
    let left = this.left.evaluate(context);
    if (!this.logical && left instanceof JSONPathNodeList && left.nodes.length === 1) left = left.nodes[0].value;
    let right = this.right.evaluate(context);
    if (!this.logical && right instanceof JSONPathNodeList && right.nodes.length === 1) right = right.nodes[0].value;
    if (this.operator === "&&") {
      return isTruthy(left) && isTruthy(right);
    }
    if (this.operator === "||") {
      return isTruthy(left) || isTruthy(right);
    }
    return compare(left, this.operator, right);
  }
  toString(options) {
    // Note that `LogicalExpression.toString()` does not call this.
    if (this.logical) {
      return `(${this.left.toString(options)} ${this.operator} ${this.right.toString(options)})`;
    }
    return `${this.left.toString(options)} ${this.operator} ${this.right.toString(options)}`;
  }
}
class LogicalExpression extends FilterExpression {
  constructor(token, expression) {
    super(token);
    this.token = token;
    this.expression = expression;
  }
  evaluate(context) {
    const value = this.expression.evaluate(context);
    if (value instanceof JSONPathNodeList) return value.nodes.length > 0; // existence
    return isTruthy(value);
  }
  toString(options) {
    // Minimize parentheses in logical expressions.
    function _toString(expression, parentPrecedence) {
      if (expression instanceof InfixExpression) {
        let precedence;
        let op;
        let left;
        let right;
        if (expression.operator === "&&") {
          precedence = PRECEDENCE_LOGICAL_AND$1;
          op = "&&";
          left = _toString(expression.left, precedence);
          right = _toString(expression.right, precedence);
        } else if (expression.operator === "||") {
          precedence = PRECEDENCE_LOGICAL_OR$1;
          op = "||";
          left = _toString(expression.left, precedence);
          right = _toString(expression.right, precedence);
        } else {
          return expression.toString(options);
        }
        const expr = `${left} ${op} ${right}`;
        return precedence < parentPrecedence ? `(${expr})` : expr;
      }
      if (expression instanceof PrefixExpression) {
        const operand = _toString(expression.right, PRECEDENCE_PREFIX$1);
        const expr = `!${operand}`;
        return parentPrecedence > PRECEDENCE_PREFIX$1 ? `(${expr})` : expr;
      }
      return expression.toString(options);
    }
    return _toString(this.expression, 0);
  }
}

/**
 * Base class for relative and absolute JSONPath query expressions.
 */
class FilterQuery extends FilterExpression {
  constructor(token, path) {
    super(token);
    this.token = token;
    this.path = path;
  }
}
class RelativeQuery extends FilterQuery {
  evaluate(context) {
    return context.lazy ? new JSONPathNodeList(Array.from(this.path.lazyQuery(context.currentValue))) : this.path.query(context.currentValue);
  }
  toString(options) {
    return `@${this.path.toString(options).slice(1)}`;
  }
}
class RootQuery extends FilterQuery {
  evaluate(context) {
    return context.lazy ? new JSONPathNodeList(Array.from(this.path.lazyQuery(context.rootValue))) : this.path.query(context.rootValue);
  }
  toString(options) {
    return this.path.toString(options);
  }
}
class FunctionExtension extends FilterExpression {
  constructor(token, name, args) {
    super(token);
    this.token = token;
    this.name = name;
    this.args = args;
  }
  evaluate(context) {
    const func = context.environment.functionRegister.get(this.name);
    if (!func) {
      throw new UndefinedFilterFunctionError(`filter function '${this.name}' is undefined`, this.token);
    }
    const args = this.args.map(arg => arg.evaluate(context)).map((arg, idx) => func.argTypes[idx] !== FunctionExpressionType.NodesType && arg instanceof JSONPathNodeList ? this.unpack_node_list(arg) : arg);
    return func.call(...args);
  }
  toString(options) {
    return `${this.name}(${this.args.map(e => e.toString(options)).join(", ")})`;
  }
  unpack_node_list(arg) {
    switch (arg.length) {
      case 0:
        // If the query results in an empty node list, the argument
        // is the special result Nothing.
        return Nothing;
      case 1:
        // If the query results in a node list consisting of a single
        // node, the argument is the value of the node
        return arg.nodes[0].value;
      default:
        return arg;
    }
  }
}

/**
 *
 * @param value -
 */
function isTruthy(value) {
  if (value instanceof JSONPathNodeList && value.empty()) return false;
  return !(typeof value === "boolean" && value === false);
}
function compare(left, operator, right) {
  switch (operator) {
    case "==":
      return eq(left, right);
    case "!=":
      return !eq(left, right);
    case "<":
      return lt(left, right);
    case ">":
      return lt(right, left);
    case ">=":
      return lt(right, left) || eq(left, right);
    case "<=":
      return lt(left, right) || eq(left, right);
    default:
      return false;
  }
}

// eslint-disable-next-line sonarjs/cognitive-complexity
function eq(left, right) {
  if (right instanceof JSONPathNodeList) [left, right] = [right, left];
  if (left instanceof JSONPathNodeList) {
    if (right instanceof JSONPathNodeList) {
      if (left.empty() && right.empty()) return true;
      if (left.nodes.length === 1 && right.nodes.length === 1) return deepEquals(left.nodes[0].value, right.nodes[0].value);
    }
    if (left.empty()) return right === Nothing;
    if (left.nodes.length === 1) return deepEquals(left.nodes[0].value, right);
    return false;
  }
  if (left === Nothing && right === Nothing) return true;
  return deepEquals(left, right);
}
function lt(left, right) {
  if (isString(left) && isString(right) || isNumber(left) && isNumber(right)) return left < right;
  return false;
}

var expression = /*#__PURE__*/Object.freeze({
  __proto__: null,
  BooleanLiteral: BooleanLiteral,
  FilterExpression: FilterExpression,
  FilterExpressionLiteral: FilterExpressionLiteral,
  FilterQuery: FilterQuery,
  FunctionExtension: FunctionExtension,
  InfixExpression: InfixExpression,
  LogicalExpression: LogicalExpression,
  NullLiteral: NullLiteral,
  NumberLiteral: NumberLiteral,
  PrefixExpression: PrefixExpression,
  RelativeQuery: RelativeQuery,
  RootQuery: RootQuery,
  StringLiteral: StringLiteral,
  compare: compare
});

class Count {
  argTypes = [FunctionExpressionType.NodesType];
  returnType = FunctionExpressionType.ValueType;
  call(nodes) {
    return nodes.length;
  }
}

class Length {
  argTypes = [FunctionExpressionType.ValueType];
  returnType = FunctionExpressionType.ValueType;
  call(value) {
    if (isArray(value) || isString(value)) return value.length;
    if (isObject(value)) return Object.keys(value).length;
    return Nothing;
  }
}

/**
 * A Least Recently Used cache, implemented as an extended Map.
 */
class LRUCache extends Map {
  constructor(maxSize = 128, entries) {
    if (entries !== undefined) {
      super(entries);
    } else {
      super();
    }
    this.maxSize = maxSize;
  }
  get(key) {
    const val = super.get(key);
    if (this.has(key)) {
      this.delete(key);
      this.set(key, val);
    }
    return val;
  }
  set(key, value) {
    if (this.has(key)) {
      this.delete(key);
    } else if (this.size >= this.maxSize) {
      const first = this.first();
      if (first !== undefined) {
        this.delete(first);
      }
    }
    return super.set(key, value);
  }
  first() {
    return this.keys().next().value;
  }
}

// See https://datatracker.ietf.org/doc/html/rfc9485#name-ecmascript-regexps
function mapRegexp(pattern) {
  let escaped = false;
  let charClass = false;
  const parts = [];
  for (const ch of pattern) {
    if (escaped) {
      parts.push(ch);
      escaped = false;
      continue;
    }
    switch (ch) {
      case ".":
        if (!charClass) {
          parts.push("(?:(?![\r\n])\\P{Cs}|\\p{Cs}\\p{Cs})");
        } else {
          parts.push(ch);
        }
        break;
      case "\\":
        escaped = true;
        parts.push(ch);
        break;
      case "[":
        charClass = true;
        parts.push(ch);
        break;
      case "]":
        charClass = false;
        parts.push(ch);
        break;
      default:
        parts.push(ch);
        break;
    }
  }
  return parts.join("");
}
function fullMatch(pattern) {
  const parts = [];
  const explicitCaret = pattern.startsWith("^");
  const explicitDollar = pattern.endsWith("$");
  if (!explicitCaret && !explicitDollar) parts.push("^(?:");
  parts.push(mapRegexp(pattern));
  if (!explicitCaret && !explicitDollar) parts.push(")$");
  return parts.join("");
}

/*
 * iregexp-check version 0.1.2
 * https://github.com/jg-rp/js-iregexp
 * 
 * MIT License
 * 
 * Copyright (c) 2024 James Prior
 * 
 * Permission is hereby granted, free of charge, to any person obtaining a copy
 * of this software and associated documentation files (the "Software"), to deal
 * in the Software without restriction, including without limitation the rights
 * to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
 * copies of the Software, and to permit persons to whom the Software is
 * furnished to do so, subject to the following conditions:
 * 
 * The above copyright notice and this permission notice shall be included in all
 * copies or substantial portions of the Software.
 * 
 * THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
 * IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
 * FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
 * AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
 * LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
 * OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
 * SOFTWARE.
 * 
 */
function isNormalChar(c) {
  return c < "\u0027" || c === "," || c === "-" || c >= "\u002F" && c <= "\u003E" ||
  // / .. >
  c >= "\u0040" && c <= "\u005A" ||
  // @ .. Z
  c >= "\u005E" && c <= "\u007A" ||
  // ^ .. z
  c >= "\u007E" && c <= "\uD7FF" ||
  // skip surrogate code points
  c >= "\uE000";
}
function isCCChar(c) {
  return c < "\u002C" || c >= "\u002E" && c <= "\u005A" ||
  // '.' .. Z
  c >= "\u005E" && c <= "\uD7FF" ||
  // skip surrogate code points
  c >= "\uE000";
}
function peg$subclass(child, parent) {
  function C() {
    this.constructor = child;
  }
  C.prototype = parent.prototype;
  child.prototype = new C();
}
function peg$SyntaxError(message, expected, found, location) {
  var self = Error.call(this, message);
  // istanbul ignore next Check is a necessary evil to support older environments
  if (Object.setPrototypeOf) {
    Object.setPrototypeOf(self, peg$SyntaxError.prototype);
  }
  self.expected = expected;
  self.found = found;
  self.location = location;
  self.name = "SyntaxError";
  return self;
}
peg$subclass(peg$SyntaxError, Error);
function peg$padEnd(str, targetLength, padString) {
  padString = padString || " ";
  if (str.length > targetLength) {
    return str;
  }
  targetLength -= str.length;
  padString += padString.repeat(targetLength);
  return str + padString.slice(0, targetLength);
}
peg$SyntaxError.prototype.format = function (sources) {
  var str = "Error: " + this.message;
  if (this.location) {
    var src = null;
    var k;
    for (k = 0; k < sources.length; k++) {
      if (sources[k].source === this.location.source) {
        src = sources[k].text.split(/\r\n|\n|\r/g);
        break;
      }
    }
    var s = this.location.start;
    var offset_s = this.location.source && typeof this.location.source.offset === "function" ? this.location.source.offset(s) : s;
    var loc = this.location.source + ":" + offset_s.line + ":" + offset_s.column;
    if (src) {
      var e = this.location.end;
      var filler = peg$padEnd("", offset_s.line.toString().length, ' ');
      var line = src[s.line - 1];
      var last = s.line === e.line ? e.column : line.length + 1;
      var hatLen = last - s.column || 1;
      str += "\n --> " + loc + "\n" + filler + " |\n" + offset_s.line + " | " + line + "\n" + filler + " | " + peg$padEnd("", s.column - 1, ' ') + peg$padEnd("", hatLen, "^");
    } else {
      str += "\n at " + loc;
    }
  }
  return str;
};
peg$SyntaxError.buildMessage = function (expected, found) {
  var DESCRIBE_EXPECTATION_FNS = {
    literal: function (expectation) {
      return "\"" + literalEscape(expectation.text) + "\"";
    },
    class: function (expectation) {
      var escapedParts = expectation.parts.map(function (part) {
        return Array.isArray(part) ? classEscape(part[0]) + "-" + classEscape(part[1]) : classEscape(part);
      });
      return "[" + (expectation.inverted ? "^" : "") + escapedParts.join("") + "]";
    },
    any: function () {
      return "any character";
    },
    end: function () {
      return "end of input";
    },
    other: function (expectation) {
      return expectation.description;
    }
  };
  function hex(ch) {
    return ch.charCodeAt(0).toString(16).toUpperCase();
  }
  function literalEscape(s) {
    return s.replace(/\\/g, "\\\\").replace(/"/g, "\\\"").replace(/\0/g, "\\0").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r").replace(/[\x00-\x0F]/g, function (ch) {
      return "\\x0" + hex(ch);
    }).replace(/[\x10-\x1F\x7F-\x9F]/g, function (ch) {
      return "\\x" + hex(ch);
    });
  }
  function classEscape(s) {
    return s.replace(/\\/g, "\\\\").replace(/\]/g, "\\]").replace(/\^/g, "\\^").replace(/-/g, "\\-").replace(/\0/g, "\\0").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r").replace(/[\x00-\x0F]/g, function (ch) {
      return "\\x0" + hex(ch);
    }).replace(/[\x10-\x1F\x7F-\x9F]/g, function (ch) {
      return "\\x" + hex(ch);
    });
  }
  function describeExpectation(expectation) {
    return DESCRIBE_EXPECTATION_FNS[expectation.type](expectation);
  }
  function describeExpected(expected) {
    var descriptions = expected.map(describeExpectation);
    var i, j;
    descriptions.sort();
    if (descriptions.length > 0) {
      for (i = 1, j = 1; i < descriptions.length; i++) {
        if (descriptions[i - 1] !== descriptions[i]) {
          descriptions[j] = descriptions[i];
          j++;
        }
      }
      descriptions.length = j;
    }
    switch (descriptions.length) {
      case 1:
        return descriptions[0];
      case 2:
        return descriptions[0] + " or " + descriptions[1];
      default:
        return descriptions.slice(0, -1).join(", ") + ", or " + descriptions[descriptions.length - 1];
    }
  }
  function describeFound(found) {
    return found ? "\"" + literalEscape(found) + "\"" : "end of input";
  }
  return "Expected " + describeExpected(expected) + " but " + describeFound(found) + " found.";
};
function peg$parse(input, options) {
  options = options !== undefined ? options : {};
  var peg$FAILED = {};
  var peg$source = options.grammarSource;
  var peg$startRuleFunctions = {
    start: peg$parsestart
  };
  var peg$startRuleFunction = peg$parsestart;
  var peg$c0 = "|";
  var peg$c1 = "{";
  var peg$c2 = ",";
  var peg$c3 = "}";
  var peg$c4 = "(";
  var peg$c5 = ")";
  var peg$c6 = ".";
  var peg$c7 = "\\";
  var peg$c8 = "[";
  var peg$c9 = "^";
  var peg$c10 = "-";
  var peg$c11 = "]";
  var peg$c12 = "\\p{";
  var peg$c13 = "\\P{";
  var peg$c14 = "L";
  var peg$c15 = "M";
  var peg$c16 = "N";
  var peg$c17 = "P";
  var peg$c18 = "Z";
  var peg$c19 = "S";
  var peg$c20 = "C";
  var peg$r0 = /^[*-+?]/;
  var peg$r1 = /^[0-9]/;
  var peg$r2 = /^[(-+\--.?[-\^nrt{-}]/;
  var peg$r3 = /^[l-mot-u]/;
  var peg$r4 = /^[cen]/;
  var peg$r5 = /^[dlo]/;
  var peg$r6 = /^[c-fios]/;
  var peg$r7 = /^[lps]/;
  var peg$r8 = /^[ckmo]/;
  var peg$r9 = /^[cfn-o]/;
  var peg$e0 = peg$literalExpectation("|", false);
  var peg$e1 = peg$classExpectation([["*", "+"], "?"], false, false);
  var peg$e2 = peg$literalExpectation("{", false);
  var peg$e3 = peg$classExpectation([["0", "9"]], false, false);
  var peg$e4 = peg$literalExpectation(",", false);
  var peg$e5 = peg$literalExpectation("}", false);
  var peg$e6 = peg$literalExpectation("(", false);
  var peg$e7 = peg$literalExpectation(")", false);
  var peg$e8 = peg$anyExpectation();
  var peg$e9 = peg$literalExpectation(".", false);
  var peg$e10 = peg$literalExpectation("\\", false);
  var peg$e11 = peg$classExpectation([["(", "+"], ["-", "."], "?", ["[", "^"], "n", "r", "t", ["{", "}"]], false, false);
  var peg$e12 = peg$literalExpectation("[", false);
  var peg$e13 = peg$literalExpectation("^", false);
  var peg$e14 = peg$literalExpectation("-", false);
  var peg$e15 = peg$literalExpectation("]", false);
  var peg$e16 = peg$literalExpectation("\\p{", false);
  var peg$e17 = peg$literalExpectation("\\P{", false);
  var peg$e18 = peg$literalExpectation("L", false);
  var peg$e19 = peg$classExpectation([["l", "m"], "o", ["t", "u"]], false, false);
  var peg$e20 = peg$literalExpectation("M", false);
  var peg$e21 = peg$classExpectation(["c", "e", "n"], false, false);
  var peg$e22 = peg$literalExpectation("N", false);
  var peg$e23 = peg$classExpectation(["d", "l", "o"], false, false);
  var peg$e24 = peg$literalExpectation("P", false);
  var peg$e25 = peg$classExpectation([["c", "f"], "i", "o", "s"], false, false);
  var peg$e26 = peg$literalExpectation("Z", false);
  var peg$e27 = peg$classExpectation(["l", "p", "s"], false, false);
  var peg$e28 = peg$literalExpectation("S", false);
  var peg$e29 = peg$classExpectation(["c", "k", "m", "o"], false, false);
  var peg$e30 = peg$literalExpectation("C", false);
  var peg$e31 = peg$classExpectation(["c", "f", ["n", "o"]], false, false);
  var peg$f0 = function (c) {
    return isNormalChar(c);
  };
  var peg$f1 = function (c) {
    return isCCChar(c);
  };
  var peg$currPos = options.peg$currPos | 0;
  var peg$posDetailsCache = [{
    line: 1,
    column: 1
  }];
  var peg$maxFailPos = peg$currPos;
  var peg$maxFailExpected = options.peg$maxFailExpected || [];
  var peg$silentFails = options.peg$silentFails | 0;
  var peg$result;
  if (options.startRule) {
    if (!(options.startRule in peg$startRuleFunctions)) {
      throw new Error("Can't start parsing from rule \"" + options.startRule + "\".");
    }
    peg$startRuleFunction = peg$startRuleFunctions[options.startRule];
  }
  function peg$literalExpectation(text, ignoreCase) {
    return {
      type: "literal",
      text: text,
      ignoreCase: ignoreCase
    };
  }
  function peg$classExpectation(parts, inverted, ignoreCase) {
    return {
      type: "class",
      parts: parts,
      inverted: inverted,
      ignoreCase: ignoreCase
    };
  }
  function peg$anyExpectation() {
    return {
      type: "any"
    };
  }
  function peg$endExpectation() {
    return {
      type: "end"
    };
  }
  function peg$computePosDetails(pos) {
    var details = peg$posDetailsCache[pos];
    var p;
    if (details) {
      return details;
    } else {
      if (pos >= peg$posDetailsCache.length) {
        p = peg$posDetailsCache.length - 1;
      } else {
        p = pos;
        while (!peg$posDetailsCache[--p]) {}
      }
      details = peg$posDetailsCache[p];
      details = {
        line: details.line,
        column: details.column
      };
      while (p < pos) {
        if (input.charCodeAt(p) === 10) {
          details.line++;
          details.column = 1;
        } else {
          details.column++;
        }
        p++;
      }
      peg$posDetailsCache[pos] = details;
      return details;
    }
  }
  function peg$computeLocation(startPos, endPos, offset) {
    var startPosDetails = peg$computePosDetails(startPos);
    var endPosDetails = peg$computePosDetails(endPos);
    var res = {
      source: peg$source,
      start: {
        offset: startPos,
        line: startPosDetails.line,
        column: startPosDetails.column
      },
      end: {
        offset: endPos,
        line: endPosDetails.line,
        column: endPosDetails.column
      }
    };
    return res;
  }
  function peg$fail(expected) {
    if (peg$currPos < peg$maxFailPos) {
      return;
    }
    if (peg$currPos > peg$maxFailPos) {
      peg$maxFailPos = peg$currPos;
      peg$maxFailExpected = [];
    }
    peg$maxFailExpected.push(expected);
  }
  function peg$buildStructuredError(expected, found, location) {
    return new peg$SyntaxError(peg$SyntaxError.buildMessage(expected, found), expected, found, location);
  }
  function peg$parsestart() {
    var s0;
    s0 = peg$parseiregexp();
    return s0;
  }
  function peg$parseiregexp() {
    var s0, s1, s2, s3, s4, s5;
    s0 = peg$currPos;
    s1 = peg$parsebranch();
    s2 = [];
    s3 = peg$currPos;
    if (input.charCodeAt(peg$currPos) === 124) {
      s4 = peg$c0;
      peg$currPos++;
    } else {
      s4 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e0);
      }
    }
    if (s4 !== peg$FAILED) {
      s5 = peg$parsebranch();
      s4 = [s4, s5];
      s3 = s4;
    } else {
      peg$currPos = s3;
      s3 = peg$FAILED;
    }
    while (s3 !== peg$FAILED) {
      s2.push(s3);
      s3 = peg$currPos;
      if (input.charCodeAt(peg$currPos) === 124) {
        s4 = peg$c0;
        peg$currPos++;
      } else {
        s4 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e0);
        }
      }
      if (s4 !== peg$FAILED) {
        s5 = peg$parsebranch();
        s4 = [s4, s5];
        s3 = s4;
      } else {
        peg$currPos = s3;
        s3 = peg$FAILED;
      }
    }
    s1 = [s1, s2];
    s0 = s1;
    return s0;
  }
  function peg$parsebranch() {
    var s0, s1;
    s0 = [];
    s1 = peg$parsepiece();
    while (s1 !== peg$FAILED) {
      s0.push(s1);
      s1 = peg$parsepiece();
    }
    return s0;
  }
  function peg$parsepiece() {
    var s0, s1, s2;
    s0 = peg$currPos;
    s1 = peg$parseatom();
    if (s1 !== peg$FAILED) {
      s2 = peg$parsequantifier();
      if (s2 === peg$FAILED) {
        s2 = null;
      }
      s1 = [s1, s2];
      s0 = s1;
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parsequantifier() {
    var s0;
    s0 = input.charAt(peg$currPos);
    if (peg$r0.test(s0)) {
      peg$currPos++;
    } else {
      s0 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e1);
      }
    }
    if (s0 === peg$FAILED) {
      s0 = peg$parserange_quantifier();
    }
    return s0;
  }
  function peg$parserange_quantifier() {
    var s0, s1, s2, s3, s4, s5, s6;
    s0 = peg$currPos;
    if (input.charCodeAt(peg$currPos) === 123) {
      s1 = peg$c1;
      peg$currPos++;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e2);
      }
    }
    if (s1 !== peg$FAILED) {
      s2 = [];
      s3 = input.charAt(peg$currPos);
      if (peg$r1.test(s3)) {
        peg$currPos++;
      } else {
        s3 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e3);
        }
      }
      if (s3 !== peg$FAILED) {
        while (s3 !== peg$FAILED) {
          s2.push(s3);
          s3 = input.charAt(peg$currPos);
          if (peg$r1.test(s3)) {
            peg$currPos++;
          } else {
            s3 = peg$FAILED;
            if (peg$silentFails === 0) {
              peg$fail(peg$e3);
            }
          }
        }
      } else {
        s2 = peg$FAILED;
      }
      if (s2 !== peg$FAILED) {
        s3 = peg$currPos;
        if (input.charCodeAt(peg$currPos) === 44) {
          s4 = peg$c2;
          peg$currPos++;
        } else {
          s4 = peg$FAILED;
          if (peg$silentFails === 0) {
            peg$fail(peg$e4);
          }
        }
        if (s4 !== peg$FAILED) {
          s5 = [];
          s6 = input.charAt(peg$currPos);
          if (peg$r1.test(s6)) {
            peg$currPos++;
          } else {
            s6 = peg$FAILED;
            if (peg$silentFails === 0) {
              peg$fail(peg$e3);
            }
          }
          while (s6 !== peg$FAILED) {
            s5.push(s6);
            s6 = input.charAt(peg$currPos);
            if (peg$r1.test(s6)) {
              peg$currPos++;
            } else {
              s6 = peg$FAILED;
              if (peg$silentFails === 0) {
                peg$fail(peg$e3);
              }
            }
          }
          s4 = [s4, s5];
          s3 = s4;
        } else {
          peg$currPos = s3;
          s3 = peg$FAILED;
        }
        if (s3 === peg$FAILED) {
          s3 = null;
        }
        if (input.charCodeAt(peg$currPos) === 125) {
          s4 = peg$c3;
          peg$currPos++;
        } else {
          s4 = peg$FAILED;
          if (peg$silentFails === 0) {
            peg$fail(peg$e5);
          }
        }
        if (s4 !== peg$FAILED) {
          s1 = [s1, s2, s3, s4];
          s0 = s1;
        } else {
          peg$currPos = s0;
          s0 = peg$FAILED;
        }
      } else {
        peg$currPos = s0;
        s0 = peg$FAILED;
      }
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parseatom() {
    var s0, s1, s2, s3;
    s0 = peg$parsenormal_char();
    if (s0 === peg$FAILED) {
      s0 = peg$parsechar_class();
      if (s0 === peg$FAILED) {
        s0 = peg$currPos;
        if (input.charCodeAt(peg$currPos) === 40) {
          s1 = peg$c4;
          peg$currPos++;
        } else {
          s1 = peg$FAILED;
          if (peg$silentFails === 0) {
            peg$fail(peg$e6);
          }
        }
        if (s1 !== peg$FAILED) {
          s2 = peg$parseiregexp();
          if (s2 !== peg$FAILED) {
            if (input.charCodeAt(peg$currPos) === 41) {
              s3 = peg$c5;
              peg$currPos++;
            } else {
              s3 = peg$FAILED;
              if (peg$silentFails === 0) {
                peg$fail(peg$e7);
              }
            }
            if (s3 !== peg$FAILED) {
              s1 = [s1, s2, s3];
              s0 = s1;
            } else {
              peg$currPos = s0;
              s0 = peg$FAILED;
            }
          } else {
            peg$currPos = s0;
            s0 = peg$FAILED;
          }
        } else {
          peg$currPos = s0;
          s0 = peg$FAILED;
        }
      }
    }
    return s0;
  }
  function peg$parsenormal_char() {
    var s0, s1, s2;
    s0 = peg$currPos;
    if (input.length > peg$currPos) {
      s1 = input.charAt(peg$currPos);
      peg$currPos++;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e8);
      }
    }
    if (s1 !== peg$FAILED) {
      s2 = peg$f0(s1);
      if (s2) {
        s2 = undefined;
      } else {
        s2 = peg$FAILED;
      }
      if (s2 !== peg$FAILED) {
        s0 = s1;
      } else {
        peg$currPos = s0;
        s0 = peg$FAILED;
      }
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parsechar_class() {
    var s0;
    if (input.charCodeAt(peg$currPos) === 46) {
      s0 = peg$c6;
      peg$currPos++;
    } else {
      s0 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e9);
      }
    }
    if (s0 === peg$FAILED) {
      s0 = peg$parsesingle_char_esc();
      if (s0 === peg$FAILED) {
        s0 = peg$parsechar_class_esc();
        if (s0 === peg$FAILED) {
          s0 = peg$parsechar_class_expr();
        }
      }
    }
    return s0;
  }
  function peg$parsesingle_char_esc() {
    var s0, s1, s2;
    s0 = peg$currPos;
    if (input.charCodeAt(peg$currPos) === 92) {
      s1 = peg$c7;
      peg$currPos++;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e10);
      }
    }
    if (s1 !== peg$FAILED) {
      s2 = input.charAt(peg$currPos);
      if (peg$r2.test(s2)) {
        peg$currPos++;
      } else {
        s2 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e11);
        }
      }
      if (s2 !== peg$FAILED) {
        s1 = [s1, s2];
        s0 = s1;
      } else {
        peg$currPos = s0;
        s0 = peg$FAILED;
      }
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parsechar_class_esc() {
    var s0;
    s0 = peg$parsecat_esc();
    if (s0 === peg$FAILED) {
      s0 = peg$parsecompl_esc();
    }
    return s0;
  }
  function peg$parsechar_class_expr() {
    var s0, s1, s2, s3, s4, s5, s6;
    s0 = peg$currPos;
    if (input.charCodeAt(peg$currPos) === 91) {
      s1 = peg$c8;
      peg$currPos++;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e12);
      }
    }
    if (s1 !== peg$FAILED) {
      if (input.charCodeAt(peg$currPos) === 94) {
        s2 = peg$c9;
        peg$currPos++;
      } else {
        s2 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e13);
        }
      }
      if (s2 === peg$FAILED) {
        s2 = null;
      }
      if (input.charCodeAt(peg$currPos) === 45) {
        s3 = peg$c10;
        peg$currPos++;
      } else {
        s3 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e14);
        }
      }
      if (s3 === peg$FAILED) {
        s3 = peg$parsecce1();
      }
      if (s3 !== peg$FAILED) {
        s4 = [];
        s5 = peg$parsecce1();
        while (s5 !== peg$FAILED) {
          s4.push(s5);
          s5 = peg$parsecce1();
        }
        if (input.charCodeAt(peg$currPos) === 45) {
          s5 = peg$c10;
          peg$currPos++;
        } else {
          s5 = peg$FAILED;
          if (peg$silentFails === 0) {
            peg$fail(peg$e14);
          }
        }
        if (s5 === peg$FAILED) {
          s5 = null;
        }
        if (input.charCodeAt(peg$currPos) === 93) {
          s6 = peg$c11;
          peg$currPos++;
        } else {
          s6 = peg$FAILED;
          if (peg$silentFails === 0) {
            peg$fail(peg$e15);
          }
        }
        if (s6 !== peg$FAILED) {
          s1 = [s1, s2, s3, s4, s5, s6];
          s0 = s1;
        } else {
          peg$currPos = s0;
          s0 = peg$FAILED;
        }
      } else {
        peg$currPos = s0;
        s0 = peg$FAILED;
      }
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parsecce1() {
    var s0, s1, s2, s3, s4;
    s0 = peg$currPos;
    s1 = peg$parsecc_char();
    if (s1 !== peg$FAILED) {
      s2 = peg$currPos;
      if (input.charCodeAt(peg$currPos) === 45) {
        s3 = peg$c10;
        peg$currPos++;
      } else {
        s3 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e14);
        }
      }
      if (s3 !== peg$FAILED) {
        s4 = peg$parsecc_char();
        if (s4 !== peg$FAILED) {
          s3 = [s3, s4];
          s2 = s3;
        } else {
          peg$currPos = s2;
          s2 = peg$FAILED;
        }
      } else {
        peg$currPos = s2;
        s2 = peg$FAILED;
      }
      if (s2 === peg$FAILED) {
        s2 = null;
      }
      s1 = [s1, s2];
      s0 = s1;
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    if (s0 === peg$FAILED) {
      s0 = peg$parsechar_class_esc();
    }
    return s0;
  }
  function peg$parsecc_char() {
    var s0, s1, s2;
    s0 = peg$currPos;
    if (input.length > peg$currPos) {
      s1 = input.charAt(peg$currPos);
      peg$currPos++;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e8);
      }
    }
    if (s1 !== peg$FAILED) {
      s2 = peg$f1(s1);
      if (s2) {
        s2 = undefined;
      } else {
        s2 = peg$FAILED;
      }
      if (s2 !== peg$FAILED) {
        s0 = s1;
      } else {
        peg$currPos = s0;
        s0 = peg$FAILED;
      }
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    if (s0 === peg$FAILED) {
      s0 = peg$parsesingle_char_esc();
    }
    return s0;
  }
  function peg$parsecat_esc() {
    var s0, s1, s2, s3;
    s0 = peg$currPos;
    if (input.substr(peg$currPos, 3) === peg$c12) {
      s1 = peg$c12;
      peg$currPos += 3;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e16);
      }
    }
    if (s1 !== peg$FAILED) {
      s2 = peg$parseis_category();
      if (s2 !== peg$FAILED) {
        if (input.charCodeAt(peg$currPos) === 125) {
          s3 = peg$c3;
          peg$currPos++;
        } else {
          s3 = peg$FAILED;
          if (peg$silentFails === 0) {
            peg$fail(peg$e5);
          }
        }
        if (s3 !== peg$FAILED) {
          s1 = [s1, s2, s3];
          s0 = s1;
        } else {
          peg$currPos = s0;
          s0 = peg$FAILED;
        }
      } else {
        peg$currPos = s0;
        s0 = peg$FAILED;
      }
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parsecompl_esc() {
    var s0, s1, s2, s3;
    s0 = peg$currPos;
    if (input.substr(peg$currPos, 3) === peg$c13) {
      s1 = peg$c13;
      peg$currPos += 3;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e17);
      }
    }
    if (s1 !== peg$FAILED) {
      s2 = peg$parseis_category();
      if (s2 !== peg$FAILED) {
        if (input.charCodeAt(peg$currPos) === 125) {
          s3 = peg$c3;
          peg$currPos++;
        } else {
          s3 = peg$FAILED;
          if (peg$silentFails === 0) {
            peg$fail(peg$e5);
          }
        }
        if (s3 !== peg$FAILED) {
          s1 = [s1, s2, s3];
          s0 = s1;
        } else {
          peg$currPos = s0;
          s0 = peg$FAILED;
        }
      } else {
        peg$currPos = s0;
        s0 = peg$FAILED;
      }
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parseis_category() {
    var s0;
    s0 = peg$parseletters();
    if (s0 === peg$FAILED) {
      s0 = peg$parsemarks();
      if (s0 === peg$FAILED) {
        s0 = peg$parsenumbers();
        if (s0 === peg$FAILED) {
          s0 = peg$parsepunctuation();
          if (s0 === peg$FAILED) {
            s0 = peg$parseseparators();
            if (s0 === peg$FAILED) {
              s0 = peg$parsesymbols();
              if (s0 === peg$FAILED) {
                s0 = peg$parseothers();
              }
            }
          }
        }
      }
    }
    return s0;
  }
  function peg$parseletters() {
    var s0, s1, s2;
    s0 = peg$currPos;
    if (input.charCodeAt(peg$currPos) === 76) {
      s1 = peg$c14;
      peg$currPos++;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e18);
      }
    }
    if (s1 !== peg$FAILED) {
      s2 = input.charAt(peg$currPos);
      if (peg$r3.test(s2)) {
        peg$currPos++;
      } else {
        s2 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e19);
        }
      }
      if (s2 === peg$FAILED) {
        s2 = null;
      }
      s1 = [s1, s2];
      s0 = s1;
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parsemarks() {
    var s0, s1, s2;
    s0 = peg$currPos;
    if (input.charCodeAt(peg$currPos) === 77) {
      s1 = peg$c15;
      peg$currPos++;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e20);
      }
    }
    if (s1 !== peg$FAILED) {
      s2 = input.charAt(peg$currPos);
      if (peg$r4.test(s2)) {
        peg$currPos++;
      } else {
        s2 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e21);
        }
      }
      if (s2 === peg$FAILED) {
        s2 = null;
      }
      s1 = [s1, s2];
      s0 = s1;
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parsenumbers() {
    var s0, s1, s2;
    s0 = peg$currPos;
    if (input.charCodeAt(peg$currPos) === 78) {
      s1 = peg$c16;
      peg$currPos++;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e22);
      }
    }
    if (s1 !== peg$FAILED) {
      s2 = input.charAt(peg$currPos);
      if (peg$r5.test(s2)) {
        peg$currPos++;
      } else {
        s2 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e23);
        }
      }
      if (s2 === peg$FAILED) {
        s2 = null;
      }
      s1 = [s1, s2];
      s0 = s1;
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parsepunctuation() {
    var s0, s1, s2;
    s0 = peg$currPos;
    if (input.charCodeAt(peg$currPos) === 80) {
      s1 = peg$c17;
      peg$currPos++;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e24);
      }
    }
    if (s1 !== peg$FAILED) {
      s2 = input.charAt(peg$currPos);
      if (peg$r6.test(s2)) {
        peg$currPos++;
      } else {
        s2 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e25);
        }
      }
      if (s2 === peg$FAILED) {
        s2 = null;
      }
      s1 = [s1, s2];
      s0 = s1;
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parseseparators() {
    var s0, s1, s2;
    s0 = peg$currPos;
    if (input.charCodeAt(peg$currPos) === 90) {
      s1 = peg$c18;
      peg$currPos++;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e26);
      }
    }
    if (s1 !== peg$FAILED) {
      s2 = input.charAt(peg$currPos);
      if (peg$r7.test(s2)) {
        peg$currPos++;
      } else {
        s2 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e27);
        }
      }
      if (s2 === peg$FAILED) {
        s2 = null;
      }
      s1 = [s1, s2];
      s0 = s1;
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parsesymbols() {
    var s0, s1, s2;
    s0 = peg$currPos;
    if (input.charCodeAt(peg$currPos) === 83) {
      s1 = peg$c19;
      peg$currPos++;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e28);
      }
    }
    if (s1 !== peg$FAILED) {
      s2 = input.charAt(peg$currPos);
      if (peg$r8.test(s2)) {
        peg$currPos++;
      } else {
        s2 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e29);
        }
      }
      if (s2 === peg$FAILED) {
        s2 = null;
      }
      s1 = [s1, s2];
      s0 = s1;
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parseothers() {
    var s0, s1, s2;
    s0 = peg$currPos;
    if (input.charCodeAt(peg$currPos) === 67) {
      s1 = peg$c20;
      peg$currPos++;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e30);
      }
    }
    if (s1 !== peg$FAILED) {
      s2 = input.charAt(peg$currPos);
      if (peg$r9.test(s2)) {
        peg$currPos++;
      } else {
        s2 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e31);
        }
      }
      if (s2 === peg$FAILED) {
        s2 = null;
      }
      s1 = [s1, s2];
      s0 = s1;
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  peg$result = peg$startRuleFunction();
  if (options.peg$library) {
    return /** @type {any} */{
      peg$result,
      peg$currPos,
      peg$FAILED,
      peg$maxFailExpected,
      peg$maxFailPos
    };
  }
  if (peg$result !== peg$FAILED && peg$currPos === input.length) {
    return peg$result;
  } else {
    if (peg$result !== peg$FAILED && peg$currPos < input.length) {
      peg$fail(peg$endExpectation());
    }
    throw peg$buildStructuredError(peg$maxFailExpected, peg$maxFailPos < input.length ? input.charAt(peg$maxFailPos) : null, peg$maxFailPos < input.length ? peg$computeLocation(peg$maxFailPos, peg$maxFailPos + 1) : peg$computeLocation(peg$maxFailPos, peg$maxFailPos));
  }
}
var iregexp$1 = {
  StartRules: ["start"],
  SyntaxError: peg$SyntaxError,
  parse: peg$parse
};

const iregexp = iregexp$1;

/**
 * Return _true_ if _pattern_ is a valid I-Regexp
 * @param {string} pattern - Regular expression pattern to check.
 * @returns true if _pattern_ is valid, or false otherwise.
 */
function check(pattern) {
  try {
    iregexp.parse(pattern, {});
  } catch (error) {
    if (error instanceof iregexp.SyntaxError) {
      return false;
    }
    throw error;
  }
  return true;
}
var check_1 = {
  check
};

var check$1 = check_1.check;

class Match {
  argTypes = [FunctionExpressionType.ValueType, FunctionExpressionType.ValueType];
  returnType = FunctionExpressionType.LogicalType;
  #cache;
  constructor(options = {}) {
    this.options = options;
    this.cacheSize = options.cacheSize ?? 10;
    this.throwErrors = options.throwErrors ?? false;
    this.iRegexpCheck = options.iRegexpCheck ?? true;
    this.#cache = new LRUCache(this.cacheSize);
  }

  // eslint-disable-next-line sonarjs/cognitive-complexity
  call(s, pattern) {
    if (this.cacheSize > 0) {
      const re = this.#cache.get(pattern);
      if (re) {
        try {
          return re.test(s);
        } catch (error) {
          if (this.throwErrors) throw error;
          return false;
        }
      }
    }
    if (!isString(pattern)) {
      if (this.throwErrors) {
        throw new IRegexpError(`match() expected a string pattern, found ${pattern}`);
      }
      return false;
    }
    if (this.iRegexpCheck && !check$1(pattern)) {
      if (this.throwErrors) {
        throw new IRegexpError(`pattern ${pattern} is not a valid I-Regexp pattern`);
      }
      return false;
    }
    try {
      const re = new RegExp(fullMatch(pattern), "u");
      if (this.cacheSize > 0) this.#cache.set(pattern, re);
      return re.test(s);
    } catch (error) {
      if (this.throwErrors) throw error;
      return false;
    }
  }
}

class Search {
  argTypes = [FunctionExpressionType.ValueType, FunctionExpressionType.ValueType];
  returnType = FunctionExpressionType.LogicalType;
  #cache;
  constructor(options = {}) {
    this.options = options;
    this.cacheSize = options.cacheSize ?? 10;
    this.throwErrors = options.throwErrors ?? false;
    this.iRegexpCheck = options.iRegexpCheck ?? true;
    this.#cache = new LRUCache(this.cacheSize);
  }

  // eslint-disable-next-line sonarjs/cognitive-complexity
  call(s, pattern) {
    if (this.cacheSize > 0) {
      const re = this.#cache.get(pattern);
      if (re) {
        try {
          return !!s.match(re);
        } catch (error) {
          if (this.throwErrors) throw error;
          return false;
        }
      }
    }
    if (!isString(pattern)) {
      if (this.throwErrors) {
        throw new IRegexpError(`match() expected a string pattern, found ${pattern}`);
      }
      return false;
    }
    if (this.iRegexpCheck && !check$1(pattern)) {
      if (this.throwErrors) {
        throw new IRegexpError(`pattern ${pattern} is not a valid I-Regexp pattern`);
      }
      return false;
    }
    try {
      const re = new RegExp(mapRegexp(pattern), "u");
      if (this.cacheSize > 0) this.#cache.set(pattern, re);
      return !!s.match(re);
    } catch (error) {
      if (this.throwErrors) throw error;
      return false;
    }
  }
}

class Value {
  argTypes = [FunctionExpressionType.NodesType];
  returnType = FunctionExpressionType.ValueType;
  call(nodes) {
    if (nodes.length === 1) return nodes.nodes[0].value;
    return Nothing;
  }
}

/**
 *
 */
let TokenKind = /*#__PURE__*/function (TokenKind) {
  TokenKind["AND"] = "TOKEN_AND";
  TokenKind["COLON"] = "TOKEN_COLON";
  TokenKind["COMMA"] = "TOKEN_COMMA";
  TokenKind["CURRENT"] = "TOKEN_CURRENT_VALUE";
  TokenKind["CURRENT_KEY"] = "TOKEN_CURRENT_KEY";
  // non-standard, default `#`
  TokenKind["DDOT"] = "TOKEN_DDOT";
  TokenKind["DOT"] = "TOKEN_DOT";
  TokenKind["DOUBLE_QUOTE_STRING"] = "TOKEN_DOUBLE_QUOTE_STRING";
  TokenKind["EOF"] = "TOKEN_EOF";
  TokenKind["EQ"] = "TOKEN_EQ";
  TokenKind["ERROR"] = "TOKEN_ERROR";
  TokenKind["FALSE"] = "TOKEN_FALSE";
  TokenKind["FILTER"] = "TOKEN_FILTER_START";
  TokenKind["FUNCTION"] = "TOKEN_FUNCTION";
  TokenKind["GE"] = "TOKEN_GE";
  TokenKind["GT"] = "TOKEN_GT";
  TokenKind["INDEX"] = "TOKEN_INDEX";
  TokenKind["KEY"] = "TOKEN_KEY";
  // non-standard, default `~<name>`
  TokenKind["KEY_DOUBLE_QUOTE_STRING"] = "TOKEN_KEY_DOUBLE_QUOTE_STRING";
  // non-standard, `~"<name>"`
  TokenKind["KEY_SINGLE_QUOTE_STRING"] = "TOKEN_KEY_SINGLE_QUOTE_STRING";
  // non-standard, `~'<name>'`
  TokenKind["KEYS"] = "TOKEN_KEYS";
  // non-standard, default `~`
  TokenKind["KEYS_FILTER"] = "TOKEN_KEYS_FILTER";
  // non-standard, `~?<expression>`
  TokenKind["LBRACKET"] = "TOKEN_LBRACKET";
  TokenKind["LE"] = "TOKEN_LE";
  TokenKind["LG"] = "TOKEN_LG";
  TokenKind["LPAREN"] = "TOKEN_LPAREN";
  TokenKind["LT"] = "TOKEN_LT";
  TokenKind["NAME"] = "TOKEN_NAME";
  TokenKind["NE"] = "TOKEN_NE";
  TokenKind["NOT"] = "TOKEN_NOT";
  TokenKind["NULL"] = "TOKEN_NULL";
  TokenKind["NUMBER"] = "NUMBER";
  TokenKind["OR"] = "TOKEN_OR";
  TokenKind["RBRACKET"] = "TOKEN_RBRACKET";
  TokenKind["ROOT"] = "TOKEN_ROOT";
  TokenKind["RPAREN"] = "TOKEN_RPAREN";
  TokenKind["SINGLE_QUOTE_STRING"] = "TOKEN_SINGLE_QUOTE_STRING";
  TokenKind["TRUE"] = "TOKEN_TRUE";
  TokenKind["WILD"] = "TOKEN_WILD";
  return TokenKind;
}({});

/**
 *
 */
class Token {
  constructor(kind, value, index, input) {
    this.kind = kind;
    this.value = value;
    this.index = index;
    this.input = input;
  }
}
new Token(TokenKind.EOF, "", -1, "");

/**
 *
 */
class TokenStream {
  #pos = 0;
  constructor(tokens) {
    this.tokens = tokens;
  }
  get current() {
    return this.tokens[this.#pos];
  }
  get peek() {
    if (this.#pos >= this.tokens.length - 1) return this.tokens[this.tokens.length - 1];
    return this.tokens[this.#pos + 1];
  }
  next() {
    const current = this.current;
    this.#pos += 1;
    return current;
  }
  backup() {
    if (this.#pos > 0) this.#pos -= 1;
  }
  expect(kind) {
    if (this.current.kind !== kind) {
      throw new JSONPathSyntaxError(`expected token '${kind}', found '${this.current.kind}'`, this.current);
    }
  }
  expectPeek(kind) {
    const peeked = this.peek;
    if (peeked.kind !== kind) {
      throw new JSONPathSyntaxError(`expected token '${kind}', found '${peeked.kind}'`, peeked);
    }
  }
  expectPeekNot(kind, message) {
    const peeked = this.peek;
    if (peeked.kind === kind) {
      throw new JSONPathSyntaxError(message, peeked);
    }
  }
}

/** A lexer that accepts additional, non-standard tokens. */


// These regular expressions are to be used with Lexer.acceptMatchRun(),
// which expects the sticky flag to be set.
const exponentPattern = /[eE][+-]?\d+/y;
const functionNamePattern = /[a-z][a-z_0-9]*/y;
const indexPattern = /-?\d+/y;
const intPattern = /-?\d+/y;
const namePattern = /[\u0080-\uFFFFa-zA-Z_][\u0080-\uFFFFa-zA-Z0-9_-]*/y;
const whitespace = new Set([" ", "\n", "\t", "\r"]);
const nameFirstPattern = /[\u0080-\uFFFFa-zA-Z_]/; // don't set sticky bit

/**
 * JSONPath lexical scanner.
 *
 * Lexer state is shared between this class and the current state function. A
 * new _Lexer_ instance is automatically created every time a path is tokenized.
 *
 * Use {@link tokenize} to get an array of {@link Token}'s for a JSONPath query.
 */
class Lexer {
  /**
   * Filter nesting level.
   */
  filterLevel = 0;

  /**
   * A running count of parentheses for each, possibly nested, function call.
   *
   * If the stack is empty, we are not in a function call. Remember that
   * function arguments can use arbitrarily nested in parentheses.
   */
  funcCallStack = [];

  /**
   * A stack of parentheses and square brackets used to check for balanced
   * brackets.
   */
  bracketStack = [];

  /** Tokens resulting from tokenizing a JSONPath query. */
  tokens = [];
  #start = 0;
  #pos = 0;

  /**
   * @param path - A JSONPath query.
   */
  constructor(environment, path) {
    this.environment = environment;
    this.path = path;
  }
  get pos() {
    return this.#pos;
  }
  get start() {
    return this.#start;
  }
  run() {
    let state = lexRoot;
    while (state) {
      state = state(this);
    }
  }
  emit(t) {
    this.tokens.push(new Token(t, this.path.slice(this.#start, this.#pos), this.#start, this.path));
    this.#start = this.#pos;
  }
  next() {
    if (this.#pos >= this.path.length) return "";
    const s = this.path[this.#pos];
    this.#pos += 1;
    return s;
  }
  ignore() {
    this.#start = this.#pos;
  }
  backup() {
    if (this.#pos <= this.#start) {
      const msg = "can't backup beyond start";
      throw new JSONPathLexerError(msg, new Token(TokenKind.ERROR, msg, this.#pos, this.path));
    }
    this.#pos -= 1;
  }
  peek() {
    const ch = this.next();
    if (ch) this.backup();
    return ch;
  }
  peekMatch(pattern) {
    const ch = this.next();
    if (ch) this.backup();
    return pattern.test(ch);
  }
  accept(valid) {
    const ch = this.next();
    if (valid.has(ch)) return true;
    if (ch) this.backup();
    return false;
  }
  acceptMatch(pattern) {
    const ch = this.next();
    if (pattern.test(ch)) return true;
    if (ch) this.backup();
    return false;
  }
  acceptRun(valid) {
    let found = false;
    let ch = this.next();
    while (valid.has(ch)) {
      ch = this.next();
      found = true;
    }
    if (ch) this.backup();
    return found;
  }
  acceptMatchRun(pattern) {
    pattern.lastIndex = this.#pos;
    const match = pattern.exec(this.path);
    pattern.lastIndex = 0;
    if (match) {
      this.#pos += match[0].length;
      return true;
    }
    return false;
  }
  ignoreWhitespace() {
    if (this.#pos !== this.#start) {
      const msg = `must emit or ignore before consuming whitespace ('${this.path.slice(this.#start, this.#pos)}':${this.pos})`;
      throw new JSONPathLexerError(msg, new Token(TokenKind.ERROR, msg, this.pos, this.path));
    }
    if (this.acceptRun(whitespace)) {
      this.ignore();
      return true;
    }
    return false;
  }
  error(msg) {
    this.tokens.push(new Token(TokenKind.ERROR, msg, this.#pos, this.path));
  }
}
/**
 * Return a lexer for _path_ and an array to be populated with Tokens.
 *
 * `lexer.run()` must be called to populate the returned tokens array.
 *
 * You probably want to use {@link tokenize} instead of _lex_. This function
 * is mostly for internal use, where we want to test the state of the returned
 * _lexer_ after tokens have been populated.
 *
 * @param path - A JSONPath query.
 * @returns A two-tuple containing a lexer for _path_ and an array to populate
 * with tokens.
 */
function lex(environment, path) {
  const lexer = new Lexer(environment, path);
  return [lexer, lexer.tokens];
}

/**
 * Scan _path_ and return an array of tokens to be parsed by the parser.
 * @param path - A JSONPath query.
 * @returns Tokens to be parsed by the parser.
 */
function tokenize(environment, path) {
  const [lexer, tokens] = lex(environment, path);
  lexer.run();

  // If there's an error, it will be the last token with kind set to ERROR.
  if (tokens.length && tokens[tokens.length - 1].kind === TokenKind.ERROR) {
    throw new JSONPathSyntaxError(tokens[tokens.length - 1].value, tokens[tokens.length - 1]);
  }

  // If the bracket stack is not empty, we hav unbalanced brackets.
  // This might not be reachable.
  if (lexer.bracketStack.length !== 0) {
    const [ch, index] = lexer.bracketStack[lexer.bracketStack.length - 1];
    const msg = "unbalanced brackets";
    throw new JSONPathSyntaxError(msg, new Token(TokenKind.ERROR, ch, index, path));
  }
  return tokens;
}
function lexRoot(l) {
  const ch = l.next();
  if (ch !== "$") {
    l.backup();
    l.error(`expected '$', found '${ch}'`);
    return null;
  }
  l.emit(TokenKind.ROOT);
  return lexSegment;
}
function lexSegment(l) {
  if (l.ignoreWhitespace() && !l.peek()) {
    l.error("trailing whitespace");
  }
  const ch = l.next();
  switch (ch) {
    case "":
      l.emit(TokenKind.EOF);
      return null;
    case ".":
      if (l.peek() === ".") {
        l.next();
        l.emit(TokenKind.DDOT);
        return lexDescendantSelection;
      }
      return lexDotSelector;
    case "[":
      l.bracketStack.push(["[", l.start]);
      l.emit(TokenKind.LBRACKET);
      return lexInsideBracketedSelection;
    default:
      l.backup();
      if (l.filterLevel) return lexInsideFilter;
      l.error(`expected '.', '..' or a bracketed selection, found '${ch}'`);
      return null;
  }
}

/**
 * Similar to _lexSegment_, but ..
 *   - no leading whitespace
 *   - no extra dot before a property name
 *   - there must be a selector, so EOF would be an error
 * @param l -
 * @returns -
 */
function lexDescendantSelection(l) {
  if (l.acceptMatchRun(namePattern)) {
    // Shorthand name
    l.emit(TokenKind.NAME);
    return lexSegment;
  }
  if (!l.environment.strict) {
    // We're effectively disabling the _key selector_ and _keys filter selector_ if a
    // custom _keys selector_ is set.
    if (l.environment.keysPattern.source === "~" && l.peek() === "~") {
      l.next();
      if (l.peekMatch(nameFirstPattern)) {
        // Non-standard key selector
        l.ignore(); // ignore ~
        l.acceptMatchRun(namePattern);
        l.emit(TokenKind.KEY);
        return lexSegment;
      } else {
        // Non-standard keys selector
        l.emit(TokenKind.KEYS);
        return lexSegment;
      }
    } else if (l.acceptMatchRun(l.environment.keysPattern)) {
      // NOTE: A custom keys pattern does not play well with other non-standard key selectors.
      // We leave this here for backwards compatibility.
      l.emit(TokenKind.KEYS);
      return lexSegment;
    }
  }
  const ch = l.next();
  switch (ch) {
    case "":
      l.error("bald descendant segment");
      return null;
    case "*":
      l.emit(TokenKind.WILD);
      return lexSegment;
    case "[":
      l.bracketStack.push(["[", l.start]);
      l.emit(TokenKind.LBRACKET);
      return lexInsideBracketedSelection;
    default:
      l.backup();
      l.error(`unexpected descendent selection token '${ch}'`);
      return null;
  }
}
function lexDotSelector(l) {
  l.ignore();
  if (l.ignoreWhitespace()) {
    l.error("unexpected whitespace after dot");
    return null;
  }
  if (!l.environment.strict) {
    // We're effectively disabling the _key selector_ and _keys filter selector_ if a
    // custom _keys selector_ is set.
    if (l.environment.keysPattern.source === "~" && l.peek() === "~") {
      l.next();
      if (l.peekMatch(nameFirstPattern)) {
        // Non-standard key selector
        l.ignore(); // ignore ~
        l.acceptMatchRun(namePattern);
        l.emit(TokenKind.KEY);
        return lexSegment;
      } else {
        // Non-standard keys selector
        l.emit(TokenKind.KEYS);
        return lexSegment;
      }
    } else if (l.acceptMatchRun(l.environment.keysPattern)) {
      // NOTE: A custom keys pattern does not play well with other non-standard key selectors.
      // We leave this here for backwards compatibility.
      l.emit(TokenKind.KEYS);
      return lexSegment;
    }
  }
  if (l.acceptMatchRun(namePattern)) {
    l.emit(TokenKind.NAME);
    return lexSegment;
  }
  const ch = l.next();
  if (ch === "*") {
    l.emit(TokenKind.WILD);
    return lexSegment;
  }
  l.backup();
  l.error(`unexpected shorthand selector '${ch}'`);
  return null;
}
function lexInsideBracketedSelection(l) {
  for (;;) {
    l.ignoreWhitespace();
    if (l.acceptMatchRun(indexPattern)) {
      l.emit(TokenKind.INDEX);
      continue;
    }
    if (!l.environment.strict && l.acceptMatchRun(l.environment.keysPattern)) {
      switch (l.peek()) {
        case "'":
          l.ignore(); // ~
          l.next();
          return lexSingleQuoteKeyString(l);
        case '"':
          l.ignore(); // ~
          l.next();
          return lexDoubleQuoteKeyString(l);
        case "?":
          l.next();
          l.emit(TokenKind.KEYS_FILTER);
          l.filterLevel += 1;
          return lexInsideFilter;
        default:
          l.emit(TokenKind.KEYS);
          continue;
      }
    }
    const ch = l.next();
    switch (ch) {
      case "]":
        if (l.bracketStack.length === 0 || l.bracketStack[l.bracketStack.length - 1][0] !== "[") {
          l.backup();
          l.error("unbalanced brackets");
          return null;
        }
        l.bracketStack.pop();
        l.emit(TokenKind.RBRACKET);
        return lexSegment;
      case "":
        l.error("unclosed bracketed selection");
        return null;
      case "*":
        l.emit(TokenKind.WILD);
        continue;
      case "?":
        l.emit(TokenKind.FILTER);
        l.filterLevel += 1;
        return lexInsideFilter;
      case ",":
        l.emit(TokenKind.COMMA);
        continue;
      case ":":
        l.emit(TokenKind.COLON);
        continue;
      case "'":
        return lexSingleQuoteStringInsideBracketSelection;
      case '"':
        return lexDoubleQuoteStringInsideBracketSelection;
      default:
        l.backup();
        l.error(`unexpected token '${ch}' in bracketed selection`);
        return null;
    }
  }
}

// eslint-disable-next-line sonarjs/cognitive-complexity
function lexInsideFilter(l) {
  for (;;) {
    l.ignoreWhitespace();
    const ch = l.next();
    switch (ch) {
      case "":
        l.error("unclosed bracketed selection");
        return null;
      case "]":
        l.filterLevel -= 1;
        l.backup();
        return lexInsideBracketedSelection;
      case ",":
        l.emit(TokenKind.COMMA);
        // If we have unbalanced parens, we are inside a function call and a
        // comma separates arguments. Otherwise a comma separates selectors.
        if (l.funcCallStack.length) continue;
        l.filterLevel -= 1;
        return lexInsideBracketedSelection;
      case "'":
        return lexSingleQuoteStringInsideFilterExpression;
      case '"':
        return lexDoubleQuoteStringInsideFilterExpression;
      case "(":
        l.bracketStack.push(["(", l.start]);
        l.emit(TokenKind.LPAREN);
        // Are we in a function call? If so, a function argument contains parens.
        if (l.funcCallStack.length) l.funcCallStack[l.funcCallStack.length - 1] += 1;
        continue;
      case ")":
        if (l.bracketStack.length === 0 || l.bracketStack[l.bracketStack.length - 1][0] !== "(") {
          l.backup();
          l.error("unbalanced brackets");
          return null;
        }
        l.bracketStack.pop();
        l.emit(TokenKind.RPAREN);
        // Are we closing a function call or a parenthesized expression?
        if (l.funcCallStack.length) {
          if (l.funcCallStack[l.funcCallStack.length - 1] === 1) {
            l.funcCallStack.pop();
          } else {
            l.funcCallStack[l.funcCallStack.length - 1] -= 1;
          }
        }
        continue;
      case "$":
        l.emit(TokenKind.ROOT);
        return lexSegment;
      case "@":
        l.emit(TokenKind.CURRENT);
        return lexSegment;
      case "#":
        if (l.environment.strict) {
          l.backup();
          l.error(`unexpected filter selector token '${ch}'`);
          return null;
        }
        l.emit(TokenKind.CURRENT_KEY);
        return lexSegment;
      case ".":
        l.backup();
        return lexSegment;
      case "!":
        if (l.peek() === "=") {
          l.next();
          l.emit(TokenKind.NE);
        } else {
          l.emit(TokenKind.NOT);
        }
        continue;
      case "=":
        if (l.peek() === "=") {
          l.next();
          l.emit(TokenKind.EQ);
          continue;
        } else {
          l.backup();
          l.error(`unexpected filter selector token '${ch}'`);
          return null;
        }
      case "<":
        if (l.peek() === "=") {
          l.next();
          l.emit(TokenKind.LE);
        } else {
          l.emit(TokenKind.LT);
        }
        continue;
      case ">":
        if (l.peek() === "=") {
          l.next();
          l.emit(TokenKind.GE);
        } else {
          l.emit(TokenKind.GT);
        }
        continue;
      default:
        l.backup();

        // numbers
        if (l.acceptMatchRun(intPattern)) {
          if (l.peek() === ".") {
            // A float.
            l.next();
            if (!l.acceptMatchRun(intPattern)) {
              // Need at least one digit after a decimal place.
              l.error("a fractional digit is required after a decimal point");
              return null;
            }
          }
          l.acceptMatchRun(exponentPattern);
          l.emit(TokenKind.NUMBER);
          continue;
        }
        if (l.acceptMatchRun(/&&/y)) {
          l.emit(TokenKind.AND);
          continue;
        }
        if (l.acceptMatchRun(/\|\|/y)) {
          l.emit(TokenKind.OR);
          continue;
        }
        if (l.acceptMatchRun(/true/y)) {
          l.emit(TokenKind.TRUE);
          continue;
        }
        if (l.acceptMatchRun(/false/y)) {
          l.emit(TokenKind.FALSE);
          continue;
        }
        if (l.acceptMatchRun(/null/y)) {
          l.emit(TokenKind.NULL);
          continue;
        }

        // functions
        if (l.acceptMatchRun(functionNamePattern) && l.peek() === "(") {
          // Keep track of parentheses for this function call.
          l.funcCallStack.push(1);
          l.emit(TokenKind.FUNCTION);
          l.bracketStack.push(["(", l.start]);
          l.next();
          l.ignore();
          continue;
        }
    }
    l.error(`unexpected filter selector token '${ch}'`);
    return null;
  }
}

/**
 * Return a state function tokenizing string literals using _quote_ and
 * returning control to _state_.
 * @param quote - One of `'` or `"`.
 * @param state - The state function to return control to.
 * @returns String tokenizing state function.
 */
function makeLexString(quote, state, token_kind) {
  function _lexString(l) {
    l.ignore();
    if (l.peek() === quote) {
      // empty string
      l.emit(quote === "'" ? TokenKind.SINGLE_QUOTE_STRING : TokenKind.DOUBLE_QUOTE_STRING);
      l.next();
      l.ignore();
      return state;
    }
    for (;;) {
      const la = l.path.slice(l.pos, l.pos + 2);
      const ch = l.next();
      if (la === "\\\\" || la === `\\${quote}`) {
        l.next();
        continue;
      } else if (ch === "\\" && !la.match(/\\[bfnrtu/]/)) {
        l.error(`invalid escape`);
        return null;
      }
      if (!ch) {
        l.error(`unclosed string starting at index ${l.start}`);
        return null;
      }
      if (ch === quote) {
        l.backup();
        l.emit(token_kind);
        l.next();
        l.ignore();
        return state;
      }
    }
  }
  return _lexString;
}
const lexSingleQuoteStringInsideBracketSelection = makeLexString("'", lexInsideBracketedSelection, TokenKind.SINGLE_QUOTE_STRING);
const lexDoubleQuoteStringInsideBracketSelection = makeLexString('"', lexInsideBracketedSelection, TokenKind.DOUBLE_QUOTE_STRING);
const lexSingleQuoteStringInsideFilterExpression = makeLexString("'", lexInsideFilter, TokenKind.SINGLE_QUOTE_STRING);
const lexDoubleQuoteStringInsideFilterExpression = makeLexString('"', lexInsideFilter, TokenKind.DOUBLE_QUOTE_STRING);
const lexSingleQuoteKeyString = makeLexString("'", lexInsideBracketedSelection, TokenKind.KEY_SINGLE_QUOTE_STRING);
const lexDoubleQuoteKeyString = makeLexString('"', lexInsideBracketedSelection, TokenKind.KEY_DOUBLE_QUOTE_STRING);

/**
 * Base class for all JSONPath segments and selectors.
 */
class JSONPathSelector {
  /**
   * @param token - The token at the start of this selector.
   */
  constructor(environment, token) {
    this.environment = environment;
    this.token = token;
  }

  /**
   * @param node - Nodes matched by preceding selectors.
   */

  /**
   * @param node - Nodes matched by preceding selectors.
   */

  /**
   * Return a canonical string representation of this selector.
   */
}

/**
 * Shorthand and quoted name selector.
 */
class NameSelector extends JSONPathSelector {
  constructor(environment, token, name) {
    super(environment, token);
    this.environment = environment;
    this.token = token;
    this.name = name;
  }
  resolve(node) {
    const rv = [];
    if (!isArray(node.value) && hasStringKey(node.value, this.name)) {
      rv.push(new JSONPathNode(node.value[this.name], node.location.concat(this.name), node.root));
    }
    return rv;
  }
  *lazyResolve(node) {
    if (!isArray(node.value) && hasStringKey(node.value, this.name)) {
      yield new JSONPathNode(node.value[this.name], node.location.concat(this.name), node.root);
    }
  }
  toString(options) {
    const {
      form
    } = {
      ...defaultSerializationOptions,
      ...options
    };
    return form === "canonical" ? toCanonical(this.name) : toQuoted(this.name);
  }
  shorthand() {
    return toShorthand(this.name);
  }
}

/**
 * Array index selector.
 */
class IndexSelector extends JSONPathSelector {
  constructor(environment, token, index) {
    super(environment, token);
    this.environment = environment;
    this.token = token;
    this.index = index;
    if (index < this.environment.minIntIndex || index > this.environment.maxIntIndex) {
      throw new JSONPathIndexError("index out of range", this.token);
    }
  }
  resolve(node) {
    const rv = [];
    if (isArray(node.value)) {
      const normIndex = this.normalizedIndex(node.value.length);
      if (normIndex in node.value) {
        rv.push(new JSONPathNode(node.value[normIndex], node.location.concat(normIndex), node.root));
      }
    }
    return rv;
  }
  *lazyResolve(node) {
    if (isArray(node.value)) {
      const normIndex = this.normalizedIndex(node.value.length);
      if (normIndex in node.value) {
        yield new JSONPathNode(node.value[normIndex], node.location.concat(normIndex), node.root);
      }
    }
  }
  toString() {
    return String(this.index);
  }
  normalizedIndex(length) {
    if (this.index < 0 && length >= Math.abs(this.index)) return length + this.index;
    return this.index;
  }
}
class SliceSelector extends JSONPathSelector {
  constructor(environment, token, start, stop, step) {
    super(environment, token);
    this.environment = environment;
    this.token = token;
    this.start = start;
    this.stop = stop;
    this.step = step;
    this.checkRange(start, stop, step);
  }
  resolve(node) {
    const rv = [];
    if (!isArray(node.value)) return rv;
    for (const [i, value] of this.slice(node.value, this.start, this.stop, this.step)) {
      rv.push(new JSONPathNode(value, node.location.concat(i), node.root));
    }
    return rv;
  }
  *lazyResolve(node) {
    if (isArray(node.value)) {
      for (const [i, value] of this.lazySlice(node.value, this.start, this.stop, this.step)) {
        yield new JSONPathNode(value, node.location.concat(i), node.root);
      }
    }
  }
  toString() {
    const start = this.start ? this.start : "";
    const stop = this.stop ? this.stop : "";
    const step = this.step ? this.step : "1";
    return `${start}:${stop}:${step}`;
  }
  checkRange(...indices) {
    for (const index of indices) {
      if (index !== undefined && (index < this.environment.minIntIndex || index > this.environment.maxIntIndex)) {
        throw new JSONPathIndexError("index out of range", this.token);
      }
    }
  }
  slice(arr, start, stop, step) {
    const len = arr.length;
    step = step ?? 1;
    if (step === 0 || !len) return [];
    const result = [];
    let i;
    if (step > 0) {
      i = this.normalizeIndex(start, 0, len, step);
      const stop_ = this.normalizeIndex(stop, len, len, step);
      for (; i < stop_; i += step) {
        result.push([i, arr[i]]);
      }
    } else {
      i = this.normalizeIndex(start, len - 1, len, step);
      const stop_ = this.normalizeIndex(stop, -1, len, step);
      for (; i > stop_; i += step) {
        result.push([i, arr[i]]);
      }
    }
    return result;
  }
  *lazySlice(arr, start, stop, step) {
    const len = arr.length;
    step = step ?? 1;
    if (step === 0 || !len) return [];
    let i;
    if (step > 0) {
      i = this.normalizeIndex(start, 0, len, step);
      const stop_ = this.normalizeIndex(stop, len, len, step);
      for (; i < stop_; i += step) {
        yield [i, arr[i]];
      }
    } else {
      i = this.normalizeIndex(start, len - 1, len, step);
      const stop_ = this.normalizeIndex(stop, -1, len, step);
      for (; i > stop_; i += step) {
        yield [i, arr[i]];
      }
    }
  }
  normalizeIndex(n, defaultValue, len, step) {
    if (n === undefined) return defaultValue;
    if (n < 0) return step < 0 ? Math.max(n + len, -1) : Math.max(n + len, 0);
    return step < 0 ? Math.min(n, len - 1) : Math.min(n, len);
  }
}
class WildcardSelector extends JSONPathSelector {
  constructor(environment, token) {
    super(environment, token);
    this.environment = environment;
    this.token = token;
  }
  resolve(node) {
    const rv = [];
    if (node.value instanceof String) return rv;
    if (isArray(node.value)) {
      for (let i = 0; i < node.value.length; i++) {
        rv.push(new JSONPathNode(node.value[i], node.location.concat(i), node.root));
      }
    } else if (isObject(node.value)) {
      for (const [key, value] of this.environment.entries(node.value)) {
        rv.push(new JSONPathNode(value, node.location.concat(key), node.root));
      }
    }
    return rv;
  }
  *lazyResolve(node) {
    if (isArray(node.value)) {
      for (let i = 0; i < node.value.length; i++) {
        yield new JSONPathNode(node.value[i], node.location.concat(i), node.root);
      }
    } else if (isObject(node.value) && !isString(node.value)) {
      for (const [key, value] of this.environment.entries(node.value)) {
        yield new JSONPathNode(value, node.location.concat(key), node.root);
      }
    }
  }
  toString() {
    return "*";
  }
}
class FilterSelector extends JSONPathSelector {
  constructor(environment, token, expression) {
    super(environment, token);
    this.environment = environment;
    this.token = token;
    this.expression = expression;
  }
  resolve(node) {
    const rv = [];
    if (node.value instanceof String) return rv;
    if (isArray(node.value)) {
      for (let i = 0; i < node.value.length; i++) {
        const value = node.value[i];
        const filterContext = {
          environment: this.environment,
          currentValue: value,
          rootValue: node.root,
          currentKey: i
        };
        if (this.expression.evaluate(filterContext)) {
          rv.push(new JSONPathNode(value, node.location.concat(i), node.root));
        }
      }
    } else if (isObject(node.value)) {
      for (const [key, value] of this.environment.entries(node.value)) {
        const filterContext = {
          environment: this.environment,
          currentValue: value,
          rootValue: node.root,
          currentKey: key
        };
        if (this.expression.evaluate(filterContext)) {
          rv.push(new JSONPathNode(value, node.location.concat(key), node.root));
        }
      }
    }
    return rv;
  }
  *lazyResolve(node) {
    if (isArray(node.value)) {
      for (let i = 0; i < node.value.length; i++) {
        const value = node.value[i];
        const filterContext = {
          environment: this.environment,
          currentValue: value,
          rootValue: node.root,
          lazy: true,
          currentKey: i
        };
        if (this.expression.evaluate(filterContext)) {
          yield new JSONPathNode(value, node.location.concat(i), node.root);
        }
      }
    } else if (isObject(node.value) && !isString(node.value)) {
      for (const [key, value] of this.environment.entries(node.value)) {
        const filterContext = {
          environment: this.environment,
          currentValue: value,
          rootValue: node.root,
          lazy: true,
          currentKey: key
        };
        if (this.expression.evaluate(filterContext)) {
          yield new JSONPathNode(value, node.location.concat(key), node.root);
        }
      }
    }
  }
  toString(options) {
    return `?${this.expression.toString(options)}`;
  }
}

var selectors = /*#__PURE__*/Object.freeze({
  __proto__: null,
  FilterSelector: FilterSelector,
  IndexSelector: IndexSelector,
  JSONPathSelector: JSONPathSelector,
  NameSelector: NameSelector,
  SliceSelector: SliceSelector,
  WildcardSelector: WildcardSelector
});

/** Base class for all JSONPath segments. Both shorthand and bracketed. */
class JSONPathSegment {
  constructor(environment, token, selectors) {
    this.environment = environment;
    this.token = token;
    this.selectors = selectors;
  }

  /**
   * @param nodes - Nodes matched by preceding segments.
   */

  /**
   * @param nodes - Nodes matched by preceding segments.
   */

  /**
   * Return a string representation of this segment.
   */
}

/** The child selection segment. */
class ChildSegment extends JSONPathSegment {
  resolve(nodes) {
    const rv = [];
    for (const node of nodes) {
      for (const selector of this.selectors) {
        rv.push(...selector.resolve(node));
      }
    }
    return rv;
  }
  *lazyResolve(nodes) {
    for (const node of nodes) {
      for (const selector of this.selectors) {
        yield* selector.resolve(node);
      }
    }
  }
  toString(options) {
    const {
      form
    } = {
      ...defaultSerializationOptions,
      ...options
    };
    if (form === "pretty" && this.selectors.length === 1 && this.selectors[0] instanceof NameSelector) {
      const shorthand = this.selectors[0].shorthand();
      if (shorthand != null) return `.${shorthand}`;
    }
    return `[${this.selectors.map(s => s.toString(options)).join(", ")}]`;
  }
}

/** The recursive descent segment. */
class DescendantSegment extends JSONPathSegment {
  resolve(nodes) {
    const rv = [];
    const visitor = (this.environment.nondeterministic ? this.nondeterministicVisit : this.visit).bind(this);
    for (const node of nodes) {
      for (const _node of visitor(node)) {
        for (const selector of this.selectors) {
          rv.push(...selector.resolve(_node));
        }
      }
    }
    return rv;
  }
  *lazyResolve(nodes) {
    for (const node of nodes) {
      for (const _node of this.visit(node)) {
        for (const selector of this.selectors) {
          yield* selector.resolve(_node);
        }
      }
    }
  }
  toString(options) {
    return `..[${this.selectors.map(s => s.toString(options)).join(", ")}]`;
  }
  *visit(node, depth = 1) {
    if (depth >= this.environment.maxRecursionDepth) {
      throw new JSONPathRecursionLimitError("recursion limit reached", this.token);
    }
    yield node;
    if (isArray(node.value)) {
      for (let i = 0; i < node.value.length; i++) {
        const _node = new JSONPathNode(node.value[i], node.location.concat(i), node.root);
        yield* this.visit(_node, depth + 1);
      }
    } else if (isObject(node.value)) {
      for (const [key, value] of this.environment.entries(node.value)) {
        const _node = new JSONPathNode(value, node.location.concat(key), node.root);
        yield* this.visit(_node, depth + 1);
      }
    }
  }
  *nondeterministicVisit(root, depth = 1) {
    let queue = Array.from(this.nondeterministicChildren(root)).map(node => [node, depth]);
    yield root;
    while (queue.length) {
      const [node, _depth] = queue.shift();
      yield node;
      if (_depth >= this.environment.maxRecursionDepth) {
        throw new JSONPathRecursionLimitError("recursion limit reached", this.token);
      }

      // Visit child nodes now or queue them for later?
      const visitChildren = Math.random() < 0.5;
      for (const child of this.nondeterministicChildren(node)) {
        if (visitChildren) {
          yield child;
          const grandchildren = Array.from(this.nondeterministicChildren(child)).map(n => [n, _depth + 2]);
          queue = interleave(queue, grandchildren);
        } else {
          queue.push([child, _depth + 1]);
        }
      }
    }
  }
  *nondeterministicChildren(node) {
    if (isString(node.value)) return;
    if (isArray(node.value)) {
      for (let i = 0; i < node.value.length; i++) {
        yield new JSONPathNode(node.value[i], node.location.concat(i), node.root);
      }
    } else if (isObject(node.value)) {
      for (const [key, value] of this.environment.entries(node.value)) {
        yield new JSONPathNode(value, node.location.concat(key), node.root);
      }
    }
  }
}

/**
 * Randomly interleave elements from two arrays while maintaining relative
 * order of each input array.
 *
 * If _arrayA_ is empty, _arrayB_ is returned, and vice versa.
 */
function interleave(arrayA, arrayB) {
  if (arrayA.length === 0) {
    return arrayB;
  }
  if (arrayB.length === 0) {
    return arrayA;
  }

  // An array of iterators
  const iterators = [];
  const itA = arrayA[Symbol.iterator]();
  const itB = arrayB[Symbol.iterator]();
  for (let i = 0; i < arrayA.length; i++) {
    iterators.push(itA);
  }
  for (let i = 0; i < arrayB.length; i++) {
    iterators.push(itB);
  }
  shuffle(iterators);
  return iterators.map(it => it.next().value);
}
function shuffle(entries) {
  for (let i = entries.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [entries[i], entries[j]] = [entries[j], entries[i]];
  }
  return entries;
}

/**
 * A compiled JSONPath query ready to be applied to different data repeatedly.
 */
class JSONPathQuery {
  constructor(environment, segments) {
    this.environment = environment;
    this.segments = segments;
  }

  /**
   * Apply this JSONPath query to _value_.
   * @param value - A JSON-like object to apply this query to.
   * @returns Nodes matched by applying this query to _value_.
   */
  query(value) {
    let nodes = [new JSONPathNode(value, [], value)];
    for (const segment of this.segments) {
      nodes = segment.resolve(nodes);
    }
    return new JSONPathNodeList(nodes);
  }

  /**
   * Apply this JSONPath query to _value_.
   * @param value - A JSON-like object to apply this query to.
   * @returns An iterator over nodes matched by applying this query to _value_.
   */
  lazyQuery(value) {
    let nodes = [new JSONPathNode(value, [], value)][Symbol.iterator]();
    for (const segment of this.segments) {
      nodes = segment.lazyResolve(nodes);
    }
    return nodes;
  }

  /**
   * Return a {@link JSONPathNode} instance for the first object found in
   * _value_ matching this query.
   *
   * @param value - JSON-like data to which this query will be applied.
   * @returns The first node in _value_ matching this query, or `undefined` if
   * there are no matches.
   */
  match(value) {
    const it = this.lazyQuery(value);
    const rv = it.next();
    if (rv.done) return undefined;
    return rv.value;
  }

  /**
   * Return a string representation of this query.
   */
  toString(options) {
    return `$${this.segments.map(s => s.toString(options)).join("")}`;
  }

  /**
   * Return `true` if this query is a _singular query_, or `false` otherwise.
   */
  singularQuery() {
    for (const segment of this.segments) {
      if (segment instanceof DescendantSegment) return false;
      if (segment.selectors.length === 1 && (segment.selectors[0] instanceof NameSelector || segment.selectors[0] instanceof IndexSelector)) {
        continue;
      }
      return false;
    }
    return true;
  }
}

class CurrentKey extends FilterExpression {
  evaluate(context) {
    return context.currentKey ?? Nothing;
  }
  toString() {
    return "#";
  }
}

class KeySelector extends JSONPathSelector {
  constructor(environment, token, key) {
    super(environment, token);
    this.environment = environment;
    this.token = token;
    this.key = key;
  }
  resolve(node) {
    const rv = [];
    if (node.value instanceof String || isArray(node.value)) return rv;
    if (isObject(node.value) && hasStringKey(node.value, this.key)) {
      rv.push(new JSONPathNode(this.key, node.location.concat(`${KEY_MARK}${this.key}`), node.root));
    }
    return rv;
  }
  *lazyResolve(node) {
    if (!isString(node.value) && isObject(node.value) && hasStringKey(node.value, this.key)) {
      yield new JSONPathNode(this.key, node.location.concat(`${KEY_MARK}${this.key}`), node.root);
    }
  }
  toString(options) {
    const {
      form
    } = {
      ...defaultSerializationOptions,
      ...options
    };
    const serialize = form === "canonical" ? toCanonical : toQuoted;
    return `~${serialize(this.key)}`;
  }
}

/**
 * Object property name selector or array index selector.
 */
class KeysSelector extends JSONPathSelector {
  constructor(environment, token) {
    super(environment, token);
    this.environment = environment;
    this.token = token;
  }
  resolve(node) {
    const rv = [];
    if (node.value instanceof String || isArray(node.value)) return rv;
    if (isObject(node.value)) {
      for (const [key, _] of this.environment.entries(node.value)) {
        rv.push(new JSONPathNode(key, node.location.concat(`${KEY_MARK}${key}`), node.root));
      }
    }
    return rv;
  }
  *lazyResolve(node) {
    if (isObject(node.value) && !isString(node.value) && !isArray(node.value)) {
      for (const [key, _] of this.environment.entries(node.value)) {
        yield new JSONPathNode(key, node.location.concat(`${KEY_MARK}${key}`), node.root);
      }
    }
  }
  toString() {
    return "~";
  }
}
class KeysFilterSelector extends JSONPathSelector {
  constructor(environment, token, expression) {
    super(environment, token);
    this.environment = environment;
    this.token = token;
    this.expression = expression;
  }
  resolve(node) {
    const rv = [];
    if (node.value instanceof String || isArray(node.value)) return rv;
    if (isObject(node.value)) {
      for (const [key, value] of this.environment.entries(node.value)) {
        const filterContext = {
          environment: this.environment,
          currentValue: value,
          rootValue: node.root,
          currentKey: key
        };
        if (this.expression.evaluate(filterContext)) {
          rv.push(new JSONPathNode(key, node.location.concat(`${KEY_MARK}${key}`), node.root));
        }
      }
    }
    return rv;
  }
  *lazyResolve(node) {
    if (node.value instanceof String || isArray(node.value)) return;
    if (isObject(node.value)) {
      for (const [key, value] of this.environment.entries(node.value)) {
        const filterContext = {
          environment: this.environment,
          currentValue: value,
          rootValue: node.root,
          lazy: true,
          currentKey: key
        };
        if (this.expression.evaluate(filterContext)) {
          yield new JSONPathNode(key, node.location.concat(`${KEY_MARK}${key}`), node.root);
        }
      }
    }
  }
  toString(options) {
    return `~?${this.expression.toString(options)}`;
  }
}

const PRECEDENCE_LOWEST = 1;
const PRECEDENCE_LOGICAL_OR = 4;
const PRECEDENCE_LOGICAL_AND = 5;
const PRECEDENCE_COMPARISON = 6;
const PRECEDENCE_PREFIX = 7;
const PRECEDENCES = new Map([[TokenKind.AND, PRECEDENCE_LOGICAL_AND], [TokenKind.EQ, PRECEDENCE_COMPARISON], [TokenKind.GE, PRECEDENCE_COMPARISON], [TokenKind.GT, PRECEDENCE_COMPARISON], [TokenKind.LE, PRECEDENCE_COMPARISON], [TokenKind.LT, PRECEDENCE_COMPARISON], [TokenKind.NE, PRECEDENCE_COMPARISON], [TokenKind.NOT, PRECEDENCE_PREFIX], [TokenKind.OR, PRECEDENCE_LOGICAL_OR], [TokenKind.RPAREN, PRECEDENCE_LOWEST]]);
const BINARY_OPERATORS = new Map([[TokenKind.AND, "&&"], [TokenKind.EQ, "=="], [TokenKind.GE, ">="], [TokenKind.GT, ">"], [TokenKind.LE, "<="], [TokenKind.LT, "<"], [TokenKind.NE, "!="], [TokenKind.OR, "||"]]);
const COMPARISON_OPERATORS = new Set(["==", ">=", ">", "<=", "<", "!="]);

/**
 * JSONPath token stream parser.
 */
class Parser {
  constructor(environment) {
    this.environment = environment;
    this.tokenMap = new Map([[TokenKind.FALSE, this.parseBoolean], [TokenKind.NUMBER, this.parseNumber], [TokenKind.LPAREN, this.parseGroupedExpression], [TokenKind.NOT, this.parsePrefixExpression], [TokenKind.NULL, this.parseNull], [TokenKind.ROOT, this.parseRootQuery], [TokenKind.CURRENT, this.parseRelativeQuery], [TokenKind.SINGLE_QUOTE_STRING, this.parseString], [TokenKind.DOUBLE_QUOTE_STRING, this.parseString], [TokenKind.TRUE, this.parseBoolean], [TokenKind.FUNCTION, this.parseFunction], [TokenKind.CURRENT_KEY, this.parseCurrentKey]]);
  }
  parse(stream) {
    if (stream.current.kind === TokenKind.ROOT) stream.next();
    const segments = this.parseQuery(stream);
    if (stream.current.kind !== TokenKind.EOF) {
      throw new JSONPathSyntaxError(`unexpected token '${stream.current.kind}'`, stream.current);
    }
    return segments;
  }
  parseQuery(stream, inFilter = false) {
    const segments = [];
    loop: for (;;) {
      switch (stream.current.kind) {
        case TokenKind.DDOT:
          {
            const token = stream.next();
            const selectors = this.parseSelectors(stream);
            segments.push(new DescendantSegment(this.environment, token, selectors));
            break;
          }
        case TokenKind.LBRACKET:
        case TokenKind.KEY:
        case TokenKind.KEYS:
        case TokenKind.NAME:
        case TokenKind.WILD:
          {
            const token = stream.current;
            const selectors = this.parseSelectors(stream);
            segments.push(new ChildSegment(this.environment, token, selectors));
            break;
          }
        default:
          {
            if (inFilter) stream.backup();
            break loop;
          }
      }
      stream.next();
    }
    return segments;
  }
  parseSelectors(stream) {
    switch (stream.current.kind) {
      case TokenKind.NAME:
        return [new NameSelector(this.environment, stream.current, stream.current.value)];
      case TokenKind.WILD:
        return [new WildcardSelector(this.environment, stream.current)];
      case TokenKind.KEY:
        return [new KeySelector(this.environment, stream.current, stream.current.value)];
      case TokenKind.KEYS:
        return [new KeysSelector(this.environment, stream.current)];
      case TokenKind.LBRACKET:
        return this.parseBracketedSelection(stream);
      default:
        return [];
    }
  }
  parseIndex(stream) {
    if (stream.current.value.length > 1 && stream.current.value.startsWith("0") || stream.current.value.startsWith("-0")) {
      throw new JSONPathSyntaxError("leading zero in index selector", stream.current);
    }
    return new IndexSelector(this.environment, stream.current, Number(stream.current.value));
  }
  parseSlice(stream) {
    const tok = stream.current;
    const indices = [];
    function maybeIndex(token) {
      if (token.kind === TokenKind.INDEX) {
        if (token.value.length > 1 && token.value.startsWith("0") || token.value.startsWith("-0")) {
          throw new JSONPathSyntaxError("leading zero in index selector", token);
        }
        return true;
      }
      return false;
    }

    // 1: or :
    if (maybeIndex(stream.current)) {
      indices.push(Number(stream.current.value));
      stream.next();
      stream.expect(TokenKind.COLON);
      stream.next();
    } else {
      indices.push(undefined);
      stream.expect(TokenKind.COLON);
      stream.next();
    }

    // 1 or 1: or : or ?
    if (maybeIndex(stream.current)) {
      indices.push(Number(stream.current.value));
      stream.next();
      if (stream.current.kind === TokenKind.COLON) {
        stream.next();
      }
    } else if (stream.current.kind === TokenKind.COLON) {
      indices.push(undefined);
      stream.expect(TokenKind.COLON);
      stream.next();
    }

    // 1 or ?
    if (maybeIndex(stream.current)) {
      indices.push(Number(stream.current.value));
      stream.next();
    }
    stream.backup();
    return new SliceSelector(this.environment, tok, ...indices);
  }
  parseBracketedSelection(stream) {
    const token = stream.next();
    const selectors = [];
    while (stream.current.kind !== TokenKind.RBRACKET) {
      switch (stream.current.kind) {
        case TokenKind.SINGLE_QUOTE_STRING:
        case TokenKind.DOUBLE_QUOTE_STRING:
          selectors.push(new NameSelector(this.environment, stream.current, this.decodeString(stream.current)));
          break;
        case TokenKind.FILTER:
          selectors.push(this.parseFilter(stream));
          break;
        case TokenKind.INDEX:
          if (stream.peek.kind === TokenKind.COLON) {
            selectors.push(this.parseSlice(stream));
          } else {
            selectors.push(this.parseIndex(stream));
          }
          break;
        case TokenKind.COLON:
          selectors.push(this.parseSlice(stream));
          break;
        case TokenKind.WILD:
          selectors.push(new WildcardSelector(this.environment, stream.current));
          break;
        case TokenKind.KEY_SINGLE_QUOTE_STRING:
        case TokenKind.KEY_DOUBLE_QUOTE_STRING:
          selectors.push(new KeySelector(this.environment, stream.current, this.decodeString(stream.current)));
          break;
        case TokenKind.KEYS_FILTER:
          selectors.push(this.parseFilter(stream, true));
          break;
        case TokenKind.KEYS:
          selectors.push(new KeysSelector(this.environment, stream.current));
          break;
        case TokenKind.EOF:
          throw new JSONPathSyntaxError("unexpected end of query", stream.current);
        default:
          throw new JSONPathSyntaxError(`unexpected token in bracketed selection '${stream.current.kind}'`, stream.current);
      }
      if (stream.peek.kind !== TokenKind.RBRACKET) {
        stream.expectPeek(TokenKind.COMMA);
        stream.next();
        stream.expectPeekNot(TokenKind.RBRACKET, "unexpected trailing comma");
      }
      stream.next();
    }
    if (!selectors.length) {
      throw new JSONPathSyntaxError("empty bracketed segment", token);
    }
    return selectors;
  }
  parseFilter(stream, keys = false) {
    const tok = stream.next();
    const expr = this.parseFilterExpression(stream);
    if (expr instanceof FunctionExtension) {
      const func = this.environment.functionRegister.get(expr.name);
      if (func && func.returnType === FunctionExpressionType.ValueType) {
        throw new JSONPathTypeError(`result of ${expr.name}()  must be compared`, expr.token);
      }
    }
    this.throwForLiteral(expr);
    return keys ? new KeysFilterSelector(this.environment, tok, new LogicalExpression(tok, expr)) : new FilterSelector(this.environment, tok, new LogicalExpression(tok, expr));
  }
  parseBoolean(stream) {
    if (stream.current.kind === TokenKind.FALSE) return new BooleanLiteral(stream.current, false);
    return new BooleanLiteral(stream.current, true);
  }
  parseNull(stream) {
    return new NullLiteral(stream.current);
  }
  parseString(stream) {
    return new StringLiteral(stream.current, this.decodeString(stream.current));
  }
  parseNumber(stream) {
    const value = stream.current.value;
    if (value.startsWith("0") && value.length > 1) {
      throw new JSONPathSyntaxError(`invalid number literal '${value}'`, stream.current);
    }
    const num = Number(stream.current.value);
    if (isNaN(num)) {
      throw new JSONPathSyntaxError(`invalid number literal '${value}'`, stream.current);
    }
    return new NumberLiteral(stream.current, num);
  }
  parsePrefixExpression(stream) {
    stream.expect(TokenKind.NOT);
    stream.next();
    return new PrefixExpression(stream.current, "!", this.parseFilterExpression(stream, PRECEDENCE_PREFIX));
  }
  parseInfixExpression(stream, left) {
    const tok = stream.next();
    const precedence = PRECEDENCES.get(tok.kind) || PRECEDENCE_LOWEST;
    const right = this.parseFilterExpression(stream, precedence);
    const operator = BINARY_OPERATORS.get(tok.kind);
    if (!operator) {
      throw new JSONPathSyntaxError(`unknown operator '${tok.kind}'`, tok);
    }
    if (COMPARISON_OPERATORS.has(operator)) {
      this.throwForNonComparable(left);
      this.throwForNonComparable(right);
    } else {
      this.throwForLiteral(left);
      this.throwForLiteral(right);
    }
    return new InfixExpression(tok, left, operator, right);
  }
  parseGroupedExpression(stream) {
    if (stream.peek.kind === TokenKind.RPAREN) {
      throw new JSONPathSyntaxError(`empty paren expression`, stream.current);
    }
    stream.next(); // eat open paren

    let expr = this.parseFilterExpression(stream);
    stream.next();
    while (stream.current.kind !== TokenKind.RPAREN) {
      if (stream.current.kind === TokenKind.EOF) {
        throw new JSONPathSyntaxError("unbalanced parentheses", stream.current);
      }
      if (!BINARY_OPERATORS.has(stream.current.kind)) {
        throw new JSONPathSyntaxError(`expected an expression, found '${stream.current.value}'`, stream.current);
      }
      expr = this.parseInfixExpression(stream, expr);
    }
    stream.expect(TokenKind.RPAREN);
    return expr;
  }
  parseRootQuery(stream) {
    const tok = stream.next();
    return new RootQuery(tok, new JSONPathQuery(this.environment, this.parseQuery(stream, true)));
  }
  parseRelativeQuery(stream) {
    const tok = stream.next();
    return new RelativeQuery(tok, new JSONPathQuery(this.environment, this.parseQuery(stream, true)));
  }
  parseCurrentKey(stream) {
    return new CurrentKey(stream.current);
  }
  parseFunction(stream) {
    const args = [];
    const tok = stream.next();
    while (stream.current.kind !== TokenKind.RPAREN) {
      const func = this.tokenMap.get(stream.current.kind);
      if (!func) {
        throw new JSONPathSyntaxError(`unexpected '${stream.current.value}'`, stream.current);
      }
      let expr = func.bind(this)(stream);

      // Could be a comparison/logical expression
      let peekKind = stream.peek.kind;
      while (BINARY_OPERATORS.has(peekKind)) {
        stream.next();
        expr = this.parseInfixExpression(stream, expr);
        peekKind = stream.peek.kind;
      }
      args.push(expr);
      if (stream.peek.kind !== TokenKind.RPAREN) {
        if (stream.peek.kind === TokenKind.RBRACKET) break;
        stream.expectPeek(TokenKind.COMMA);
        stream.next();
      }
      stream.next();
    }
    stream.expect(TokenKind.RPAREN);
    return new FunctionExtension(tok, tok.value, this.environment.checkWellTypedness(tok, args));
  }
  parseFilterExpression(stream, precedence = PRECEDENCE_LOWEST) {
    const func = this.tokenMap.get(stream.current.kind);
    if (!func) {
      let msg;
      switch (stream.current.kind) {
        case TokenKind.EOF:
        case TokenKind.RBRACKET:
          msg = "end of expression";
          break;
        default:
          msg = `'${stream.current.value}'`;
      }
      throw new JSONPathSyntaxError(`unexpected ${msg}`, stream.current);
    }
    let left = func.bind(this)(stream);
    for (;;) {
      const peekKind = stream.peek.kind;
      if (peekKind === TokenKind.EOF || peekKind === TokenKind.RBRACKET || (PRECEDENCES.get(peekKind) || PRECEDENCE_LOWEST) < precedence) {
        break;
      }
      if (!BINARY_OPERATORS.has(peekKind)) return left;
      stream.next();
      left = this.parseInfixExpression(stream, left);
    }
    return left;
  }
  decodeString(token) {
    return this.unescapeString(token.kind === TokenKind.SINGLE_QUOTE_STRING ? token.value.replaceAll('"', '\\"').replaceAll("\\'", "'") : token.value, token);
  }
  unescapeString(value, token) {
    const rv = [];
    const length = value.length;
    let index = 0;
    let codepoint;
    while (index < length) {
      const ch = value[index];
      if (ch === "\\") {
        // Handle escape sequences
        index += 1; // Move past '\'

        switch (value[index]) {
          case '"':
            rv.push('"');
            break;
          case "\\":
            rv.push("\\");
            break;
          case "/":
            rv.push("/");
            break;
          case "b":
            rv.push("\x08");
            break;
          case "f":
            rv.push("\x0C");
            break;
          case "n":
            rv.push("\n");
            break;
          case "r":
            rv.push("\r");
            break;
          case "t":
            rv.push("\t");
            break;
          case "u":
            [codepoint, index] = this.decodeHexChar(value, index, token);
            rv.push(this.stringFromCodePoint(codepoint, token));
            break;
          default:
            throw new JSONPathSyntaxError(`unknown escape sequence at index ${token.index + index - 1}`, token);
        }
      } else {
        this.stringFromCodePoint(ch.codePointAt(0), token);
        rv.push(ch);
      }
      index += 1;
    }
    return rv.join("");
  }

  /**
   * Decode a `\uXXXX` or `\uXXXX\uXXXX` escape sequence from _value_ at _index_.
   *
   * @param value - A string value containing the sequence to decode.
   * @param index - The start index of an escape sequence in _value_.
   * @param token - The token for the string value.
   * @returns - A codepoint, new index tuple.
   */
  decodeHexChar(value, index, token) {
    const length = value.length;
    if (index + 4 >= length) {
      throw new JSONPathSyntaxError(`incomplete escape sequence at index ${token.index + index - 1}`, token);
    }
    index += 1; // Move past 'u'
    let codepoint = this.parseHexDigits(value.slice(index, index + 4), token);
    if (isLowSurrogate(codepoint)) {
      throw new JSONPathSyntaxError(`unexpected low surrogate codepoint at index ${token.index + index - 2}`, token);
    }
    if (isHighSurrogate(codepoint)) {
      // Expect a surrogate pair.
      if (!(index + 9 < length && value[index + 4] === "\\" && value[index + 5] === "u")) {
        throw new JSONPathSyntaxError(`incomplete escape sequence at index ${token.index + index - 2}`, token);
      }
      const lowSurrogate = this.parseHexDigits(value.slice(index + 6, index + 10), token);
      if (!isLowSurrogate(lowSurrogate)) {
        throw new JSONPathSyntaxError(`unexpected codepoint at index ${token.index + index + 4}`, token);
      }
      codepoint = 0x10000 + ((codepoint & 0x03ff) << 10 | lowSurrogate & 0x03ff);
      return [codepoint, index + 9];
    }
    return [codepoint, index + 3];
  }

  /**
   * Parse a hexadecimal string as an integer.
   *
   * @param digits - Hexadecimal digit string.
   * @param token - The token for the string value.
   * @returns - The number representation of _digits_.
   *
   * Note that we're not using `parseInt(digits, 16)` because it accepts `+`
   * and `-` and things we don't allow.
   */
  parseHexDigits(digits, token) {
    const encoder = new TextEncoder();
    let codepoint = 0;
    for (const digit of encoder.encode(digits)) {
      codepoint <<= 4;
      switch (digit) {
        case 48:
        case 49:
        case 50:
        case 51:
        case 52:
        case 53:
        case 54:
        case 55:
        case 56:
        case 57:
          codepoint |= digit - 48; // '0'
          break;
        case 97:
        case 98:
        case 99:
        case 100:
        case 101:
        case 102:
          codepoint |= digit - 97 + 10; // 'a'
          break;
        case 65:
        case 66:
        case 67:
        case 68:
        case 69:
        case 70:
          codepoint |= digit - 65 + 10; // 'A'
          break;
        default:
          throw new JSONPathSyntaxError("invalid \\uXXXX escape sequence", token);
      }
    }
    return codepoint;
  }

  /** Check the codepoint is valid and return its string representation. */
  stringFromCodePoint(codepoint, token) {
    if (codepoint === undefined || codepoint <= 0x1f) {
      throw new JSONPathSyntaxError(`invalid character`, token);
    }
    try {
      return String.fromCodePoint(codepoint);
    } catch {
      // This should not be reachable.
      throw new JSONPathSyntaxError("invalid escape sequence", token);
    }
  }
  throwForNonComparable(expr) {
    if ((expr instanceof RootQuery || expr instanceof RelativeQuery) && !expr.path.singularQuery()) {
      throw new JSONPathTypeError("non-singular query is not comparable", expr.token);
    }
    if (expr instanceof FunctionExtension) {
      const func = this.environment.functionRegister.get(expr.name);
      if (func && func.returnType !== FunctionExpressionType.ValueType) {
        throw new JSONPathTypeError(`result of ${expr.name}() is not comparable`, expr.token);
      }
    }
  }
  throwForLiteral(expr) {
    if (expr instanceof FilterExpressionLiteral) {
      throw new JSONPathSyntaxError(`filter expression literals (${expr.toString()}) must be compared`, expr.token);
    }
  }
}
function isHighSurrogate(codepoint) {
  return codepoint >= 0xd800 && codepoint <= 0xdbff;
}
function isLowSurrogate(codepoint) {
  return codepoint >= 0xdc00 && codepoint <= 0xdfff;
}

/**
 * JSONPath environment options. The defaults are in compliance with JSONPath
 * standards.
 */

/**
 * A configuration object from which JSONPath queries can be evaluated.
 *
 * An environment is where you'd register custom function extensions or set
 * the maximum recursion depth limit, for example.
 */
class JSONPathEnvironment {
  /**
   * Indicates if the environment should to be strict about its compliance with
   * JSONPath standards.
   *
   * Defaults to `true`. Setting `strict` to `false` currently has no effect.
   * If/when we add non-standard features, the environment's strictness will
   * control their availability.
   */

  /**
   * The maximum number allowed when indexing or slicing an array. Defaults to
   * 2**53 -1.
   */

  /**
   * The minimum number allowed when indexing or slicing an array. Defaults to
   * -(2**53) -1.
   */

  /**
   * The maximum number of objects and/or arrays the recursive descent selector
   * can visit before a `JSONPathRecursionLimitError` is thrown.
   */

  /**
   * If `true`, enable nondeterministic ordering when iterating JSON object data.
   */

  /**
   * The pattern to use for the non-standard _keys selector_.
   */

  /**
   * A map of function names to objects implementing the {@link FilterFunction}
   * interface. You are free to set or delete custom filter functions directly.
   */
  functionRegister = new Map();
  /**
   * @param options - Environment configuration options.
   */
  constructor(options = {}) {
    this.strict = options.strict ?? true;
    this.maxIntIndex = options.maxIntIndex ?? Math.pow(2, 53) - 1;
    this.minIntIndex = options.maxIntIndex ?? -Math.pow(2, 53) + 1;
    this.maxRecursionDepth = options.maxRecursionDepth ?? 50;
    this.nondeterministic = options.nondeterministic ?? false;
    this.keysPattern = options.keysPattern ?? /~/y;
    this.parser = new Parser(this);
    this.setupFilterFunctions();
  }

  /**
   * @param path - A JSONPath query to parse.
   * @returns A new {@link JSONPathQuery} object, bound to this environment.
   */
  compile(path) {
    return new JSONPathQuery(this, this.parser.parse(new TokenStream(tokenize(this, path))));
  }

  /**
   *
   * @param path - A JSONPath query to parse and evaluate against _value_.
   * @param value - Data to which _path_ will be applied.
   * @returns The {@link JSONPathNodeList} resulting from applying _path_
   * to _value_.
   */
  query(path, value) {
    return this.compile(path).query(value);
  }

  /**
   * A lazy version of {@link query} which is faster and more memory
   * efficient when querying some large datasets.
   *
   * @param path - A JSONPath query to parse and evaluate against _value_.
   * @param value - Data to which _path_ will be applied.
   * @returns A sequence of {@link JSONPathNode} objects resulting from
   * applying _path_ to _value_.
   */
  lazyQuery(path, value) {
    return this.compile(path).lazyQuery(value);
  }

  /**
   * Return a {@link JSONPathNode} instance for the first object found in
   * _value_ matching _path_.
   *
   * @param path - A JSONPath query.
   * @param value - JSON-like data to which the query _path_ will be applied.
   * @returns The first node in _value_ matching  _path_, or `undefined` if
   * there are no matches.
   */
  match(path, value) {
    return this.compile(path).match(value);
  }

  /**
   * A hook for setting up the function register. You are encouraged to
   * override this method in classes extending `JSONPathEnvironment`.
   */
  setupFilterFunctions() {
    this.functionRegister.set("count", new Count());
    this.functionRegister.set("length", new Length());
    this.functionRegister.set("search", new Search());
    this.functionRegister.set("match", new Match());
    this.functionRegister.set("value", new Value());
  }

  /**
   * Check the well-typedness of a function's arguments at compile-time.
   *
   * This method is called by the parser when parsing function calls.
   * It is expected to throw a {@link JSONPathTypeError} if the function's
   * parameters are not well-typed.
   *
   * Override this if you want to deviate from the JSONPath Spec's function
   * extension type system.
   *
   * @param token - The {@link Token} starting the function call. `Token.value`
   * will contain the name of the function.
   * @param args - One {@link FilterExpression} for each argument.
   */
  // eslint-disable-next-line sonarjs/cognitive-complexity
  checkWellTypedness(token, args) {
    const func = this.functionRegister.get(token.value);
    if (!func) {
      throw new UndefinedFilterFunctionError(`no such function '${token.value}'`, token);
    }

    // Correct number of arguments
    if (args.length !== func.argTypes.length) {
      throw new JSONPathTypeError(`${token.value}() takes ${func.argTypes.length} argument${func.argTypes.length === 1 ? "" : "s"}, ${args.length} given`, token);
    }

    // Argument types
    for (const [typ, arg, idx] of func.argTypes.map((t, i) => [t, args[i], i])) {
      switch (typ) {
        case FunctionExpressionType.ValueType:
          if (!(arg instanceof FilterExpressionLiteral || arg instanceof CurrentKey || arg instanceof FilterQuery && arg.path.singularQuery() || arg instanceof FunctionExtension && this.functionRegister.get(arg.name)?.returnType === FunctionExpressionType.ValueType)) {
            throw new JSONPathTypeError(`${token.value}() argument ${idx} must be of ValueType`, arg.token);
          }
          break;
        case FunctionExpressionType.LogicalType:
          if (!(arg instanceof FilterQuery || arg instanceof InfixExpression)) {
            throw new JSONPathTypeError(`${token.value}() argument ${idx} must be of LogicalType`, arg.token);
          }
          break;
        case FunctionExpressionType.NodesType:
          if (!(arg instanceof FilterQuery || arg instanceof FunctionExtension && this.functionRegister.get(arg.name)?.returnType === FunctionExpressionType.NodesType)) {
            throw new JSONPathTypeError(`${token.value}() argument ${idx} must be of NodesType`, arg.token);
          }
      }
    }
    return args;
  }

  /**
   * Return an array of key/values of the enumerable properties in _obj_.
   *
   * If you want to introduce some nondeterminism to iterating JSON-like
   * objects, do it here. The wildcard selector, descendent segment and
   * filter selector all use `this.environment.entries`.
   *
   * @param obj - A JSON-like object.
   */
  entries(obj) {
    function shuffle(entries) {
      for (let i = entries.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        [entries[i], entries[j]] = [entries[j], entries[i]];
      }
      return entries;
    }
    if (this.nondeterministic) {
      return shuffle(Object.entries(obj));
    }
    return Object.entries(obj);
  }
}

/**
 * A function extension that returns `true` if the first argument is an object
 * value and it contains a property matching the second argument.
 */
class Has {
  argTypes = [FunctionExpressionType.ValueType, FunctionExpressionType.ValueType];
  returnType = FunctionExpressionType.LogicalType;
  #cache;
  constructor(options = {}) {
    this.options = options;
    this.cacheSize = options.cacheSize ?? 10;
    this.throwErrors = options.throwErrors ?? false;
    this.iRegexpCheck = options.iRegexpCheck ?? true;
    this.search = options.search ?? true;
    this.#cache = new LRUCache(this.cacheSize);
  }

  // eslint-disable-next-line sonarjs/cognitive-complexity
  call(value, pattern) {
    if (this.cacheSize > 0) {
      const re = this.#cache.get(pattern);
      if (re) {
        try {
          if (isObject(value)) {
            return Object.keys(value).some(k => !!k.match(re));
          }
          return false;
        } catch (error) {
          if (this.throwErrors) throw error;
          return false;
        }
      }
    }
    if (!isString(pattern)) {
      if (this.throwErrors) {
        throw new IRegexpError(`match() expected a string pattern, found ${pattern}`);
      }
      return false;
    }
    if (this.iRegexpCheck && !check$1(pattern)) {
      if (this.throwErrors) {
        throw new IRegexpError(`pattern ${pattern} is not a valid I-Regexp pattern`);
      }
      return false;
    }
    try {
      const re = this.search ? new RegExp(mapRegexp(pattern), "u") : new RegExp(mapRegexp(fullMatch(pattern)), "u");
      if (this.cacheSize > 0) this.#cache.set(pattern, re);
      if (isObject(value)) {
        return Object.keys(value).some(k => !!k.match(re));
      }
      return false;
    } catch (error) {
      if (this.throwErrors) throw error;
      return false;
    }
  }
}

var index$2 = /*#__PURE__*/Object.freeze({
  __proto__: null,
  Count: Count,
  FunctionExpressionType: FunctionExpressionType,
  Has: Has,
  Length: Length,
  Match: Match,
  Search: Search,
  Value: Value
});

const DEFAULT_ENVIRONMENT = new JSONPathEnvironment();

/**
 * Query JSON value _value_ with JSONPath expression _path_.
 * @param path - A JSONPath expression/query.
 * @param value - The JSON-like value the JSONPath query is applied to.
 * @returns A list of JSONPathNode objects, one for each value matched
 *  by _path_ in _value_.
 *
 * @throws {@link JSONPathSyntaxError}
 * If the path does not conform to standard syntax.
 *
 * @throws {@link JSONPathTypeError}
 * If filter function arguments are invalid, or filter expression are
 * used in an invalid way.
 */
function query(path, value) {
  return DEFAULT_ENVIRONMENT.query(path, value);
}

/**
 * Lazily query JSON value _value_ with JSONPath expression _path_.
 * Lazy queries can be faster and more memory efficient when querying
 * large datasets, especially when using recursive decent selectors.
 *
 * @param path - A JSONPath expression/query.
 * @param value - The JSON-like value the JSONPath query is applied to.
 * @returns A sequence of {@link JSONPathNode} objects resulting from
 * applying _path_ to _value_.
 *
 * @throws {@link JSONPathSyntaxError}
 * If the path does not conform to standard syntax.
 *
 * @throws {@link JSONPathTypeError}
 * If filter function arguments are invalid, or filter expression are
 * used in an invalid way.
 */
function lazyQuery(path, value) {
  return DEFAULT_ENVIRONMENT.lazyQuery(path, value);
}

/**
 * Compile JSONPath _path_ for later use.
 * @param path - A JSONPath expression/query.
 * @returns A path object with a `query()` method.
 *
 * @throws {@link JSONPathSyntaxError}
 * If the path does not conform to standard syntax.
 *
 * @throws {@link JSONPathTypeError}
 * If filter function arguments are invalid, or filter expression are
 * used in an invalid way.
 */
function compile(path) {
  return DEFAULT_ENVIRONMENT.compile(path);
}

/**
 * Return a {@link JSONPathNode} instance for the first object found in
 * _value_ matching _path_.
 *
 * @param path - A JSONPath query.
 * @param value - JSON-like data to which the query _path_ will be applied.
 * @returns The first node in _value_ matching  _path_, or `undefined` if
 * there are no matches.
 */
function match(path, value) {
  return DEFAULT_ENVIRONMENT.match(path, value);
}

var index$1 = /*#__PURE__*/Object.freeze({
  __proto__: null,
  DEFAULT_ENVIRONMENT: DEFAULT_ENVIRONMENT,
  FunctionExpressionType: FunctionExpressionType,
  JSONPathEnvironment: JSONPathEnvironment,
  JSONPathError: JSONPathError,
  JSONPathIndexError: JSONPathIndexError,
  JSONPathLexerError: JSONPathLexerError,
  JSONPathNode: JSONPathNode,
  JSONPathNodeList: JSONPathNodeList,
  JSONPathQuery: JSONPathQuery,
  JSONPathRecursionLimitError: JSONPathRecursionLimitError,
  JSONPathSegment: JSONPathSegment,
  JSONPathSelector: JSONPathSelector,
  JSONPathSyntaxError: JSONPathSyntaxError,
  JSONPathTypeError: JSONPathTypeError,
  KEY_MARK: KEY_MARK,
  Nothing: Nothing,
  Token: Token,
  TokenKind: TokenKind,
  compile: compile,
  expressions: expression,
  functions: index$2,
  lazyQuery: lazyQuery,
  match: match,
  query: query,
  selectors: selectors
});

/**
 * Base class for all JSON Patch errors.
 */
class JSONPatchError extends Error {
  constructor(message) {
    super(message);
    this.message = message;
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = "JSONPatchError";
  }
}
class JSONPatchTestFailure extends JSONPatchError {
  constructor(message) {
    super(message);
    this.message = message;
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = "JSONPatchTestFailure";
  }
}

/**
 * A JSON Patch operation.
 */

/**
 * The JSON Patch _add_ operation.
 */
class OpAdd {
  name = "add";
  constructor(path, value) {
    this.path = path;
    this.value = value;
  }
  apply(value, index) {
    return add(value, this.path, this.value, this.name, index);
  }
  toObject() {
    return {
      op: this.name,
      path: this.path.toString(),
      value: this.value
    };
  }
}

/**
 * The JSON Patch _remove_ operation.
 */
class OpRemove {
  name = "remove";
  constructor(path) {
    this.path = path;
  }
  apply(value, index) {
    remove(value, this.path, this.name, index);
    return value;
  }
  toObject() {
    return {
      op: this.name,
      path: this.path.toString()
    };
  }
}

/**
 * The JSON Patch _replace_ operation.
 */
class OpReplace {
  name = "replace";
  constructor(path, value) {
    this.path = path;
    this.value = value;
  }
  apply(value, index) {
    const [parent, obj] = this.path.resolveWithParent(value);
    if (parent === UNDEFINED) {
      // Replace the root object.
      return this.value;
    }
    const target = this.path.tokens.at(-1);
    if (target === undefined) {
      // this should not be possible
      throw new JSONPatchError(`unexpected operation on 'undefined' (${this.name}:${index})`);
    }
    if (isArray(parent)) {
      if (obj === UNDEFINED) {
        throw new JSONPatchError(`can't replace nonexistent item (${this.name}:${index})`);
      }
      parent.splice(Number(target), 1, this.value);
      return value;
    }
    if (isObject(parent)) {
      if (obj === UNDEFINED) {
        throw new JSONPatchError(`can't replace nonexistent property (${this.name}:${index})`);
      }
      parent[target] = this.value;
      return value;
    }
    throw new JSONPatchError(`unexpected operation on '${typeof parent}' (${this.name}:${index})`);
  }
  toObject() {
    return {
      op: this.name,
      path: this.path.toString(),
      value: this.value
    };
  }
}

/**
 * The JSON Patch _move_ operation.
 */
class OpMove {
  name = "move";
  constructor(from, path) {
    this.from = from;
    this.path = path;
  }
  apply(value, index) {
    if (this.path.isRelativeTo(this.from)) {
      throw new JSONPatchError(`can't move object to one of its own children (${this.name}:${index})`);
    }
    const obj = remove(value, this.from, this.name, index);
    return add(value, this.path, obj, this.name, index);
  }
  toObject() {
    return {
      op: this.name,
      from: this.from.toString(),
      path: this.path.toString()
    };
  }
}

/**
 * The JSON Patch _copy_ operation.
 */
class OpCopy {
  name = "copy";
  constructor(from, path) {
    this.from = from;
    this.path = path;
  }
  apply(value, index) {
    const [_, sourceObj] = this.from.resolveWithParent(value);
    if (sourceObj === UNDEFINED) {
      throw new JSONPatchError(`source object does not exist (${this.name}:${index})`);
    }
    return add(value, this.path, sourceObj, this.name, index);
  }

  // eslint-disable-next-line sonarjs/no-identical-functions
  toObject() {
    return {
      op: this.name,
      from: this.from.toString(),
      path: this.path.toString()
    };
  }
  deepCopy(value) {
    return JSON.parse(JSON.stringify(value));
  }
}

/**
 * The JSON Patch _test_ operation.
 */
class OpTest {
  name = "test";
  constructor(path, value) {
    this.path = path;
    this.value = value;
  }
  apply(value, index) {
    const [_, obj] = this.path.resolveWithParent(value);
    if (!deepEquals(obj, this.value)) {
      throw new JSONPatchTestFailure(`test failed (${this.name}:${index})`);
    }
    return value;
  }
  toObject() {
    return {
      op: this.name,
      path: this.path.toString(),
      value: this.value
    };
  }
}

/**
 * Add _value_ to _data_ at _path_.
 *
 * This is semantically the `add` operation, used by `OpAdd`, `OpMove` and
 * `OpCopy`.
 */
function add(data, path, value, opLabel, opIndex) {
  const [parent, obj] = path.resolveWithParent(data);
  if (parent === UNDEFINED) {
    // Replace the root object.
    return value;
  }
  const target = path.tokens.at(-1);
  if (target === undefined) {
    throw new JSONPatchError(`unexpected operation on 'undefined' (${opLabel}:${opIndex})`);
  }
  if (isArray(parent)) {
    if (obj === UNDEFINED) {
      if (!(target === "-" || Number(target) === parent.length)) {
        throw new JSONPatchError(`index out of range (${opLabel}:${opIndex})`);
      }
      parent.push(value);
      return data;
    }
    parent.splice(Number(target), 0, value);
    return data;
  }
  if (isObject(parent)) {
    parent[target] = value;
    return data;
  }
  throw new JSONPatchError(`unexpected operation on '${typeof parent}' (${opLabel}:${opIndex})`);
}

/**
 * Remove the element at _path_ from _data_ and return the removed value.
 *
 * This is semantically the `remove` operation used by `OpRemove` and
 * `OpMove`.
 */
function remove(data, path, opLabel, opIndex) {
  const [parent, obj] = path.resolveWithParent(data);
  if (parent === UNDEFINED) {
    throw new JSONPatchError(`can't remove root (${opLabel}:${opIndex})`);
  }
  const target = path.tokens.at(-1);
  if (target === undefined) {
    throw new JSONPatchError(`unexpected operation on 'undefined' (${opLabel}:${opIndex})`);
  }
  if (isArray(parent)) {
    if (obj === UNDEFINED) {
      throw new JSONPatchError(`can't ${opLabel} nonexistent item (${opLabel}:${opIndex})`);
    }
    parent.splice(Number(target), 1);
    return obj;
  }
  if (isObject(parent)) {
    if (obj === UNDEFINED) {
      throw new JSONPatchError(`can't ${opLabel} nonexistent property (${opLabel}:${opIndex})`);
    }
    delete parent[target];
    return obj;
  }
  throw new JSONPatchError(`unexpected operation on '${typeof parent}' (${opLabel}:${opIndex})`);
}

/**
 *
 */
class JSONPatch {
  ops = [];

  /**
   *
   * @param ops -
   */
  constructor(ops) {
    if (ops) {
      this.build(ops);
    }
  }

  /**
   * @returns an iterator over ops in this patch.
   */
  *[Symbol.iterator]() {
    for (const op of this.ops) {
      yield op.toObject();
    }
  }

  /**
   *
   * @param path -
   * @param value -
   * @returns
   */
  add(path, value) {
    this.ops.push(new OpAdd(this.ensurePointer(path, "add", this.ops.length), value));
    return this;
  }

  /**
   *
   * @param path -
   */
  remove(path) {
    this.ops.push(new OpRemove(this.ensurePointer(path, "remove", this.ops.length)));
    return this;
  }

  /**
   *
   * @param path -
   * @param value -
   * @returns
   */
  replace(path, value) {
    this.ops.push(new OpReplace(this.ensurePointer(path, "replace", this.ops.length), value));
    return this;
  }

  /**
   *
   * @param from -
   * @param path -
   * @returns
   */
  move(from, path) {
    this.ops.push(new OpMove(this.ensurePointer(from, "move", this.ops.length), this.ensurePointer(path, "move", this.ops.length)));
    return this;
  }
  /**
   *
   * @param from -
   * @param path -
   * @returns
   */
  copy(from, path) {
    this.ops.push(new OpCopy(this.ensurePointer(from, "copy", this.ops.length), this.ensurePointer(path, "copy", this.ops.length)));
    return this;
  }

  /**
   *
   * @param path -
   * @param value -
   * @returns
   */
  test(path, value) {
    this.ops.push(new OpTest(this.ensurePointer(path, "test", this.ops.length), value));
    return this;
  }

  /**
   *
   * @param value -
   */
  apply(value) {
    let _value = value;
    for (let i = 0; i < this.ops.length; i++) {
      const op = this.ops[i];
      try {
        _value = op.apply(_value, i);
      } catch (error) {
        if (error instanceof JSONPointerResolutionError) {
          throw new JSONPatchError(`${error.message} (${op.name}:${i})`);
        }
        throw error;
      }
    }
    return _value;
  }

  /**
   *
   * @returns
   */
  toArray() {
    return this.ops.map(op => op.toObject());
  }
  build(ops) {
    for (let i = 0; i < ops.length; i++) {
      const operation = ops[i];
      switch (operation.op) {
        case "add":
          this.add(this.opPointer(operation, "path", "add", i), this.opValue(operation, "value", "add", i));
          break;
        case "remove":
          this.remove(this.opPointer(operation, "path", "remove", i));
          break;
        case "replace":
          this.replace(this.opPointer(operation, "path", "replace", i), this.opValue(operation, "value", "replace", i));
          break;
        case "move":
          this.move(this.opPointer(operation, "from", "move", i), this.opPointer(operation, "path", "move", i));
          break;
        case "copy":
          this.copy(this.opPointer(operation, "from", "copy", i), this.opPointer(operation, "path", "copy", i));
          break;
        case "test":
          this.test(this.opPointer(operation, "path", "test", i), this.opValue(operation, "value", "test", i));
          break;
        default:
          throw new JSONPatchError(`expected 'op' to be one of 'add', 'remove', 'replace', 'move', 'copy' or 'test' (${operation.op}:${i})`);
      }
    }
  }
  opPointer(opObj, key, op, index) {
    if (!Object.hasOwn(opObj, key)) {
      throw new JSONPatchError(`missing property '${key}' (${op}:${index})`);
    }
    const p = opObj[key];
    if (!isString(p)) {
      throw new JSONPatchError(`expected a JSON Pointer string for '${key}', found ${typeof p} (${op}:${index})`);
    }
    try {
      return new JSONPointer(p);
    } catch (error) {
      if (error instanceof JSONPointerError) {
        throw new JSONPatchError(`${error.message} (${op}:${index})`);
      }
      throw error;
    }
  }
  opValue(opObj, key, op, index) {
    if (!Object.hasOwn(opObj, key)) {
      throw new JSONPatchError(`missing property '${key}' (${op}:${index})`);
    }
    return opObj[key];
  }
  ensurePointer(p, op, index) {
    if (p instanceof JSONPointer) {
      return p;
    }
    if (!isString(p)) {
      throw new JSONPatchError(`expected a JSON Pointer string, found ${typeof p} (${op}:${index})`);
    }
    try {
      return new JSONPointer(p);
    } catch (error) {
      if (error instanceof JSONPointerError) {
        throw new JSONPatchError(`${error.message} (${op}:${index})`);
      }
      throw error;
    }
  }
}

/**
 * Apply the JSON Patch _patch_ to JSON-like data _value_.
 * @param ops - JSON Patch operations following RFC 6902.
 * @param value - The target JSON-like document to patch.
 */
function apply(ops, value) {
  return new JSONPatch(ops).apply(value);
}

var index = /*#__PURE__*/Object.freeze({
  __proto__: null,
  JSONPatch: JSONPatch,
  JSONPatchError: JSONPatchError,
  JSONPatchTestFailure: JSONPatchTestFailure,
  apply: apply
});

const version = "2.3.1";

__webpack_unused_export__ = DEFAULT_ENVIRONMENT;
__webpack_unused_export__ = FunctionExpressionType;
__webpack_unused_export__ = JSONPatch;
__webpack_unused_export__ = JSONPatchError;
__webpack_unused_export__ = JSONPatchTestFailure;
__webpack_unused_export__ = JSONPathEnvironment;
__webpack_unused_export__ = JSONPathError;
__webpack_unused_export__ = JSONPathIndexError;
__webpack_unused_export__ = JSONPathLexerError;
__webpack_unused_export__ = JSONPathNode;
__webpack_unused_export__ = JSONPathNodeList;
__webpack_unused_export__ = JSONPathQuery;
__webpack_unused_export__ = JSONPathRecursionLimitError;
__webpack_unused_export__ = JSONPathSyntaxError;
__webpack_unused_export__ = JSONPathTypeError;
__webpack_unused_export__ = JSONPointer;
__webpack_unused_export__ = Nothing;
__webpack_unused_export__ = RelativeJSONPointer;
__webpack_unused_export__ = Token;
__webpack_unused_export__ = TokenKind;
__webpack_unused_export__ = UNDEFINED;
__webpack_unused_export__ = apply;
__webpack_unused_export__ = compile;
__webpack_unused_export__ = index;
exports.YF = index$1;
__webpack_unused_export__ = index$3;
__webpack_unused_export__ = lazyQuery;
__webpack_unused_export__ = query;
__webpack_unused_export__ = resolve;
__webpack_unused_export__ = version;


/***/ })

};
