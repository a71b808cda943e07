/**
 * What the structure tests read of src/: each file's lines, its imports (static, type-only,
 * re-exports and dynamic `import()`), and its functions with their lengths, through the
 * TypeScript compiler's parser (no type checking, no build).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

export interface SourceFile {
  /** Relative to src/, with forward slashes: `scan/wait.ts`. */
  path: string
  lines: number
  /** The src/-relative paths of the files it imports (its relative imports only). */
  imports: string[]
  functions: { name: string; line: number; lines: number }[]
}

export const ROOT = resolve(import.meta.dirname, '../..')
export const SRC = join(ROOT, 'src')

function listTypeScript(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return listTypeScript(path)
    return entry.name.endsWith('.ts') ? [path] : []
  })
}

function functionName(node: ts.Node): string {
  const named = node as { name?: ts.Node }
  if (named.name !== undefined) return named.name.getText()
  const parent = node.parent
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) {
    return parent.name.getText()
  }
  return '<anonymous>'
}

function isFunction(node: ts.Node): boolean {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  )
}

/** Reads one file: `text` is its source, `path` where it is under src/. */
export function readSource(path: string, text: string): SourceFile {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true)
  const imports: string[] = []
  const functions: SourceFile['functions'] = []
  const lineOf = (pos: number) => file.getLineAndCharacterOfPosition(pos).line + 1
  const addImport = (specifier: ts.Node | undefined) => {
    if (specifier === undefined || !ts.isStringLiteral(specifier)) return
    if (!specifier.text.startsWith('.')) return
    const target = join(dirname(path), specifier.text).replace(/\.js$/, '.ts')
    imports.push(target.split('\\').join('/'))
  }
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      addImport(node.moduleSpecifier)
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      addImport(node.arguments[0])
    }
    if (isFunction(node)) {
      const start = lineOf(node.getStart(file))
      functions.push({ name: functionName(node), line: start, lines: lineOf(node.end) - start + 1 })
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return {
    path,
    lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0),
    imports,
    functions,
  }
}

/** Every .ts file under `dir` (src/ by default), with paths relative to it. */
export function readSources(dir = SRC): SourceFile[] {
  return listTypeScript(dir).map((absolute) =>
    readSource(relative(dir, absolute).split('\\').join('/'), readFileSync(absolute, 'utf8')),
  )
}

/** The area a file belongs to: its top-level folder under src/, or the file itself at the root. */
export function areaOf(path: string): string {
  const slash = path.indexOf('/')
  return slash === -1 ? path : path.slice(0, slash)
}
