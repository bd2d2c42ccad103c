// cli/templates.ts
import { readFileSync } from "node:fs";
var PROMPTS = new URL("../prompts/", import.meta.url);
function loadTemplates() {
  const read2 = (name) => readFileSync(new URL(name, PROMPTS), "utf8");
  return {
    namespaceHeader: read2("tool_search_namespace_header.md"),
    emptyCatalog: read2("tool_search_empty_catalog.md"),
    bridgeTools: read2("bridge_tools.json")
  };
}

// node_modules/lossless-json/lib/esm/utils.js
function isInteger(value) {
  return INTEGER_REGEX.test(value);
}
var INTEGER_REGEX = /^-?[0-9]+$/;
function isNumber(value) {
  return NUMBER_REGEX.test(value);
}
var NUMBER_REGEX = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
function isSafeNumber(value, config2) {
  if (isInteger(value)) {
    return Number.isSafeInteger(Number.parseInt(value, 10));
  }
  const num = Number.parseFloat(value);
  if (Number.isInteger(num) && !Number.isSafeInteger(num)) {
    return false;
  }
  const parsed = String(num);
  if (value === parsed) {
    return true;
  }
  const valueDigits = extractSignificantDigits(value);
  const parsedDigits = extractSignificantDigits(parsed);
  if (valueDigits === parsedDigits) {
    return true;
  }
  if (config2?.approx === true) {
    const requiredDigits = 14;
    if (parsedDigits.length >= requiredDigits && valueDigits.startsWith(parsedDigits.substring(0, requiredDigits))) {
      return true;
    }
  }
  return false;
}
var UnsafeNumberReason = /* @__PURE__ */ (function(UnsafeNumberReason2) {
  UnsafeNumberReason2["underflow"] = "underflow";
  UnsafeNumberReason2["overflow"] = "overflow";
  UnsafeNumberReason2["truncate_integer"] = "truncate_integer";
  UnsafeNumberReason2["truncate_float"] = "truncate_float";
  return UnsafeNumberReason2;
})({});
function getUnsafeNumberReason(value) {
  if (isSafeNumber(value, {
    approx: false
  })) {
    return void 0;
  }
  if (isInteger(value)) {
    return UnsafeNumberReason.truncate_integer;
  }
  const num = Number.parseFloat(value);
  if (!Number.isFinite(num)) {
    return UnsafeNumberReason.overflow;
  }
  if (num === 0) {
    return UnsafeNumberReason.underflow;
  }
  return UnsafeNumberReason.truncate_float;
}
function extractSignificantDigits(value) {
  const {
    start,
    end
  } = getSignificantDigitRange(value);
  const digits = value.substring(start, end);
  const dot = digits.indexOf(".");
  if (dot === -1) {
    return digits;
  }
  return digits.substring(0, dot) + digits.substring(dot + 1);
}
function getSignificantDigitRange(value) {
  let start = 0;
  if (value[0] === "-") {
    start++;
  }
  while (value[start] === "0" || value[start] === ".") {
    start++;
  }
  let end = value.lastIndexOf("e");
  if (end === -1) {
    end = value.lastIndexOf("E");
  }
  if (end === -1) {
    end = value.length;
  }
  while ((value[end - 1] === "0" || value[end - 1] === ".") && end > start) {
    end--;
  }
  return {
    start,
    end
  };
}

// node_modules/lossless-json/lib/esm/LosslessNumber.js
var losslessNumberMarker = /* @__PURE__ */ Symbol.for("lossless-json.LosslessNumber");
var LosslessNumber = class {
  // numeric value as string
  value;
  /**
   * @deprecated Use the isLosslessNumber(value) function instead.
   *
   * Ordinary objects may also have an isLosslessNumber property, so this
   * field cannot reliably identify lossless numbers.
   */
  isLosslessNumber = true;
  get [losslessNumberMarker]() {
    return true;
  }
  constructor(value) {
    if (!isNumber(value)) {
      throw new Error(`Invalid number (value: "${value}")`);
    }
    this.value = value;
  }
  /**
   * Get the value of the LosslessNumber as number or bigint.
   *
   * - a number is returned for safe numbers and decimal values that only lose some insignificant digits
   * - a bigint is returned for big integer numbers
   * - an Error is thrown for values that will overflow or underflow
   *
   * Note that you can implement your own strategy for conversion by just getting the value as string
   * via .toString(), and using util functions like isInteger, isSafeNumber, getUnsafeNumberReason,
   * and toSafeNumberOrThrow to convert it to a numeric value.
   */
  valueOf() {
    const unsafeReason = getUnsafeNumberReason(this.value);
    if (unsafeReason === void 0 || unsafeReason === UnsafeNumberReason.truncate_float) {
      return Number.parseFloat(this.value);
    }
    if (isInteger(this.value)) {
      return BigInt(this.value);
    }
    throw new Error(`Cannot safely convert to number: the value '${this.value}' would ${unsafeReason} and become ${Number.parseFloat(this.value)}`);
  }
  /**
   * Get the value of the LosslessNumber as string.
   */
  toString() {
    return this.value;
  }
  // Note: we do NOT implement a .toJSON() method, and you should not implement
  // or use that, it cannot safely turn the numeric value in the string into
  // stringified JSON since it has to be parsed into a number first.
};
function isLosslessNumber(value) {
  return value !== null && typeof value === "object" && value[losslessNumberMarker] === true;
}

// node_modules/lossless-json/lib/esm/numberParsers.js
function parseLosslessNumber(value) {
  return new LosslessNumber(value);
}

// node_modules/lossless-json/lib/esm/revive.js
function revive(json, reviver) {
  return reviveValue({
    "": json
  }, "", json, reviver);
}
function reviveValue(context, key, value, reviver) {
  if (Array.isArray(value)) {
    return reviver.call(context, key, reviveArray(value, reviver));
  }
  if (value && typeof value === "object" && !isLosslessNumber(value)) {
    return reviver.call(context, key, reviveObject(value, reviver));
  }
  return reviver.call(context, key, value);
}
function reviveObject(object, reviver) {
  for (const key of Object.keys(object)) {
    const value = reviveValue(object, key, object[key], reviver);
    if (value !== void 0) {
      object[key] = value;
    } else {
      delete object[key];
    }
  }
  return object;
}
function reviveArray(array, reviver) {
  for (let i = 0; i < array.length; i++) {
    const value = reviveValue(array, String(i), array[i], reviver);
    if (value === void 0) {
      delete array[i];
    } else {
      array[i] = value;
    }
  }
  return array;
}

// node_modules/lossless-json/lib/esm/parse.js
function parse(text2, reviver, options) {
  const optionsObj = typeof options === "function" ? {
    parseNumber: options
  } : options;
  const parseNumber = optionsObj?.parseNumber ?? parseLosslessNumber;
  const onDuplicateKey = optionsObj?.onDuplicateKey ?? throwDuplicateKey;
  let i = 0;
  const value = parseValue();
  expectValue(value);
  expectEndOfInput();
  return reviver ? revive(value, reviver) : value;
  function parseObject() {
    if (text2.charCodeAt(i) === codeOpeningBrace) {
      i++;
      skipWhitespace();
      const object = {};
      let initial = true;
      while (i < text2.length && text2.charCodeAt(i) !== codeClosingBrace) {
        if (!initial) {
          eatComma();
          skipWhitespace();
        } else {
          initial = false;
        }
        const start = i;
        const key = parseString();
        if (key === void 0) {
          throwObjectKeyExpected();
          return;
        }
        skipWhitespace();
        eatColon();
        const value2 = parseValue();
        if (value2 === void 0) {
          throwObjectValueExpected();
          return;
        }
        if (Object.prototype.hasOwnProperty.call(object, key) && !isDeepEqual(value2, object[key])) {
          const returnedValue = onDuplicateKey({
            key,
            position: start + 1,
            oldValue: object[key],
            newValue: value2
          });
          if (returnedValue !== void 0) {
            setObjectKey(object, key, returnedValue);
          }
        } else {
          setObjectKey(object, key, value2);
        }
      }
      if (text2.charCodeAt(i) !== codeClosingBrace) {
        throwObjectKeyOrEndExpected();
      }
      i++;
      return object;
    }
  }
  function parseArray() {
    if (text2.charCodeAt(i) === codeOpeningBracket) {
      i++;
      skipWhitespace();
      const array = [];
      let initial = true;
      while (i < text2.length && text2.charCodeAt(i) !== codeClosingBracket) {
        if (!initial) {
          eatComma();
        } else {
          initial = false;
        }
        const value2 = parseValue();
        expectArrayItem(value2);
        array.push(value2);
      }
      if (text2.charCodeAt(i) !== codeClosingBracket) {
        throwArrayItemOrEndExpected();
      }
      i++;
      return array;
    }
  }
  function parseValue() {
    skipWhitespace();
    const value2 = parseString() ?? parseNumeric() ?? parseObject() ?? parseArray() ?? parseKeyword("true", true) ?? parseKeyword("false", false) ?? parseKeyword("null", null);
    skipWhitespace();
    return value2;
  }
  function parseKeyword(name, value2) {
    if (text2.slice(i, i + name.length) === name) {
      i += name.length;
      return value2;
    }
  }
  function skipWhitespace() {
    while (isWhitespace(text2.charCodeAt(i))) {
      i++;
    }
  }
  function parseString() {
    if (text2.charCodeAt(i) === codeDoubleQuote) {
      i++;
      let result = "";
      while (i < text2.length && text2.charCodeAt(i) !== codeDoubleQuote) {
        if (text2.charCodeAt(i) === codeBackslash) {
          const char = text2[i + 1];
          const escapeChar = escapeCharacters[char];
          if (escapeChar !== void 0) {
            result += escapeChar;
            i++;
          } else if (char === "u") {
            if (isHex(text2.charCodeAt(i + 2)) && isHex(text2.charCodeAt(i + 3)) && isHex(text2.charCodeAt(i + 4)) && isHex(text2.charCodeAt(i + 5))) {
              result += String.fromCharCode(Number.parseInt(text2.slice(i + 2, i + 6), 16));
              i += 5;
            } else {
              throwInvalidUnicodeCharacter(i);
            }
          } else {
            throwInvalidEscapeCharacter(i);
          }
        } else {
          if (isValidStringCharacter(text2.charCodeAt(i))) {
            result += text2[i];
          } else {
            throwInvalidCharacter(text2[i]);
          }
        }
        i++;
      }
      expectEndOfString();
      i++;
      return result;
    }
  }
  function parseNumeric() {
    const start = i;
    if (text2.charCodeAt(i) === codeMinus) {
      i++;
      expectDigit(start);
    }
    if (text2.charCodeAt(i) === codeZero) {
      i++;
    } else if (isNonZeroDigit(text2.charCodeAt(i))) {
      i++;
      while (isDigit(text2.charCodeAt(i))) {
        i++;
      }
    } else {
      return void 0;
    }
    if (text2.charCodeAt(i) === codeDot) {
      i++;
      expectDigit(start);
      while (isDigit(text2.charCodeAt(i))) {
        i++;
      }
    }
    if (text2.charCodeAt(i) === codeLowercaseE || text2.charCodeAt(i) === codeUppercaseE) {
      i++;
      if (text2.charCodeAt(i) === codeMinus || text2.charCodeAt(i) === codePlus) {
        i++;
      }
      expectDigit(start);
      while (isDigit(text2.charCodeAt(i))) {
        i++;
      }
    }
    if (i > start) {
      return parseNumber(text2.slice(start, i));
    }
  }
  function eatComma() {
    if (text2.charCodeAt(i) !== codeComma) {
      throw new SyntaxError(`Comma ',' expected after value ${gotAt()}`);
    }
    i++;
  }
  function eatColon() {
    if (text2.charCodeAt(i) !== codeColon) {
      throw new SyntaxError(`Colon ':' expected after property name ${gotAt()}`);
    }
    i++;
  }
  function expectValue(value2) {
    if (value2 === void 0) {
      throw new SyntaxError(`JSON value expected ${gotAt()}`);
    }
  }
  function expectArrayItem(value2) {
    if (value2 === void 0) {
      throw new SyntaxError(`Array item expected ${gotAt()}`);
    }
  }
  function expectEndOfInput() {
    if (i < text2.length) {
      throw new SyntaxError(`Expected end of input ${gotAt()}`);
    }
  }
  function expectDigit(start) {
    if (!isDigit(text2.charCodeAt(i))) {
      const numSoFar = text2.slice(start, i);
      throw new SyntaxError(`Invalid number '${numSoFar}', expecting a digit ${gotAt()}`);
    }
  }
  function expectEndOfString() {
    if (text2.charCodeAt(i) !== codeDoubleQuote) {
      throw new SyntaxError(`End of string '"' expected ${gotAt()}`);
    }
  }
  function throwObjectKeyExpected() {
    throw new SyntaxError(`Quoted object key expected ${gotAt()}`);
  }
  function throwDuplicateKey({
    key,
    position
  }) {
    throw new SyntaxError(`Duplicate key '${key}' encountered at position ${position}`);
  }
  function throwObjectKeyOrEndExpected() {
    throw new SyntaxError(`Quoted object key or end of object '}' expected ${gotAt()}`);
  }
  function throwArrayItemOrEndExpected() {
    throw new SyntaxError(`Array item or end of array ']' expected ${gotAt()}`);
  }
  function throwInvalidCharacter(char) {
    throw new SyntaxError(`Invalid character '${char}' ${pos()}`);
  }
  function throwInvalidEscapeCharacter(start) {
    const chars = text2.slice(start, start + 2);
    throw new SyntaxError(`Invalid escape character '${chars}' ${pos()}`);
  }
  function throwObjectValueExpected() {
    throw new SyntaxError(`Object value expected after ':' ${pos()}`);
  }
  function throwInvalidUnicodeCharacter(start) {
    const chars = text2.slice(start, start + 6);
    throw new SyntaxError(`Invalid unicode character '${chars}' ${pos()}`);
  }
  function pos() {
    return `at position ${i}`;
  }
  function got() {
    return i < text2.length ? `but got '${text2[i]}'` : "but reached end of input";
  }
  function gotAt() {
    return `${got()} ${pos()}`;
  }
}
function setObjectKey(object, key, value) {
  if (key === "__proto__") {
    Object.defineProperty(object, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true
    });
  } else {
    object[key] = value;
  }
}
function isWhitespace(code) {
  return code === codeSpace || code === codeNewline || code === codeTab || code === codeReturn;
}
function isHex(code) {
  return code >= codeZero && code <= codeNine || code >= codeUppercaseA && code <= codeUppercaseF || code >= codeLowercaseA && code <= codeLowercaseF;
}
function isDigit(code) {
  return code >= codeZero && code <= codeNine;
}
function isNonZeroDigit(code) {
  return code >= codeOne && code <= codeNine;
}
function isValidStringCharacter(code) {
  return code >= 32 && code <= 1114111;
}
function isDeepEqual(a, b) {
  if (a === b) {
    return true;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => isDeepEqual(item, b[index]));
  }
  if (isObject(a) && isObject(b)) {
    const keys = [.../* @__PURE__ */ new Set([...Object.keys(a), ...Object.keys(b)])];
    return keys.every((key) => isDeepEqual(a[key], b[key]));
  }
  return false;
}
function isObject(value) {
  return typeof value === "object" && value !== null;
}
var escapeCharacters = {
  '"': '"',
  "\\": "\\",
  "/": "/",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "	"
  // note that \u is handled separately in parseString()
};
var codeBackslash = 92;
var codeOpeningBrace = 123;
var codeClosingBrace = 125;
var codeOpeningBracket = 91;
var codeClosingBracket = 93;
var codeSpace = 32;
var codeNewline = 10;
var codeTab = 9;
var codeReturn = 13;
var codeDoubleQuote = 34;
var codePlus = 43;
var codeMinus = 45;
var codeZero = 48;
var codeOne = 49;
var codeNine = 57;
var codeComma = 44;
var codeDot = 46;
var codeColon = 58;
var codeUppercaseA = 65;
var codeLowercaseA = 97;
var codeUppercaseE = 69;
var codeLowercaseE = 101;
var codeUppercaseF = 70;
var codeLowercaseF = 102;

