import { WorkspaceFileError, type Workspace } from '../../src/deps/workspace.js'

/**
 * A checked-out repository holding `files`, in memory: a file it lacks answers as a missing one
 * does (ENOENT). `calls` records what was looked for and read, in order.
 */
export function memoryWorkspace(files: Record<string, string>): {
  workspace: Workspace
  calls: string[]
} {
  const calls: string[] = []
  const workspace: Workspace = {
    root: '/work/repo',
    findFiles: (patterns) => {
      calls.push(`find ${patterns.join(' ')}`)
      return Promise.resolve({ paths: Object.keys(files).sort(), leftOut: 0 })
    },
    readText: (path) => {
      calls.push(`read ${path}`)
      const text = files[path]
      return text === undefined
        ? Promise.reject(new WorkspaceFileError('cannot be read (ENOENT)', 'ENOENT'))
        : Promise.resolve(text)
    },
  }
  return { workspace, calls }
}
