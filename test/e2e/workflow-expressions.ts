/**
 * GitHub's expression language, as far as the pages' workflows use it: literals ('…', numbers,
 * true, false, null), contexts (`steps.scan.outputs.sarif-file`), `!`, `==`, `!=` (strings
 * compared whatever their case), `&&` and `||` (which give an operand, not a boolean, so
 * `a && '20' || '40'` picks one), parentheses, and the status functions. Any other function or
 * operator, and any context the runner does not give, throws: a page that starts using one fails
 * its test instead of passing unseen.
 */

export type Value = string | number | boolean | null

/** What an expression is evaluated against. */
export interface Scope {
  /** A context's value by its path (`['needs', 'shard', 'result']`); undefined: not known. */
  lookUp(path: string[]): Value | undefined
  /** success(), failure() and cancelled() where the expression stands (a job or a step). */
  status: Record<StatusFunction, () => boolean>
}

type StatusFunction = 'success' | 'failure' | 'cancelled'

const STATUS_FUNCTION = /\b(?:success|failure|always|cancelled)\(\s*\)/

/** Thrown for anything this evaluator does not know. */
function unknown(expr: string): Error {
  return new Error(`an expression this runner does not know: ${expr}`)
}

type Token =
  | { kind: 'op'; text: string }
  | { kind: 'literal'; value: Value }
  | { kind: 'path'; path: string[] }

const TOKEN =
  /\s*(?:(==|!=|&&|\|\||[!()])|'((?:[^']|'')*)'|(-?\d+(?:\.\d+)?)\b|([A-Za-z_][\w-]*(?:\.[A-Za-z_*][\w-]*)*))/y

function tokenize(expr: string): Token[] {
  const tokens: Token[] = []
  TOKEN.lastIndex = 0
  while (TOKEN.lastIndex < expr.trimEnd().length) {
    const match = TOKEN.exec(expr)
    if (match === null) throw unknown(expr)
    const [, op, text, number, name] = match
    if (op !== undefined) tokens.push({ kind: 'op', text: op })
    else if (text !== undefined) tokens.push({ kind: 'literal', value: text.replaceAll("''", "'") })
    else if (number !== undefined) tokens.push({ kind: 'literal', value: Number(number) })
    else if (name === 'true' || name === 'false')
      tokens.push({ kind: 'literal', value: name === 'true' })
    else if (name === 'null') tokens.push({ kind: 'literal', value: null })
    else tokens.push({ kind: 'path', path: (name ?? '').split('.') })
  }
  return tokens
}

function isTruthy(value: Value): boolean {
  return value !== false && value !== 0 && value !== '' && value !== null && !Number.isNaN(value)
}

function toNumber(value: Value): number {
  if (value === null) return 0
  if (typeof value === 'boolean') return value ? 1 : 0
  return typeof value === 'string' && value.trim() === '' ? 0 : Number(value)
}

/** GitHub's ==: strings whatever their case; values of two types as numbers. */
function equals(a: Value, b: Value): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase()
  if (typeof a === typeof b) return a === b
  return toNumber(a) === toNumber(b)
}

/** The value of one expression (the text inside `${{ }}`). */
export function evaluate(expr: string, scope: Scope): Value {
  const tokens = tokenize(expr)
  let at = 0
  const peek = (text: string) => {
    const token = tokens[at]
    return token?.kind === 'op' && token.text === text
  }
  const expect = (text: string) => {
    if (!peek(text)) throw unknown(expr)
    at += 1
  }
  const primary = (): Value => {
    const token = tokens[at++]
    if (token === undefined) throw unknown(expr)
    if (token.kind === 'literal') return token.value
    if (token.kind === 'op') {
      if (token.text === '!') return !isTruthy(primary())
      if (token.text !== '(') throw unknown(expr)
      const inner = or()
      expect(')')
      return inner
    }
    if (peek('(')) {
      expect('(')
      expect(')')
      const [name = ''] = token.path
      if (token.path.length !== 1) throw unknown(expr)
      if (name === 'always') return true
      if (name === 'success' || name === 'failure' || name === 'cancelled') {
        return scope.status[name]()
      }
      throw unknown(expr)
    }
    const found = scope.lookUp(token.path)
    if (found === undefined) throw unknown(expr)
    return found
  }
  const comparison = (): Value => {
    const left = primary()
    if (peek('==') || peek('!=')) {
      const negate = peek('!=')
      at += 1
      return equals(left, primary()) !== negate
    }
    return left
  }
  /** `next (op next)*`: each step keeps the left operand where `keepsLeft`, else takes the right. */
  const chain =
    (op: string, next: () => Value, keepsLeft: (left: Value) => boolean) => (): Value => {
      let value = next()
      while (peek(op)) {
        at += 1
        const right = next()
        if (!keepsLeft(value)) value = right
      }
      return value
    }
  const and = chain('&&', comparison, (left) => !isTruthy(left))
  const or = chain('||', and, isTruthy)
  const value = or()
  if (at !== tokens.length) throw unknown(expr)
  return value
}

/** Text with each `${{ … }}` replaced by its value, as the runner writes it into an input. */
export function interpolate(text: string, scope: Scope): string {
  return text.replace(/\$\{\{\s*([\s\S]+?)\s*\}\}/g, (_, expr: string) => {
    const value = evaluate(expr, scope)
    return value === null ? '' : String(value)
  })
}

/**
 * A job's or a step's `if:`: with no status function in it, GitHub reads it as
 * `success() && (…)`, so a job or step after a failure is skipped unless its `if:` says otherwise.
 */
export function holds(condition: string | undefined, scope: Scope): boolean {
  const expr = (condition ?? '')
    .trim()
    .replace(/^\$\{\{([\s\S]*)\}\}$/, '$1')
    .trim()
  if (expr === '') return scope.status.success()
  const full = STATUS_FUNCTION.test(expr) ? expr : `success() && (${expr})`
  return isTruthy(evaluate(full, scope))
}