// core/json-number-text.ts
var NUMBER_MARKER = "";
var MARKER_ESCAPE = "\\u0001";
var MARKED_QUOTE = `"${MARKER_ESCAPE}`;
var QUOTE = 34;
var BACKSLASH = 92;
function quoteNumbers(text2) {
  const parts = [];
  let copied = 0;
  const end = text2.length;
  let i = 0;
  while (i < end) {
    const c = text2.charCodeAt(i);
    if (c === QUOTE) {
      if (text2.startsWith(MARKER_ESCAPE, i + 1)) return void 0;
      i = skipString(text2, i);
    } else if (c === 45 || c >= 48 && c <= 57) {
      let j = i + 1;
      while (j < end && isNumberChar(text2.charCodeAt(j))) j++;
      parts.push(text2.slice(copied, i), MARKED_QUOTE, text2.slice(i, j), '"');
      copied = j;
      i = j;
    } else {
      i++;
    }
  }
  if (copied === 0) return text2;
  parts.push(text2.slice(copied));
  return parts.join("");
}
function skipString(text2, start) {
  let i = start + 1;
  while (i < text2.length) {
    const c = text2.charCodeAt(i);
    if (c === QUOTE) return i + 1;
    i += c === BACKSLASH ? 2 : 1;
  }
  return i;
}
function isNumberChar(c) {
  return c >= 48 && c <= 57 || c === 46 || c === 101 || c === 69 || c === 43 || c === 45;
}

// core/json-limits.ts
var MAX_JSON_DEPTH = 256;
var DEPTH_LIMIT_MESSAGE = `recursion limit exceeded: nested more than ${MAX_JSON_DEPTH} levels deep`;
var QUOTE_CHARS = 20;
function quoteStart(lexeme) {
  return lexeme.length > QUOTE_CHARS ? `${lexeme.slice(0, QUOTE_CHARS)}\u2026` : lexeme;
}

// core/json-scan.ts
var QUOTE2 = 34;
var BACKSLASH2 = 92;
function scanJsonText(text2) {
  let depth = 0;
  const end = text2.length;
  let i = 0;
  while (i < end) {
    const c = text2.charCodeAt(i);
    if (c === QUOTE2) {
      const issue = scanString(text2, i);
      if (typeof issue !== "number") return issue;
      i = issue;
    } else if (c === 91 || c === 123) {
      depth++;
      if (depth > MAX_JSON_DEPTH) return { cut: i, at: i, error: DEPTH_LIMIT_MESSAGE };
      i++;
    } else if (c === 93 || c === 125) {
      if (depth > 0) depth--;
      i++;
    } else if (c === 45 || c >= 48 && c <= 57) {
      let j = i + 1;
      let exponent = false;
      for (let d = text2.charCodeAt(j); j < end && isNumberChar2(d); d = text2.charCodeAt(++j)) {
        if (d === 101 || d === 69) exponent = true;
      }
      if (exponent || j - i > 300) {
        const issue = checkNumber(text2, i, j);
        if (issue) return issue;
      }
      i = j;
    } else {
      i++;
    }
  }
  return void 0;
}
function isNumberChar2(c) {
  return c >= 48 && c <= 57 || c === 46 || c === 101 || c === 69 || c === 43 || c === 45;
}
function checkNumber(text2, start, end) {
  const lexeme = text2.slice(start, end);
  const value = Number(lexeme);
  if (value !== Number.POSITIVE_INFINITY && value !== Number.NEGATIVE_INFINITY) return void 0;
  return { cut: start, at: start, error: `number out of range: ${quoteStart(lexeme)}` };
}
function scanString(text2, start) {
  const end = text2.length;
  let i = start + 1;
  while (i < end) {
    const c = text2.charCodeAt(i);
    if (c === QUOTE2) return i + 1;
    if (c !== BACKSLASH2) {
      i++;
      continue;
    }
    if (text2.charCodeAt(i + 1) !== 117) {
      i += 2;
      continue;
    }
    const unit = readHex4(text2, i + 2);
    if (unit === void 0) {
      i += 2;
      continue;
    }
    const step = checkSurrogate(text2, start, i, unit);
    if (typeof step !== "number") return step;
    i += step;
  }
  return end;
}
function checkSurrogate(text2, stringStart, slash, unit) {
  const issue = (at, error) => ({ cut: stringStart, at, error });
  const quoted = `"${text2.slice(slash, slash + 6)}"`;
  if (unit >= 56320 && unit <= 57343)
    return issue(slash + 5, `lone leading surrogate in hex escape ${quoted}`);
  const next = slash + 6;
  if (unit < 55296 || unit > 56319 || next >= text2.length) return 6;
  if (text2.charCodeAt(next) !== BACKSLASH2) return issue(next, `unexpected end of hex escape after ${quoted}`);
  if (next + 1 >= text2.length) return 6;
  if (text2.charCodeAt(next + 1) !== 117)
    return issue(next + 1, `unexpected end of hex escape after ${quoted}`);
  const low = readHex4(text2, next + 2);
  if (low === void 0) return 6;
  if (low < 56320 || low > 57343) return issue(next + 5, `lone leading surrogate in hex escape ${quoted}`);
  return 12;
}
function readHex4(text2, at) {
  if (at + 4 > text2.length) return void 0;
  const digits = text2.slice(at, at + 4);
  return /^[0-9a-fA-F]{4}$/.test(digits) ? Number.parseInt(digits, 16) : void 0;
}

// core/text-position.ts
function locateOffset(text2, offset) {
  const end = Math.min(Math.max(offset, 0), text2.length);
  let line = 1;
  let lineStart = 0;
  for (let i = text2.indexOf("\n"); i !== -1 && i < end; i = text2.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: end - lineStart + 1 };
}
var CHARACTER_NAMES = {
  65279: "byte-order mark",
  8203: "zero-width space",
  160: "no-break space",
  8232: "line separator",
  8233: "paragraph separator"
};
function showInvisible(message) {
  return message.replace(/'?([\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u00a0\p{Cs}])'?/gu, (_match, ch) => {
    const code = ch.codePointAt(0);
    const hex = `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
    const name = CHARACTER_NAMES[code];
    return name ? `${hex} (${name})` : hex;
  });
}

// core/json-value.ts
var JsonNumber = class {
  raw;
  constructor(raw) {
    this.raw = raw;
  }
  toJSON() {
    return this.raw;
  }
};
function isJsonObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof JsonNumber);
}
var I64_MIN = -(2n ** 63n);
var U64_MAX = 2n ** 64n - 1n;
var INTEGER_LEXEME = /^-?(0|[1-9][0-9]*)$/;
function classifyNumber(n) {
  if (INTEGER_LEXEME.test(n.raw)) {
    const value = BigInt(n.raw);
    const isNegativeZero = n.raw.startsWith("-") && value === 0n;
    if (!isNegativeZero && value >= I64_MIN && value <= U64_MAX) return { kind: "int", value };
  }
  return { kind: "float", value: Number(n.raw) };
}
function asU64(value) {
  if (!(value instanceof JsonNumber)) return void 0;
  const k = classifyNumber(value);
  return k.kind === "int" && k.value >= 0n ? k.value : void 0;
}
var BOM_MESSAGE = "the text starts with a byte-order mark (U+FEFF), which JSON does not allow; remove it or save the file as UTF-8 without BOM";
function parseJson(text2) {
  if (text2.charCodeAt(0) === 65279) return { ok: false, error: BOM_MESSAGE, line: 1, column: 1 };
  const read2 = readInOrder(text2);
  if (read2.ok) return read2;
  return { ok: false, error: read2.error, ...locateOffset(text2, read2.offset) };
}
function readInOrder(text2) {
  const issue = scanJsonText(text2);
  if (issue === void 0) return readValue(text2);
  const before = readLossless(text2.slice(0, issue.cut));
  if (!before.ok && before.offset < issue.cut) return before;
  if (before.ok) {
    const trailing = readLossless(text2.slice(0, issue.cut + 1));
    if (!trailing.ok) return trailing;
  }
  return { ok: false, error: issue.error, offset: issue.at };
}
function readValue(text2) {
  const quoted = quoteNumbers(text2);
  if (quoted !== void 0) {
    try {
      return { ok: true, value: reviveMarkedNumbers(JSON.parse(quoted)) };
    } catch {
    }
  }
  return readLossless(text2);
}
function reviveMarkedNumbers(value) {
  if (typeof value === "string")
    return value.charCodeAt(0) === MARKER_CODE ? new JsonNumber(value.slice(1)) : value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = reviveMarkedNumbers(value[i]);
  } else if (value !== null && typeof value === "object") {
    const record = value;
    for (const key of Object.keys(record)) record[key] = reviveMarkedNumbers(record[key]);
  }
  return value;
}
var MARKER_CODE = NUMBER_MARKER.charCodeAt(0);
function readLossless(text2) {
  try {
    return { ok: true, value: parse(text2, void 0, toJsonNumber) };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const position = / at position (\d+)$/.exec(message);
    const error = showInvisible(position ? message.slice(0, position.index) : message);
    return { ok: false, error, offset: position ? Number(position[1]) : 0 };
  }
}
function toJsonNumber(raw) {
  return new JsonNumber(raw);
}
function fromPlain(value) {
  if (value === null || value === void 0) return null;
  if (typeof value === "boolean" || typeof value === "string") return value;
  if (typeof value === "number")
    return new JsonNumber(Number.isInteger(value) ? BigInt(value).toString() : String(value));
  if (typeof value === "bigint") return new JsonNumber(value.toString());
  if (value instanceof JsonNumber) return value;
  if (Array.isArray(value)) return value.map(fromPlain);
  const out = {};
  for (const [k, v2] of Object.entries(value)) {
    if (v2 !== void 0)
      Object.defineProperty(out, k, {
        value: fromPlain(v2),
        enumerable: true,
        writable: true,
        configurable: true
      });
  }
  return out;
}

// core/text.ts
function utf8Length(s) {
  let bytes = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 128) bytes += 1;
    else if (c < 2048) bytes += 2;
    else if (c >= 55296 && c <= 56319 && i + 1 < s.length) {
      const next = s.charCodeAt(i + 1);
      if (next >= 56320 && next <= 57343) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}
function compareBytes(a, b) {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) {
      const xs = x >= 55296 && x <= 57343;
      const ys = y >= 55296 && y <= 57343;
      if (xs !== ys) return xs ? 1 : -1;
      return x < y ? -1 : 1;
    }
  }
  return a.length - b.length;
}
var LEADING_WHITE_SPACE = /^\p{White_Space}+/u;
var TRAILING_WHITE_SPACE = /\p{White_Space}+$/u;
function trimWhiteSpace(s) {
  return s.replace(LEADING_WHITE_SPACE, "").replace(TRAILING_WHITE_SPACE, "");
}
function trimEndWhiteSpace(s) {
  return s.replace(TRAILING_WHITE_SPACE, "");
}
function truncateToBytes(s, maxBytes) {
  let bytes = 0;
  let i = 0;
  for (const ch of s) {
    const len = utf8Length(ch);
    if (bytes + len > maxBytes) break;
    bytes += len;
    i += ch.length;
  }
  return s.slice(0, i);
}

// core/catalog.ts
var BRIDGE_NAMES = ["tool_search", "tool_describe", "tool_call"];
var BRIDGE_IDS = [
  "ironclaw.tool_search",
  "ironclaw.tool_describe",
  "ironclaw.tool_call"
];
var CORE_NAMES = [
  "tool_search",
  "tool_describe",
  "tool_call",
  "result_read",
  "read_file",
  "write_file",
  "list_dir",
  "glob",
  "grep",
  "apply_patch",
  "shell",
  "memory_search",
  "memory_read",
  "memory_write",
  "memory_tree",
  "http",
  "web_search",
  "extension_search",
  "extension_register_hosted_mcp",
  "extension_install",
  "extension_remove",
  "trigger_list",
  "trigger_create",
  "outbound_deliver",
  "outbound_delivery_targets_list",
  "skill_list",
  "time"
];
var MEMORY_ALIASES = {
  "ironclaw.memory.search": "memory_search",
  "ironclaw.memory.read": "memory_read",
  "ironclaw.memory.write": "memory_write",
  "ironclaw.memory.tree": "memory_tree"
};
var WEB_ACCESS_ALIASES = {
  "web-access.search": "web_search",
  "web-access.get_content": "web_fetch"
};
function matchCoreName(def, c) {
  const id = def.capability_id;
  if (def.name === c) return "core_name";
  if (id === `builtin.${c}`) return "builtin_id";
  if (MEMORY_ALIASES[id] === c) return "memory_alias";
  if (WEB_ACCESS_ALIASES[id] === c) return "web_access_alias";
  if (id.endsWith(`.${c}`)) return "id_suffix";
  return null;
}
function isBridgeDefinition(def) {
  return BRIDGE_NAMES.includes(def.name) || BRIDGE_IDS.includes(def.capability_id);
}
function findCoreRule(def) {
  for (const c of CORE_NAMES) {
    const rule = matchCoreName(def, c);
    if (rule) return { rule, coreName: c };
  }
  return null;
}
function buildCatalog(authorized, effectivePins) {
  const pins = new Set(effectivePins);
  const entries = [];
  for (const definition of authorized) {
    if (isBridgeDefinition(definition)) continue;
    const core = findCoreRule(definition);
    if (core) entries.push({ definition, tier: "core", coreRule: core.rule, coreName: core.coreName });
    else if (pins.has(definition.capability_id))
      entries.push({ definition, tier: "core", coreRule: "profile_pin", coreName: null });
    else entries.push({ definition, tier: "discoverable", coreRule: null, coreName: null });
  }
  return entries.sort((a, b) => compareBytes(a.definition.name, b.definition.name));
}

// core/explain-search.ts
function explainSearch(result) {
  return {
    hits: result.ranking.ranked.slice(0, result.limit),
    document_count: result.ranking.document_count,
    average_length: result.ranking.average_length
  };
}

// core/index-description.ts
var INDEX_BUDGET_BYTES = 3800;
var NAMESPACE_TAIL_RESERVE = 96;
var ALPHABETICAL_TAIL_RESERVE = 80;
var MODEL_SAFE_MAX_BYTES = 4096;
var SectionWriter = class {
  sections = [];
  bytes = 0;
  add(kind, text2, extra = {}) {
    const start = this.bytes;
    this.bytes += utf8Length(text2);
    this.sections.push({ kind, text: text2, start_byte: start, end_byte: this.bytes, ...extra });
  }
  /** The budget rule: a line fits when length + line + reserve stays within the budget. */
  fits(line, reserve) {
    return this.bytes + utf8Length(line) + reserve <= INDEX_BUDGET_BYTES;
  }
  text() {
    return this.sections.map((s) => s.text).join("");
  }
};
function renderNamespaceIndex(namespaces, templates) {
  const w = new SectionWriter();
  const base = {
    budget: INDEX_BUDGET_BYTES,
    reserve: NAMESPACE_TAIL_RESERVE,
    hard_cap: MODEL_SAFE_MAX_BYTES
  };
  const total = namespaces.reduce((n, g) => n + g.tool_names.length, 0);
  const rounds = fairRounds(namespaces);
  if (namespaces.length === 0) {
    w.add("empty_catalog", trimEndWhiteSpace(templates.emptyCatalog));
    return explained(w, {
      ...base,
      renderer: "empty_catalog",
      stopped_at: null,
      rounds,
      shown_count: 0,
      total_count: 0
    });
  }
  const header = trimEndWhiteSpace(templates.namespaceHeader).replaceAll("{{total_tools}}", String(total)).replaceAll("{{namespace_count}}", String(namespaces.length));
  w.add("header", header);
  for (const group of namespaces) {
    const line = `
- ${group.namespace} (${group.tool_names.length})`;
    if (!w.fits(line, NAMESPACE_TAIL_RESERVE)) {
      const stopped_at2 = {
        kind: "namespace",
        text: line,
        bytes_if_added: w.bytes + utf8Length(line)
      };
      w.add("namespace_overflow", "\n- additional authorized namespaces exist; use tool_search");
      return explained(w, {
        ...base,
        renderer: "namespaces",
        stopped_at: stopped_at2,
        rounds,
        shown_count: 0,
        total_count: total
      });
    }
    w.add("namespace", line, { namespace: group.namespace });
  }
  w.add("representatives_heading", "\nRepresentative tools (fair namespace rounds):");
  let shown = 0;
  let stopped_at = null;
  outer: for (const round of byRound(rounds)) {
    for (const { namespace, tool } of round) {
      const line = `
- ${tool.name}`;
      if (!w.fits(line, NAMESPACE_TAIL_RESERVE)) {
        stopped_at = { kind: "representative", text: line, bytes_if_added: w.bytes + utf8Length(line) };
        break outer;
      }
      w.add("representative", line, { name: tool.name, namespace, round: tool.round });
      tool.shown = true;
      shown++;
    }
  }
  if (shown < total) {
    w.add("tail", `
\u2026and ${total - shown} more \u2014 use tool_search(query="<service or action>").`);
  }
  return explained(w, {
    ...base,
    renderer: "namespaces",
    stopped_at,
    rounds,
    shown_count: shown,
    total_count: total
  });
}
function renderAlphabeticalIndex(names, withSignatures) {
  const w = new SectionWriter();
  const hint = withSignatures ? "Search results may include complete schemas; use tool_describe when schema_complete=false." : "Use tool_describe after tool_search before invoking a result.";
  w.add("header", `Search ${names.length} additional tools loaded on demand. ${hint} Available tools:`);
  let shown = 0;
  let stopped_at = null;
  for (const name of names) {
    const line = `
- ${name}`;
    if (!w.fits(line, ALPHABETICAL_TAIL_RESERVE)) {
      stopped_at = { kind: "representative", text: line, bytes_if_added: w.bytes + utf8Length(line) };
      break;
    }
    w.add("representative", line, { name });
    shown++;
  }
  if (shown < names.length) w.add("tail", `
\u2026and ${names.length - shown} more \u2014 use tool_search.`);
  return explained(w, {
    renderer: "alphabetical",
    budget: INDEX_BUDGET_BYTES,
    reserve: ALPHABETICAL_TAIL_RESERVE,
    hard_cap: MODEL_SAFE_MAX_BYTES,
    stopped_at,
    rounds: [],
    shown_count: shown,
    total_count: names.length
  });
}
function fairRounds(namespaces) {
  return namespaces.map((g) => ({
    namespace: g.namespace,
    tools: g.tool_names.map((name, round) => ({ name, round, shown: false }))
  }));
}
function* byRound(rounds) {
  const depth = rounds.reduce((max, r) => Math.max(max, r.tools.length), 0);
  for (let r = 0; r < depth; r++) {
    const round = [];
    for (const group of rounds) {
      const tool = group.tools[r];
      if (tool) round.push({ namespace: group.namespace, tool });
    }
    yield round;
  }
}
function explained(w, rest) {
  return { text: w.text(), explanation: { ...rest, sections: w.sections } };
}
function checkModelSafe(text2) {
  if (text2.length === 0) return { ok: false, error: "tool_search description must not be empty" };
  const bytes = utf8Length(text2);
  if (bytes > MODEL_SAFE_MAX_BYTES) {
    return {
      ok: false,
      error: `tool_search description is ${bytes} bytes, over the ${MODEL_SAFE_MAX_BYTES}-byte cap`
    };
  }
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/.test(text2)) {
    return { ok: false, error: "tool_search description contains a control character" };
  }
  return { ok: true };
}

// core/namespaces.ts
var CODING = /* @__PURE__ */ new Set(["read_file", "write_file", "list_dir", "glob", "grep", "apply_patch", "shell"]);
function builtinNamespace(local) {
  if (CODING.has(local)) return "coding";
  if (local === "http" || local.startsWith("http.")) return "web";
  if (local.startsWith("extension_") || local.startsWith("ironhub_")) return "extensions";
  if (local.startsWith("skill_")) return "skills";
  if (local.startsWith("trigger_")) return "scheduling";
  if (local.startsWith("outbound_") || local.startsWith("notification_") || local === "attach_workspace_file_to_reply") {
    return "messaging";
  }
  if (local.startsWith("trace_commons.")) return "observability";
  if (local.startsWith("admin_") || local.startsWith("operator_config_")) return "settings";
  if (local === "spawn_subagent") return "agents";
  if (local === "json") return "data";
  return "system";
}
function namespaceOf(capabilityId) {
  if (capabilityId.startsWith("builtin.")) return builtinNamespace(capabilityId.slice("builtin.".length));
  if (capabilityId.startsWith("ironclaw.memory.")) return "memory";
  if (capabilityId.startsWith("ironclaw.")) return "system";
  const dot = capabilityId.indexOf(".");
  return dot < 0 ? capabilityId : capabilityId.slice(0, dot);
}
function groupByNamespace(tools) {
  const groups = /* @__PURE__ */ new Map();
  for (const tool of tools) {
    const ns = namespaceOf(tool.capability_id);
    const list = groups.get(ns);
    if (list) list.push(tool.name);
    else groups.set(ns, [tool.name]);
  }
  return [...groups.entries()].sort(([a], [b]) => compareBytes(a, b)).map(([namespace, names]) => ({ namespace, tool_names: names.sort(compareBytes) }));
}

// core/records.ts
function recordFromMap(map) {
  const out = {};
  for (const [key, value] of map) {
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

// core/ids.ts
var MAX_CAPABILITY_SEGMENT_BYTES = 128;
var MAX_PROVIDER_NAME_BYTES = 64;
var CAPABILITY_SHAPE = "must be '<extension>.<capability>[.<sub>...]'";
var SEGMENT_CHARS = /^[a-z0-9_-]*$/;
var SEGMENT_START = /^[a-z0-9]/;
var PROVIDER_CHARS = /^[A-Za-z0-9_-]*$/;
function validateCapabilityId(id) {
  if (id.length === 0 || !id.includes(".")) return `invalid capability id '${id}': ${CAPABILITY_SHAPE}`;
  const segments = id.split(".");
  if (segments.some((s) => s.length === 0)) {
    return `invalid capability id '${id}': empty dot segments are not allowed`;
  }
  for (const segment of segments) {
    if (utf8Length(segment) > MAX_CAPABILITY_SEGMENT_BYTES) {
      return `invalid capability id '${segment}': must be at most ${MAX_CAPABILITY_SEGMENT_BYTES} bytes`;
    }
    if (!SEGMENT_START.test(segment)) {
      return `invalid capability id '${segment}': must start with lowercase ASCII letter or digit`;
    }
    if (!SEGMENT_CHARS.test(segment)) {
      return `invalid capability id '${segment}': only lowercase ASCII letters, digits, '_', '-', and '.' are allowed`;
    }
  }
  return null;
}
function validateProviderName(name) {
  if (name.length === 0) return `invalid provider_tool_name id '${name}': must not be empty`;
  if (utf8Length(name) > MAX_PROVIDER_NAME_BYTES) {
    return `invalid provider_tool_name id '${name}': must be at most ${MAX_PROVIDER_NAME_BYTES} bytes`;
  }
  if (!PROVIDER_CHARS.test(name)) {
    return `invalid provider_tool_name id '${name}': only ASCII letters, digits, '_', and '-' are allowed`;
  }
  return null;
}
var EXTERNAL_PREFIX = "external_tool.";
function encodeCapabilityId(id) {
  if (id.startsWith(EXTERNAL_PREFIX)) return id.slice(EXTERNAL_PREFIX.length);
  return id.replaceAll(".", "__");
}

// core/json-depth.ts
function exceedsDepthLimit(value, depth = 0) {
  const stack = [{ value, depth }];
  while (stack.length > 0) {
    const { value: item, depth: depth2 } = stack.pop();
    const children = Array.isArray(item) ? item : isJsonObject(item) ? Object.values(item) : null;
    if (children === null) continue;
    if (depth2 >= MAX_JSON_DEPTH) return true;
    for (const child of children) stack.push({ value: child, depth: depth2 + 1 });
  }
  return false;
}

// core/modes.ts
var MODE_NAMES = ["off", "compact", "signatures", "namespaces", "bridged"];
var DEFAULT_MODE = "namespaces";
var SWITCHES = {
  off: {
    includes_complete_signatures: false,
    includes_namespace_summaries: false,
    includes_profile_pins: false
  },
  compact: {
    includes_complete_signatures: false,
    includes_namespace_summaries: false,
    includes_profile_pins: false
  },
  signatures: {
    includes_complete_signatures: true,
    includes_namespace_summaries: false,
    includes_profile_pins: false
  },
  namespaces: {
    includes_complete_signatures: true,
    includes_namespace_summaries: true,
    includes_profile_pins: false
  },
  bridged: {
    includes_complete_signatures: true,
    includes_namespace_summaries: true,
    includes_profile_pins: true
  }
};
function isModeName(value) {
  return typeof value === "string" && MODE_NAMES.includes(value);
}
function parseModeValue(raw) {
  if (raw === null || raw === "") return DEFAULT_MODE;
  const lowered = raw.replace(/[A-Z]/g, (c) => c.toLowerCase());
  return isModeName(lowered) ? lowered : "off";
}
function describeMode(resolved, source) {
  return { resolved, source, decorator_enabled: resolved !== "off", ...SWITCHES[resolved] };
}

// core/policy.ts
var POLICY_KINDS = ["allow_all", "allow_only", "all_except"];
function allowAll() {
  return { kind: "allow_all" };
}
function permits(policy, capabilityId) {
  switch (policy.kind) {
    case "allow_all":
      return true;
    case "allow_only":
      return policy.ids.has(capabilityId);
    case "all_except":
      return !policy.ids.has(capabilityId);
  }
}

// core/production-surface.ts
var PLAYGROUND_KEY = "playground";
function readSurfaceSetting(scenario) {
  const own = scenario[PLAYGROUND_KEY];
  return isJsonObject(own) && own.surface === "production" ? "production" : "as_written";
}
function readPolicyLeniently(value) {
  if (!isJsonObject(value)) return allowAll();
  const kind = POLICY_KINDS.find((k) => k === value.kind);
  if (kind === void 0 || kind === "allow_all") return allowAll();
  const ids = Array.isArray(value.ids) ? value.ids.filter((id) => typeof id === "string") : [];
  return { kind, ids: new Set(ids) };
}
function derivePermittedIds(scenario) {
  const definitions = Array.isArray(scenario.definitions) ? scenario.definitions : [];
  const policy = readPolicyLeniently(scenario.policy);
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const definition of definitions) {
    if (!isJsonObject(definition)) continue;
    const id = definition.capability_id;
    if (typeof id !== "string" || seen.has(id) || validateCapabilityId(id) !== null) continue;
    seen.add(id);
    if (permits(policy, id)) out.push(id);
  }
  return out;
}
function applyProductionSurface(scenario) {
  if (!isJsonObject(scenario) || readSurfaceSetting(scenario) !== "production") return scenario;
  return { ...scenario, surface_ids: derivePermittedIds(scenario) };
}

// core/scenario-document.ts
var SCENARIO_VERSION_KEY = "scenario_version";
var CURRENT_SCENARIO_VERSION = 1;
var UPGRADES = {};
function readDocumentVersion(document) {
  if (!Object.hasOwn(document, SCENARIO_VERSION_KEY)) return 1;
  const raw = document[SCENARIO_VERSION_KEY];
  const version = raw instanceof JsonNumber ? asU64(raw) : void 0;
  if (version === void 0 || version < 1n) {
    const shown = raw instanceof JsonNumber ? raw.raw : JSON.stringify(raw);
    return { error: `scenario.${SCENARIO_VERSION_KEY} must be a positive integer (got ${shown})` };
  }
  if (version > BigInt(CURRENT_SCENARIO_VERSION)) {
    return {
      error: `scenario.${SCENARIO_VERSION_KEY} is ${version}: this build reads versions up to ${CURRENT_SCENARIO_VERSION}`
    };
  }
  return Number(version);
}
function upgradeDocument(document, from, to, steps) {
  let current = document;
  for (let version = from; version < to; version++) {
    const step = steps[version];
    if (!step) return { ok: false, error: `no upgrade from scenario version ${version}` };
    current = { ...step(current), [SCENARIO_VERSION_KEY]: new JsonNumber(String(version + 1)) };
  }
  return { ok: true, document: current };
}
function readScenarioDocument(value) {
  if (!isJsonObject(value))
    return { ok: true, document: value, version: CURRENT_SCENARIO_VERSION, upgradedFrom: null };
  const version = readDocumentVersion(value);
  if (typeof version !== "number") return { ok: false, error: version.error };
  if (version === CURRENT_SCENARIO_VERSION) {
    return { ok: true, document: value, version, upgradedFrom: null };
  }
  const upgraded = upgradeDocument(value, version, CURRENT_SCENARIO_VERSION, UPGRADES);
  if (!upgraded.ok) return upgraded;
  return { ok: true, document: upgraded.document, version: CURRENT_SCENARIO_VERSION, upgradedFrom: version };
}

// core/canonical-json.ts
function canonicalJson(value) {
  const parts = [];
  write(value, parts);
  return parts.join("");
}
function write(value, out) {
  if (value === null || value === void 0) {
    out.push("null");
  } else if (typeof value === "boolean") {
    out.push(value ? "true" : "false");
  } else if (typeof value === "string") {
    out.push(quoteJsonString(value));
  } else if (typeof value === "number") {
    out.push(formatPlainNumber(value));
  } else if (typeof value === "bigint") {
    out.push(value.toString());
  } else if (Array.isArray(value)) {
    out.push("[");
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out.push(",");
      write(value[i], out);
    }
    out.push("]");
  } else if (isJsonObject(value)) {
    const obj = value;
    const keys = Object.keys(obj).filter((k) => obj[k] !== void 0).sort(compareBytes);
    out.push("{");
    keys.forEach((key, i) => {
      if (i > 0) out.push(",");
      out.push(quoteJsonString(key), ":");
      write(obj[key], out);
    });
    out.push("}");
  } else {
    out.push(formatJsonNumber(value));
  }
}
var ESCAPES = {
  '"': '\\"',
  "\\": "\\\\",
  "\b": "\\b",
  "\f": "\\f",
  "\n": "\\n",
  "\r": "\\r",
  "	": "\\t"
};
function quoteJsonString(s) {
  if (!NEEDS_ESCAPE.test(s)) return `"${s}"`;
  return `"${s.replace(ESCAPE_ALL, (c) => ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)}"`;
}
var NEEDS_ESCAPE = /["\\\u0000-\u001f]/;
var ESCAPE_ALL = /["\\\u0000-\u001f]/g;
function formatJsonNumber(n) {
  const k = classifyNumber(n);
  return k.kind === "int" ? k.value.toString() : formatFloat(k.value);
}
function formatPlainNumber(n) {
  if (Number.isInteger(n) && !Object.is(n, -0)) return BigInt(n).toString();
  return formatFloat(n);
}
function formatFloat(x) {
  if (!Number.isFinite(x)) return "null";
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0.0";
  const sign = x < 0 ? "-" : "";
  const [mantissa, expText] = Math.abs(x).toExponential().split("e");
  const digits = mantissa.replace(".", "");
  const length = digits.length;
  const kk = Number(expText) + 1;
  const k = kk - length;
  let body;
  if (k >= 0 && kk <= 16) body = `${digits}${"0".repeat(k)}.0`;
  else if (kk > 0 && kk <= 16) body = `${digits.slice(0, kk)}.${digits.slice(kk)}`;
  else if (kk > -5 && kk <= 0) body = `0.${"0".repeat(-kk)}${digits}`;
  else if (length === 1) body = `${digits}e${kk - 1}`;
  else body = `${digits[0]}.${digits.slice(1)}e${kk - 1}`;
  return sign + body;
}

// core/token-estimate.ts
var U32_MAX = 4294967295;
function estimateTokens(text2) {
  if (text2.length === 0) return 0;
  let units = 0;
  for (let i = 0; i < text2.length; i++) {
    const c = text2.charCodeAt(i);
    if (c < 128) units += 1;
    else if (c < 2048) units += 4;
    else if (c >= 55296 && c <= 56319 && i + 1 < text2.length) {
      const next = text2.charCodeAt(i + 1);
      if (next >= 56320 && next <= 57343) {
        units += 8;
        i++;
      } else units += 6;
    } else units += 6;
  }
  return Math.max(1, Math.ceil(units / 4));
}
function saturatingAdd(a, b) {
  return Math.min(U32_MAX, a + b);
}
function canonicalSchemaJson(def) {
  return canonicalJson({ description: def.description, name: def.name, parameters: def.parameters });
}
function estimateSchemaTokens(def) {
  return estimateTokens(canonicalSchemaJson(def));
}

// core/scenario.ts
var DEFAULT_MAX_TOKENS = 12e3;
var DEFAULT_MAX_TOOLS = 32;
var Rejection = class extends Error {
};
function reject(message) {
  throw new Rejection(message);
}
function readScenario(value, cache) {
  if (cache ? exceedsDepthLimitReusing(value, cache) : exceedsDepthLimit(value))
    return { ok: false, error: DEPTH_LIMIT_MESSAGE };
  const document = readScenarioDocument(value);
  if (!document.ok) return document;
  try {
    return { ok: true, scenario: read(applyProductionSurface(document.document), cache) };
  } catch (err) {
    if (err instanceof Rejection) return { ok: false, error: err.message };
    throw err;
  }
}
function exceedsDepthLimitReusing(value, cache) {
  if (!isJsonObject(value) || !Array.isArray(value.definitions)) return exceedsDepthLimit(value);
  for (const key of Object.keys(value)) {
    if (key !== "definitions" && exceedsDepthLimit(value[key], 1)) return true;
  }
  for (const definition of value.definitions) {
    if (isJsonObject(definition) && cache.shallowDefinitions.has(definition)) continue;
    if (exceedsDepthLimit(definition, 2)) return true;
    if (isJsonObject(definition)) cache.shallowDefinitions.add(definition);
  }
  return false;
}
function read(value, cache) {
  if (!isJsonObject(value)) reject("scenario must be a JSON object");
  const has = (key) => Object.hasOwn(value, key);
  const definitionsValue = value.definitions;
  if (!Array.isArray(definitionsValue)) reject("scenario.definitions must be an array");
  const errors = { definitions: [], pins: [], policy: [], surface_ids: [] };
  const definitions = [];
  definitionsValue.forEach((raw, index) => {
    const { definition, failures } = readDefinitionCached(raw, cache);
    for (const failure of failures) errors.definitions.push({ index, ...failure });
    if (definition) definitions.push({ index, definition });
  });
  const surface = has("surface_ids") ? value.surface_ids : null;
  const surfaceIds = surface === null || surface === void 0 ? null : readIdList(surface, "surface_ids", errors.surface_ids);
  const pins = has("pins") && value.pins !== null ? readIdList(value.pins, "pins", errors.pins) : [];
  const policy = readPolicy(has("policy") ? value.policy : null, errors.policy);
  return {
    definitions,
    surfaceIds,
    pins,
    policy,
    mode: readMode(value),
    caps: readCaps(has("caps") ? value.caps : null),
    promoted: readPromoted(has("promoted") ? value.promoted : null),
    queries: readAnyList(value, "queries"),
    resolve: readAnyList(value, "resolve"),
    debug: value.debug === true,
    errors
  };
}
function readDefinitionCached(raw, cache) {
  if (!cache || !isJsonObject(raw)) return readDefinition(raw);
  let read2 = cache.definitionReads.get(raw);
  if (read2 === void 0) {
    read2 = readDefinition(raw);
    cache.definitionReads.set(raw, read2);
  }
  return read2;
}
function readDefinition(raw) {
  if (!isJsonObject(raw)) {
    return { definition: null, failures: [{ field: "definition", input: raw, error: "not an object" }] };
  }
  const out = [];
  const fail = (field, input, error) => out.push({ field, input: input === void 0 ? null : input, error });
  const id = raw.capability_id;
  if (typeof id !== "string") fail("capability_id", id, "missing or not a string");
  else {
    const err = validateCapabilityId(id);
    if (err) fail("capability_id", id, err);
  }
  const name = raw.name;
  if (typeof name !== "string") fail("name", name, "missing or not a string");
  else {
    const err = validateProviderName(name);
    if (err) fail("name", name, err);
  }
  const description = raw.description;
  if (typeof description !== "string") fail("description", description, "missing or not a string");
  if (!Object.hasOwn(raw, "parameters")) fail("parameters", null, "missing");
  const verified = raw.verified;
  if (verified !== void 0 && verified !== null && typeof verified !== "boolean") {
    fail("verified", verified, "must be a boolean");
  }
  if (out.length > 0) return { definition: null, failures: out };
  const definition = {
    capability_id: id,
    name,
    description,
    parameters: raw.parameters,
    verified: verified === true
  };
  return { definition, failures: out };
}
function readIdList(value, field, out) {
  if (!Array.isArray(value)) reject(`scenario.${field} must be an array`);
  const ids = [];
  value.forEach((item, index) => {
    if (typeof item !== "string") {
      out.push({ index, field, input: item, error: "not a string" });
      return;
    }
    const err = validateCapabilityId(item);
    if (err) out.push({ index, field, input: item, error: err });
    else ids.push(item);
  });
  return ids;
}
function readPolicy(value, out) {
  if (value === null) return allowAll();
  if (!isJsonObject(value)) reject("scenario.policy must be an object or null");
  const kind = value.kind;
  if (kind === "allow_all") return allowAll();
  if (kind !== "allow_only" && kind !== "all_except") {
    reject("scenario.policy.kind must be 'allow_all', 'allow_only' or 'all_except'");
  }
  const idsValue = value.ids;
  if (!Array.isArray(idsValue)) reject("scenario.policy.ids must be an array");
  return { kind, ids: new Set(readIdList(idsValue, "policy.ids", out)) };
}
function readMode(scenario) {
  if (Object.hasOwn(scenario, "mode_raw")) {
    const raw = scenario.mode_raw;
    if (raw !== null && typeof raw !== "string") reject("scenario.mode_raw must be a string or null");
    return describeMode(parseModeValue(raw), "mode_raw");
  }
  const mode = scenario.mode;
  if (mode === void 0 || mode === null) return describeMode(DEFAULT_MODE, "default");
  if (!isModeName(mode))
    reject("scenario.mode must be one of 'off', 'compact', 'signatures', 'namespaces', 'bridged'");
  return describeMode(mode, "mode");
}
function readCaps(value) {
  if (value === null) return { maxTokens: DEFAULT_MAX_TOKENS, maxTools: DEFAULT_MAX_TOOLS, ctxLimit: null };
  if (!isJsonObject(value)) reject("scenario.caps must be an object or null");
  const cap = (key, max) => {
    const v2 = value[key];
    if (v2 === void 0 || v2 === null) return null;
    const n = asU64(v2);
    if (n === void 0 || max !== null && n > max) {
      const shown = v2 instanceof JsonNumber ? v2.raw : JSON.stringify(v2);
      reject(
        `scenario.caps.${key} must be a non-negative integer${max !== null ? ` at most ${max}` : ""} (got ${shown})`
      );
    }
    return n;
  };
  const maxTokens = cap("max_tokens", BigInt(U32_MAX));
  const maxTools = cap("max_tools", null);
  const ctxLimit = cap("ctx_limit", BigInt(U32_MAX));
  return {
    maxTokens: maxTokens === null ? DEFAULT_MAX_TOKENS : Number(maxTokens),
    maxTools: maxTools === null ? DEFAULT_MAX_TOOLS : maxTools <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(maxTools) : maxTools,
    ctxLimit: ctxLimit === null ? null : Number(ctxLimit)
  };
}
function readPromoted(value) {
  if (value === null) return [];
  if (!Array.isArray(value) || value.some((v2) => typeof v2 !== "string")) {
    reject("scenario.promoted must be an array of strings");
  }
  return value;
}
function readAnyList(scenario, key) {
  const value = scenario[key];
  if (value === void 0 || value === null) return [];
  if (!Array.isArray(value)) reject(`scenario.${key} must be an array`);
  return value;
}

// core/search/tokenize.ts
var ALPHANUMERIC = /^[\p{Alphabetic}\p{N}]$/u;
var NUMERIC = /^\p{N}$/u;
var UPPERCASE = /^\p{Uppercase}$/u;
var LOWERCASE = /^\p{Lowercase}$/u;
var NOT_A_WORD_CHAR = {
  alphanumeric: false,
  numeric: false,
  uppercase: false,
  lowercase: false
};
var ASCII_CLASSES = Array.from({ length: 128 }, (_, code) => {
  const ch = String.fromCharCode(code);
  const digit = ch >= "0" && ch <= "9";
  const upper = ch >= "A" && ch <= "Z";
  const lower = ch >= "a" && ch <= "z";
  return { alphanumeric: digit || upper || lower, numeric: digit, uppercase: upper, lowercase: lower };
});
function classify(ch) {
  const code = ch.codePointAt(0);
  if (code < 128) return ASCII_CLASSES[code];
  if (!ALPHANUMERIC.test(ch)) return NOT_A_WORD_CHAR;
  return {
    alphanumeric: true,
    numeric: NUMERIC.test(ch),
    uppercase: UPPERCASE.test(ch),
    lowercase: LOWERCASE.test(ch)
  };
}
function tokenize(text2) {
  if (!NON_ASCII.test(text2)) return tokenizeAscii(text2);
  const chars = Array.from(text2);
  const terms = [];
  const seen = /* @__PURE__ */ new Set();
  let word = "";
  const endWord = () => {
    if (word !== "" && !seen.has(word)) {
      seen.add(word);
      terms.push(word);
    }
    word = "";
  };
  let previousLowercaseOrNumeric = false;
  let previousUppercase = false;
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    const cls = classify(ch);
    if (!cls.alphanumeric) {
      endWord();
      previousLowercaseOrNumeric = false;
      previousUppercase = false;
      continue;
    }
    if (cls.uppercase) {
      const next = chars[i + 1];
      const nextLowercase = next !== void 0 && classify(next).lowercase;
      if (previousLowercaseOrNumeric || previousUppercase && nextLowercase) endWord();
    }
    word += ch.toLowerCase();
    previousLowercaseOrNumeric = cls.lowercase || cls.numeric;
    previousUppercase = cls.uppercase;
  }
  endWord();
  return terms;
}
var NON_ASCII = /[^\x00-\x7f]/;
function tokenizeAscii(text2) {
  const terms = [];
  const seen = /* @__PURE__ */ new Set();
  let start = -1;
  const endWord = (end) => {
    if (start >= 0) {
      const word = text2.slice(start, end).toLowerCase();
      if (!seen.has(word)) {
        seen.add(word);
        terms.push(word);
      }
    }
    start = -1;
  };
  let previousLowercaseOrNumeric = false;
  let previousUppercase = false;
  for (let i = 0; i < text2.length; i++) {
    const cls = ASCII_CLASSES[text2.charCodeAt(i)];
    if (!cls.alphanumeric) {
      endWord(i);
      previousLowercaseOrNumeric = false;
      previousUppercase = false;
      continue;
    }
    if (cls.uppercase) {
      const nextLowercase = i + 1 < text2.length && ASCII_CLASSES[text2.charCodeAt(i + 1)].lowercase;
      if (previousLowercaseOrNumeric || previousUppercase && nextLowercase) endWord(i);
    }
    if (start < 0) start = i;
    previousLowercaseOrNumeric = cls.lowercase || cls.numeric;
    previousUppercase = cls.uppercase;
  }
  endWord(text2.length);
  return terms;
}

// core/search/bm25f-index.ts
var FIELD_WEIGHTS = {
  provider: 4,
  capability: 8,
  name: 8,
  description: 1,
  parameter: 5,
  parameter_description: 1
};
var MAX_FIELD_BYTES = 256;
var MAX_DOCUMENT_BYTES = 8192;
var MAX_UNIQUE_TERMS = 512;
var MAX_SCHEMA_DEPTH = 8;
var MAX_SCHEMA_NODES = 256;
var MAX_SCHEMA_FIELDS = 128;
function buildSearchIndex(definitions, documents = /* @__PURE__ */ new WeakMap()) {
  const documentOf = (definition) => {
    let document = documents.get(definition);
    if (document === void 0) {
      document = indexDocument(definition);
      documents.set(definition, document);
    }
    return document;
  };
  const sorted = definitions.map(documentOf).sort((a, b) => compareBytes(a.capability_id, b.capability_id));
  const documentFrequencies = /* @__PURE__ */ new Map();
  let totalLength = 0;
  for (const document of sorted) {
    totalLength += document.length;
    for (const term of document.terms.keys()) {
      documentFrequencies.set(term, (documentFrequencies.get(term) ?? 0) + 1);
    }
  }
  return {
    documents: sorted,
    document_frequencies: documentFrequencies,
    average_length: sorted.length === 0 ? 1 : totalLength / sorted.length
  };
}
function indexDocument(definition) {
  const builder = new DocumentBuilder();
  const id = definition.capability_id;
  const dot = id.indexOf(".");
  const provider = dot < 0 ? id : id.slice(0, dot);
  builder.addField(provider, "provider");
  builder.addField(dot < 0 ? id : id.slice(dot + 1), "capability");
  const providerPrefix = `${provider}__`;
  const name = definition.name;
  builder.addField(name.startsWith(providerPrefix) ? name.slice(providerPrefix.length) : name, "name");
  builder.addField(definition.description, "description");
  builder.collectSchema(definition.parameters, 0, definition.verified);
  return {
    capability_id: id,
    name,
    exact_identifiers: /* @__PURE__ */ new Set([id.toLowerCase(), name.toLowerCase(), encodeCapabilityId(id).toLowerCase()]),
    terms: builder.terms,
    length: Math.max(builder.terms.size, 1),
    admitted_bytes: builder.admittedBytes,
    schema_nodes: builder.schemaNodes,
    schema_fields: builder.schemaFields
  };
}
function getOwn(object, key) {
  return Object.hasOwn(object, key) ? object[key] : void 0;
}
function sortedKeys(object) {
  return Object.keys(object).sort(compareBytes);
}
var DocumentBuilder = class {
  terms = /* @__PURE__ */ new Map();
  admittedBytes = 0;
  schemaNodes = 0;
  schemaFields = 0;
  /**
   * §10 bounds: a field admits its longest prefix within min(256, what is left of
   * 8192) bytes; a full document takes nothing more, and a new term past 512 ends
   * the field. The bytes count as admitted even when no term from them is kept.
   */
  addField(value, field) {
    if (this.admittedBytes >= MAX_DOCUMENT_BYTES || this.terms.size >= MAX_UNIQUE_TERMS) return;
    const remaining = MAX_DOCUMENT_BYTES - this.admittedBytes;
    const admitted = truncateToBytes(value, Math.min(remaining, MAX_FIELD_BYTES));
    this.admittedBytes += utf8Length(admitted);
    const weight = FIELD_WEIGHTS[field];
    for (const term of tokenize(admitted)) {
      const existing = this.terms.get(term);
      if (existing === void 0) {
        if (this.terms.size >= MAX_UNIQUE_TERMS) break;
        this.terms.set(term, { weight, fields: [field] });
      } else {
        existing.weight = Math.max(existing.weight, weight);
        if (!existing.fields.includes(field)) existing.fields.push(field);
      }
    }
  }
  /**
   * §10 schema walk: depth 8 (root 0) and 256 object nodes in all; 128 property
   * keys per document, after which a `properties` loop stops without walking the rest.
   */
  collectSchema(value, depth, verified) {
    if (depth > MAX_SCHEMA_DEPTH || this.schemaNodes >= MAX_SCHEMA_NODES) return;
    if (!isJsonObject(value)) return;
    this.schemaNodes += 1;
    const properties = getOwn(value, "properties");
    if (isJsonObject(properties)) {
      for (const key of sortedKeys(properties)) {
        if (this.schemaFields >= MAX_SCHEMA_FIELDS) break;
        this.schemaFields += 1;
        this.addField(key, "parameter");
        const schema = properties[key];
        const description = isJsonObject(schema) ? getOwn(schema, "description") : void 0;
        if (verified && typeof description === "string") this.addField(description, "parameter_description");
        this.collectChildren([schema], depth, verified);
      }
    }
    const items = getOwn(value, "items");
    if (items !== void 0) this.collectChildren(Array.isArray(items) ? items : [items], depth, verified);
    for (const keyword of ["anyOf", "oneOf", "allOf"]) {
      const variants = getOwn(value, keyword);
      if (Array.isArray(variants)) this.collectChildren(variants, depth, verified);
    }
    const additional = getOwn(value, "additionalProperties");
    if (isJsonObject(additional)) this.collectChildren([additional], depth, verified);
    for (const keyword of ["$defs", "definitions"]) {
      const definitions = getOwn(value, keyword);
      if (isJsonObject(definitions)) {
        this.collectChildren(
          sortedKeys(definitions).map((key) => definitions[key]),
          depth,
          verified
        );
      }
    }
  }
  /** Upstream looks at no more than 256 children of one node, objects or not. */
  collectChildren(children, parentDepth, verified) {
    const count = Math.min(children.length, MAX_SCHEMA_NODES);
    for (let i = 0; i < count; i++) {
      if (this.schemaNodes >= MAX_SCHEMA_NODES) break;
      this.collectSchema(children[i], parentDepth + 1, verified);
    }
  }
};
function describeIndexForDebug(index) {
  return fromPlain({
    average_length: index.average_length,
    documents: index.documents.map((document) => ({
      capability_id: document.capability_id,
      name: document.name,
      length: document.length,
      admitted_bytes: document.admitted_bytes,
      schema_nodes: document.schema_nodes,
      schema_fields: document.schema_fields,
      exact_identifiers: [...document.exact_identifiers].sort(compareBytes),
      terms: [...document.terms.keys()].sort(compareBytes).map((term) => {
        const entry = document.terms.get(term);
        return { term, weight: entry.weight, fields: entry.fields };
      })
    }))
  });
}

// core/required.ts
function requiredParameters(schema) {
  const names = /* @__PURE__ */ new Set();
  collect(schema, names);
  return [...names].sort(compareBytes);
}
function collect(schema, out) {
  if (!isJsonObject(schema)) return;
  const required = schema.required;
  if (Array.isArray(required)) {
    for (const r of required) if (typeof r === "string") out.add(r);
  }
  const allOf = schema.allOf;
  if (Array.isArray(allOf)) for (const branch of allOf) collect(branch, out);
}

// core/search/search.ts
var MAX_QUERY_TERMS = 32;
var BM25_K1 = 1.2;
var BM25_B = 0.75;
var EXACT_IDENTIFIER_BONUS = 1e6;
function normalizeQuery(query) {
  return trimWhiteSpace(query).toLowerCase();
}
function searchIndex(index, query, limit) {
  const normalized = normalizeQuery(query);
  const terms = tokenize(normalized).slice(0, MAX_QUERY_TERMS);
  const base = {
    normalized_query: normalized,
    query_terms: terms,
    document_count: index.documents.length,
    average_length: index.average_length
  };
  if (limit <= 0 || terms.length === 0) {
    return { ...base, query_class: "no_match", scored_count: 0, ranked: [], names: [] };
  }
  const ranked = [];
  let exact = false;
  const weighted = weighTerms(index, terms);
  for (const document of index.documents) {
    const hit = scoreDocument(index, document, normalized, weighted);
    if (hit.exact_bonus > 0) exact = true;
    if (hit.score > 0) ranked.push(hit);
  }
  ranked.sort((a, b) => b.score - a.score || compareBytes(a.capability_id, b.capability_id));
  ranked.forEach((hit, i) => {
    hit.rank = i + 1;
  });
  const names = ranked.slice(0, limit).map((hit) => hit.name);
  let queryClass = "lexical";
  if (names.length === 0) queryClass = "no_match";
  else if (exact) queryClass = "exact_identifier";
  return { ...base, query_class: queryClass, scored_count: ranked.length, ranked, names };
}
function weighTerms(index, terms) {
  const documentCount = index.documents.length;
  return terms.map((term) => {
    const df = index.document_frequencies.get(term) ?? 0;
    return { term, df, idf: Math.log(1 + (documentCount - df + 0.5) / (df + 0.5)) };
  });
}
function documentScore(index, document, normalizedQuery, terms, onTerm) {
  let score = document.exact_identifiers.has(normalizedQuery) ? EXACT_IDENTIFIER_BONUS : 0;
  const lengthNormalization = BM25_K1 * (1 - BM25_B + BM25_B * document.length / index.average_length);
  for (const t2 of terms) {
    const entry = document.terms.get(t2.term);
    if (entry === void 0) continue;
    const contribution = t2.idf * entry.weight * (BM25_K1 + 1) / (entry.weight + lengthNormalization);
    score += contribution;
    onTerm?.(t2, entry.weight, contribution);
  }
  return score;
}
function scoreDocument(index, document, normalizedQuery, terms) {
  const contributions = [];
  const score = documentScore(index, document, normalizedQuery, terms, (t2, weight, contribution) => {
    contributions.push({
      term: t2.term,
      fields: [...document.terms.get(t2.term).fields],
      weight,
      idf: t2.idf,
      document_frequency: t2.df,
      contribution
    });
  });
  return {
    capability_id: document.capability_id,
    name: document.name,
    score,
    rank: 0,
    exact_bonus: document.exact_identifiers.has(normalizedQuery) ? EXACT_IDENTIFIER_BONUS : 0,
    terms: contributions,
    document_length: document.length
  };
}

// core/tool-search.ts
var MAX_QUERY_BYTES = 1024;
var DEFAULT_LIMIT = 10;
var MAX_LIMIT = 50;
var MAX_SCHEMA_BYTES = 8192;
var MAX_RESPONSE_BYTES = 24576;
var PARAMETERS_KEY_BYTES = utf8Length('"parameters":');
function readSearchArguments(args) {
  const rawQuery = isJsonObject(args) ? args.query : void 0;
  if (typeof rawQuery !== "string") return { ok: false, error: "tool_search requires query" };
  const query = trimWhiteSpace(rawQuery);
  if (query.length === 0) return { ok: false, error: "tool_search requires query" };
  if (utf8Length(query) > MAX_QUERY_BYTES) return { ok: false, error: "tool_search query is too long" };
  const limitValue = isJsonObject(args) ? asU64(args.limit) : void 0;
  const limit = limitValue === void 0 ? DEFAULT_LIMIT : Number(limitValue < 1n ? 1n : limitValue > BigInt(MAX_LIMIT) ? MAX_LIMIT : limitValue);
  return { ok: true, query, limit };
}
function runToolSearch(args, index, catalogByName, completeSignatures) {
  const read2 = readSearchArguments(args);
  if (!read2.ok) return read2;
  const { query, limit } = read2;
  const ranking = searchIndex(index, query, limit);
  const head = `{"query":${canonicalJson(query)},"results":[`;
  const tail = "]}";
  const results = [];
  const disclosed = [];
  const cut = [];
  let bytes = utf8Length(head) + utf8Length(tail);
  for (const name of ranking.names) {
    const entry = catalogByName.get(name);
    if (!entry) continue;
    const def = entry.definition;
    const base = {
      capability_id: def.capability_id,
      description: def.description,
      name: def.name,
      required: requiredParameters(def.parameters)
    };
    if (!completeSignatures) {
      results.push(base);
      continue;
    }
    const separator = results.length > 0 ? 1 : 0;
    const bare = { ...base, schema_complete: false };
    const bareBytes = utf8Length(canonicalJson(bare));
    const schemaBytes = utf8Length(canonicalJson(def.parameters));
    const fullBytes = bareBytes - 1 + PARAMETERS_KEY_BYTES + schemaBytes + 1;
    if (schemaBytes <= MAX_SCHEMA_BYTES && bytes + separator + fullBytes <= MAX_RESPONSE_BYTES) {
      results.push({ ...base, parameters: def.parameters, schema_complete: true });
      disclosed.push(def.name);
      bytes += separator + fullBytes;
      continue;
    }
    if (bytes + separator + bareBytes <= MAX_RESPONSE_BYTES) {
      results.push(bare);
      bytes += separator + bareBytes;
      continue;
    }
    cut.push(...ranking.names.slice(ranking.names.indexOf(name)));
    break;
  }
  const output = { query, results };
  const output_json = canonicalJson(output);
  return {
    ok: true,
    query,
    limit,
    ranking,
    output,
    output_json,
    output_bytes: utf8Length(output_json),
    disclosed,
    cut_by_bytes: cut
  };
}

// core/active-set.ts
function deferThreshold(caps) {
  return caps.ctxLimit === null ? caps.maxTokens : Math.min(caps.maxTokens, Math.floor(caps.ctxLimit / 10));
}
var atLeast = (count, max) => BigInt(count) >= BigInt(max);
function selectActiveSet(catalog, bridges, promoted, caps) {
  const threshold = deferThreshold(caps);
  const effective = catalog.filter((e) => e.permitted);
  const effectiveTokens = effective.reduce((sum, e) => saturatingAdd(sum, e.tokens), 0);
  const overTokens = effectiveTokens > threshold;
  const overCount = BigInt(effective.length) > BigInt(caps.maxTools);
  const base = {
    effective_count: effective.length,
    effective_tokens: effectiveTokens,
    threshold,
    max_tools: Number(caps.maxTools),
    over_tokens: overTokens,
    over_count: overCount,
    off_tokens: effectiveTokens,
    off_count: effective.length
  };
  const shownTokens = /* @__PURE__ */ new Map();
  for (const e of catalog) shownTokens.set(e.name, e.tokens);
  const definitions = [];
  let tokens = 0;
  const push = (d, bridge) => {
    const shown = bridge ? d.tokens : shownTokens.get(d.name) ?? d.tokens;
    definitions.push({ name: d.name, capability_id: d.capability_id, bridge, est_schema_tokens: shown });
    tokens = saturatingAdd(tokens, d.tokens);
  };
  if (!overTokens && !overCount) {
    for (const e of effective) push(e, false);
    const promotions2 = promoted.map((name) => ({ name, outcome: "not_deferred", tokens: null }));
    return finish(definitions, false, tokens, { ...base, promotions: promotions2 });
  }
  const listed = /* @__PURE__ */ new Set();
  for (const e of effective) {
    if (e.tier !== "core" || listed.has(e.name)) continue;
    push(e, false);
    listed.add(e.name);
  }
  for (const b of bridges) {
    push(b, true);
    listed.add(b.name);
  }
  const promotions = [];
  let stopped = false;
  for (const name of promoted) {
    const entry = catalog.findLast((e) => e.name === name);
    let outcome;
    if (stopped) outcome = "not_reached";
    else if (!entry) outcome = "not_in_catalog";
    else if (!entry.permitted) outcome = "not_permitted";
    else if (listed.has(name)) outcome = "already_listed";
    else if (atLeast(definitions.length, caps.maxTools)) outcome = "count_cap";
    else if (saturatingAdd(tokens, entry.tokens) > threshold) outcome = "token_cap";
    else outcome = "advertised";
    if (outcome === "count_cap" || outcome === "token_cap") stopped = true;
    if (outcome === "advertised" && entry) {
      push(entry, false);
      listed.add(name);
    }
    promotions.push({ name, outcome, tokens: entry ? entry.tokens : null });
  }
  return finish(definitions, true, tokens, { ...base, promotions });
}
function finish(definitions, deferred, tokens, partial) {
  const saving = partial.off_tokens - tokens;
  return {
    activeSet: { names: definitions.map((d) => d.name), deferred, advertised_tokens: tokens, definitions },
    explanation: {
      ...partial,
      saving_tokens: saving,
      saving_percent: partial.off_tokens === 0 ? 0 : 100 * saving / partial.off_tokens
    }
  };
}

// core/bridges.ts
function readBridgeTools(text2) {
  const parsed = parseJson(text2);
  if (!parsed.ok || !Array.isArray(parsed.value)) throw new Error("bridge_tools.json must be a JSON array");
  return parsed.value.map((item) => {
    if (!isJsonObject(item)) throw new Error("bridge_tools.json entries must be objects");
    return {
      capability_id: String(item.capability_id),
      name: String(item.name),
      description: String(item.description),
      parameters: item.parameters ?? null,
      verified: true
    };
  });
}
function describeBridges(bridges, indexText) {
  return bridges.map((b) => {
    const advertised = b.name === "tool_search" ? indexText : b.description;
    return {
      name: b.name,
      capability_id: b.capability_id,
      parameters: b.parameters,
      static_description: b.description,
      static_est_schema_tokens: estimateSchemaTokens(b),
      advertised_description: advertised,
      advertised_est_schema_tokens: estimateSchemaTokens({ ...b, description: advertised })
    };
  });
}

// core/turn.ts
function buildTurn(s, templates, cache) {
  const valid = s.definitions.map((d) => d.definition);
  const surface = s.surfaceIds === null ? null : new Set(s.surfaceIds);
  const authorized = surface === null ? valid : valid.filter((d) => surface.has(d.capability_id));
  const effectivePins = s.mode.includes_profile_pins ? [...s.pins] : [];
  const catalog = buildCatalog(authorized, effectivePins);
  const catalogByName = /* @__PURE__ */ new Map();
  for (const e of catalog) catalogByName.set(e.definition.name, e);
  const tokenCache = cache?.schemaTokens ?? /* @__PURE__ */ new WeakMap();
  const tokensOf = (e) => {
    let t2 = tokenCache.get(e.definition);
    if (t2 === void 0) {
      t2 = estimateSchemaTokens(e.definition);
      tokenCache.set(e.definition, t2);
    }
    return t2;
  };
  const permitted = (e) => permits(s.policy, e.definition.capability_id);
  const discoverable = catalog.filter((e) => e.tier === "discoverable" && permitted(e)).map((e) => e.definition);
  const namespaces = groupByNamespace(discoverable);
  const index = s.mode.includes_namespace_summaries ? renderNamespaceIndex(namespaces, templates) : renderAlphabeticalIndex(
    discoverable.map((d) => d.name),
    s.mode.includes_complete_signatures
  );
  const bridges = readBridgeTools(templates.bridgeTools);
  const bridgeReports = describeBridges(bridges, index.text);
  const promotedEffective = [...new Set(s.promoted)];
  const candidates = catalog.map((e) => ({
    name: e.definition.name,
    capability_id: e.definition.capability_id,
    tier: e.tier,
    permitted: permitted(e),
    tokens: tokensOf(e)
  }));
  const { activeSet, explanation } = selectActiveSet(
    candidates,
    bridgeReports.map((b) => ({
      name: b.name,
      capability_id: b.capability_id,
      tokens: b.advertised_est_schema_tokens
    })),
    promotedEffective,
    s.caps
  );
  let searchIndex2;
  return {
    mode: s.mode,
    policy: s.policy,
    authorized,
    warnings: duplicateWarnings(authorized),
    effectivePins,
    promotedEffective,
    catalog,
    catalogByName,
    namespaces,
    index,
    bridges,
    bridgeReports,
    threshold: deferThreshold(s.caps),
    activeSet,
    activeExplanation: explanation,
    get searchIndex() {
      searchIndex2 ??= buildSearchIndex(authorized, cache?.searchDocuments);
      return searchIndex2;
    },
    permitted,
    tokensOf
  };
}
function duplicateWarnings(authorized) {
  const names = /* @__PURE__ */ new Set();
  const ids = /* @__PURE__ */ new Set();
  const warnings = [];
  for (const d of authorized) {
    if (names.has(d.name)) warnings.push(`duplicate provider name "${d.name}" on the authorized surface`);
    if (ids.has(d.capability_id))
      warnings.push(`duplicate capability id "${d.capability_id}" on the authorized surface`);
    names.add(d.name);
    ids.add(d.capability_id);
  }
  return warnings;
}

// core/resolution.ts
var MEMORY_CORE_NAMES = /* @__PURE__ */ new Set(["memory_search", "memory_read", "memory_write", "memory_tree"]);
var EXTERNAL_PREFIX2 = "external_tool.";
function matchEmittedName(def, emitted) {
  const id = def.capability_id;
  if (def.name === emitted) return "exact_name";
  if (id === emitted) return "capability_id";
  if (encodeCapabilityId(id) === emitted) return "encoded_capability_id";
  if (id.startsWith(EXTERNAL_PREFIX2) && `external_tool__${id.slice(EXTERNAL_PREFIX2.length)}` === emitted) {
    return "external_tool_encoded";
  }
  for (const prefix of ["builtin__", "builtin."]) {
    if (emitted.startsWith(prefix) && matchCoreName(def, emitted.slice(prefix.length)))
      return "builtin_prefix";
  }
  if (MEMORY_CORE_NAMES.has(emitted) && matchCoreName(def, emitted)) return "memory_core_name";
  if (id === `builtin.${emitted}`) return "builtin_capability_id";
  return null;
}
function findByExactName(catalog, name) {
  return catalog.findLast((e) => e.definition.name === name);
}
function resolveForgiving(catalog, emitted) {
  const exact = findByExactName(catalog, emitted);
  if (exact) return { entry: exact, rule: "exact_name" };
  for (const entry of catalog) {
    const rule = matchEmittedName(entry.definition, emitted);
    if (rule) return { entry, rule };
  }
  return null;
}
function resolveExactOrEncoded(catalog, emitted) {
  return findByExactName(catalog, emitted) ?? findByExactName(catalog, encodeCapabilityId(emitted));
}

// core/turn-lookups.ts
var DESCRIBE_REQUIRES_NAME = "tool_describe requires name";
var DESCRIBE_BRIDGE = "tool_describe target must not be a bridge";
var DESCRIBE_UNKNOWN = "tool_describe target is unknown";
var ref = (e) => e ? { capability_id: e.definition.capability_id, name: e.definition.name } : null;
function toolOutput(e) {
  const d = e.definition;
  return {
    capability_id: d.capability_id,
    description: d.description,
    name: d.name,
    parameters: d.parameters,
    required: requiredParameters(d.parameters)
  };
}
function describeTool(turn, input, disclosed) {
  if (typeof input !== "string") return { ok: false, error: DESCRIBE_REQUIRES_NAME };
  if (BRIDGE_NAMES.includes(input)) return { ok: false, error: DESCRIBE_BRIDGE };
  const entry = resolveExactOrEncoded(turn.catalog, input);
  if (!entry || !turn.permitted(entry)) return { ok: false, error: DESCRIBE_UNKNOWN };
  disclosed.add(input);
  return { ok: true, output: toolOutput(entry) };
}
function resolveName(turn, input, disclosed) {
  if (typeof input !== "string") return { input, describe: describeTool(turn, input, disclosed) };
  const searchEntry = resolveExactOrEncoded(turn.catalog, input);
  const target = resolveForgiving(turn.catalog, input)?.entry ?? null;
  const capabilityInfo = searchEntry ?? turn.catalog.find((e) => e.definition.capability_id === input) ?? null;
  const callTarget = target && turn.permitted(target) && !BRIDGE_NAMES.includes(input) ? target : null;
  return {
    input,
    search_result: searchEntry ? toolOutput(searchEntry) : null,
    matches_provider_name: turn.catalog.filter((e) => matchEmittedName(e.definition, input)).map((e) => e.definition.name),
    catalog_target: ref(target),
    tool_call_target: ref(callTarget),
    capability_info_target: ref(capabilityInfo),
    direct_call: directCall(turn, input, target),
    describe: describeTool(turn, input, disclosed)
  };
}
function directCall(turn, input, target) {
  const invalid = validateProviderName(input);
  if (invalid) return { kind: "invalid_provider_tool_name", error: invalid };
  if (BRIDGE_NAMES.includes(input)) return { kind: "bridge" };
  if (turn.activeSet.names.includes(input)) return { kind: "active" };
  if (target) return { kind: "deferred", target: ref(target) };
  return { kind: "not_in_catalog" };
}

// core/evaluate.ts
function evaluateScenario(scenarioValue, templates, cache) {
  try {
    return evaluate(scenarioValue, templates, cache);
  } catch (err) {
    const message = err instanceof RangeError ? DEPTH_LIMIT_MESSAGE : String(err);
    return { ok: false, error: message };
  }
}
function evaluate(scenarioValue, templates, cache) {
  const read2 = readScenario(scenarioValue, cache);
  if (!read2.ok) return read2;
  const s = read2.scenario;
  const turn = buildTurn(s, templates, cache);
  const { mode } = s;
  const disclosed = /* @__PURE__ */ new Set();
  const ranks = /* @__PURE__ */ new Map();
  const searches = [];
  const searchExplanations = [];
  for (const args of s.queries) {
    const result = runToolSearch(
      args,
      turn.searchIndex,
      turn.catalogByName,
      mode.includes_complete_signatures
    );
    if (!result.ok) {
      searches.push({ arguments: args, ok: false, error: result.error });
      searchExplanations.push(null);
      continue;
    }
    for (const name of result.disclosed) disclosed.add(name);
    result.ranking.names.forEach((name, i) => {
      ranks.set(name, i + 1);
    });
    searches.push({
      arguments: args,
      ok: true,
      limit: result.limit,
      output: result.output,
      output_json: result.output_json,
      output_bytes: result.output_bytes,
      index: {
        names: result.ranking.names,
        normalized_query: result.ranking.normalized_query,
        query_class: result.ranking.query_class,
        query_terms: result.ranking.query_terms,
        scored_count: result.ranking.scored_count,
        scores: result.ranking.ranked.slice(0, result.limit).map((h) => ({ capability_id: h.capability_id, name: h.name, score: h.score }))
      }
    });
    searchExplanations.push(explainSearch(result));
  }
  const resolutions = s.resolve.map((input) => resolveName(turn, input, disclosed));
  const visibleIds = /* @__PURE__ */ new Set();
  for (const name of [...turn.activeSet.names, ...disclosed]) {
    const entry = turn.catalogByName.get(name);
    if (entry) visibleIds.add(entry.definition.capability_id);
  }
  const descriptors = turn.authorized.filter((d) => visibleIds.has(d.capability_id)).map((d) => ({ capability_id: d.capability_id, safe_name: d.name }));
  if (turn.activeSet.deferred) {
    const bridges = [...turn.bridges].sort((a, b) => compareBytes(a.name, b.name));
    for (const b of bridges) descriptors.push({ capability_id: b.capability_id, safe_name: b.name });
  }
  const callable = /* @__PURE__ */ new Set([
    ...turn.authorized.map((d) => d.capability_id),
    ...turn.bridges.map((b) => b.capability_id)
  ]);
  const definitionIndex = new Map(s.definitions.map((d) => [d.definition, d.index]));
  const catalog = turn.catalog.map((e) => ({
    name: e.definition.name,
    capability_id: e.definition.capability_id,
    tier: e.tier,
    est_schema_tokens: turn.tokensOf(e),
    namespace: namespaceOf(e.definition.capability_id),
    permitted: turn.permitted(e),
    ...s.debug ? { canonical_schema_json: canonicalSchemaJson(e.definition) } : {}
  }));
  const report = {
    oracle_format_version: 1,
    errors: s.errors,
    warnings: turn.warnings,
    mode,
    caps: {
      max_tokens: s.caps.maxTokens,
      max_tools: s.caps.maxTools,
      ctx_limit: s.caps.ctxLimit,
      defer_threshold_tokens: turn.threshold
    },
    effective_pins: turn.effectivePins,
    promoted_effective: turn.promotedEffective,
    valid_definition_count: s.definitions.length,
    authorized_definition_count: turn.authorized.length,
    catalog,
    excluded_bridge_definitions: turn.authorized.filter(isBridgeDefinition).map((d) => ({ capability_id: d.capability_id, name: d.name })),
    effective_metrics: {
      count: turn.activeExplanation.effective_count,
      tokens: turn.activeExplanation.effective_tokens
    },
    discoverable_namespaces: turn.namespaces,
    tool_search_description: turn.index.text,
    tool_search_description_bytes: turn.index.explanation.sections.at(-1)?.end_byte ?? 0,
    tool_search_description_model_safe: checkModelSafe(turn.index.text),
    bridge_definitions: turn.bridgeReports,
    active_set: turn.activeSet,
    searches,
    resolutions,
    disclosed_names_after: [...disclosed].sort(compareBytes),
    search_ranks_after: recordFromMap(ranks),
    visible_surface_after: { callable_capability_ids: [...callable].sort(compareBytes), descriptors },
    ...s.debug ? { debug_index: describeIndexForDebug(turn.searchIndex) } : {},
    explain: {
      tiers: turn.catalog.map((e) => ({
        definition_index: definitionIndex.get(e.definition),
        name: e.definition.name,
        capability_id: e.definition.capability_id,
        tier: e.tier,
        core_rule: e.coreRule,
        core_name: e.coreName
      })),
      index: turn.index.explanation,
      active: turn.activeExplanation,
      searches: searchExplanations
    }
  };
  return { ok: true, report };
}

// scripts/bench-scenario.ts
var NAMESPACES = [
  "github",
  "gitlab",
  "slack",
  "notion",
  "jira",
  "linear",
  "gmail",
  "google-calendar",
  "google-drive",
  "stripe",
  "salesforce",
  "zendesk",
  "hubspot",
  "figma",
  "aws-s3",
  "postgres",
  "sentry",
  "datadog",
  "twilio",
  "shopify",
  "asana",
  "trello",
  "dropbox",
  "airtable"
];
var VERBS = [
  "list",
  "get",
  "create",
  "update",
  "delete",
  "search",
  "archive",
  "export",
  "assign",
  "comment_on"
];
var OBJECTS = [
  "issue",
  "pull_request",
  "channel",
  "message",
  "page",
  "ticket",
  "invoice",
  "customer",
  "file",
  "event",
  "project",
  "user",
  "label",
  "webhook",
  "report",
  "dashboard",
  "bucket",
  "record",
  "order",
  "task"
];
var FIELD_TYPES = ["string", "integer", "boolean", "number"];
var CORE_TOOLS = ["read_file", "write_file", "list_dir", "grep", "shell", "http", "time", "memory_search"];
function randomFrom(seed) {
  let a = seed;
  return () => {
    a = a + 1831565813 | 0;
    let t2 = Math.imul(a ^ a >>> 15, 1 | a);
    t2 = t2 + Math.imul(t2 ^ t2 >>> 7, 61 | t2) ^ t2;
    return ((t2 ^ t2 >>> 14) >>> 0) / 4294967296;
  };
}
function buildScenario(toolCount) {
  const random = randomFrom(toolCount);
  const pick = (items) => items[Math.floor(random() * items.length)];
  const definitions = CORE_TOOLS.map((tool) => ({
    capability_id: `builtin.${tool}`,
    name: tool,
    description: `Built-in ${tool.replace("_", " ")}.`,
    parameters: { type: "object", properties: { path: { type: "string" } }, required: ["path"] }
  }));
  const used = /* @__PURE__ */ new Set();
  for (let i = 0; definitions.length < toolCount; i++) {
    const namespace = NAMESPACES[i % NAMESPACES.length];
    const verb = pick(VERBS);
    const object = pick(OBJECTS);
    let action = `${verb}_${object}`;
    if (used.has(`${namespace}.${action}`)) action = `${action}_${i}`;
    used.add(`${namespace}.${action}`);
    const properties = {};
    const required = [];
    const fieldCount = 2 + Math.floor(random() * 6);
    for (let f = 0; f < fieldCount; f++) {
      const field = f === 0 ? `${object}_id` : `${pick(OBJECTS)}_${pick(["name", "limit", "cursor", "state", "since"])}`;
      const type = f === 0 ? "string" : pick(FIELD_TYPES);
      properties[field] = {
        type,
        description: `The ${field.replace(/_/g, " ")} to ${verb.replace("_", " ")}; see the ${namespace} API.`,
        ...type === "string" && random() < 0.3 ? { enum: ["open", "closed", "all"] } : {}
      };
      if (f === 0 || random() < 0.3) required.push(field);
    }
    definitions.push({
      capability_id: `${namespace}.${action}`,
      name: `${namespace}__${action}`,
      description: `${verb[0].toUpperCase()}${verb.slice(1).replace("_", " ")} a ${object.replace("_", " ")} in ${namespace}, with paging and filters.`,
      parameters: { type: "object", properties, required },
      verified: random() < 0.5
    });
  }
  return {
    name: `bench-${toolCount}`,
    mode: "namespaces",
    definitions,
    promoted: [`github__list_issue`, `slack__get_message`],
    queries: [
      { query: "create a github issue", limit: 10 },
      { query: "send slack message to channel", limit: 5 },
      { query: "stripe invoice", limit: 10 },
      { query: "github__list_issue" }
    ],
    resolve: ["github__list_issue", "slack.get_message", "no_such_tool"]
  };
}

// ../../../tmp/perf10-prof2.ts
var t = loadTemplates();
var size = Number(process.argv[2] ?? 2e3);
var text = JSON.stringify(buildScenario(size), null, 2);
var v = parseJson(text).value;
for (let i = 0; i < 8; i++) evaluateScenario(v, t);
