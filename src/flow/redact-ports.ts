/**
 * The key never leaves the process, in any form. The runner masks it in log lines (setSecret), but
 * not in the job summary, the check run, the outputs or annotation properties, and the service's
 * texts can carry it (an error that echoes the request). Every text the run hands to the runner
 * or to GitHub passes through here, with the key removed in every form of src/secrets.ts.
 */
import type { GitHubApi } from '../github/api.js'
import { createSecretRedactor, type Redact } from '../secrets.js'
import type { RunPorts } from './ports.js'

function redactGitHubApi(api: GitHubApi, redact: Redact): GitHubApi {
  return {
    create: ({ name, headSha }) => api.create({ name: redact(name), headSha }),
    update: (id, { output, conclusion }) =>
      api.update(id, {
        output: {
          title: redact(output.title),
          summary: redact(output.summary),
          ...(output.annotations
            ? {
                annotations: output.annotations.map((a) => ({
                  ...a,
                  path: redact(a.path),
                  title: redact(a.title),
                  message: redact(a.message),
                })),
              }
            : {}),
        },
        ...(conclusion ? { conclusion } : {}),
      }),
    listPullRequestFiles: (pullNumber) => api.listPullRequestFiles(pullNumber),
    listPullRequestChanges: (pullNumber) => api.listPullRequestChanges(pullNumber),
    listIssueComments: (issueNumber) => api.listIssueComments(issueNumber),
    createIssueComment: (issueNumber, body) => api.createIssueComment(issueNumber, redact(body)),
    updateIssueComment: (commentId, body) => api.updateIssueComment(commentId, redact(body)),
  }
}

/** The same ports, with every outgoing text redacted of the given secrets. */
export function redactPorts(ports: RunPorts, secrets: readonly (string | undefined)[]): RunPorts {
  const redact = createSecretRedactor(secrets)
  const log = ports.log
  const writeFile = ports.writeFile
  return {
    ...ports,
    log: {
      debug: (message) => {
        log.debug(redact(message))
      },
      info: (message) => {
        log.info(redact(message))
      },
      warning: (message) => {
        log.warning(redact(message))
      },
      error: (message) => {
        log.error(redact(message))
      },
    },
    setOutput: (name, value) => {
      ports.setOutput(name, redact(value))
    },
    writeSummary: (markdown) => ports.writeSummary(redact(markdown)),
    annotate: (annotation) => {
      ports.annotate({
        ...annotation,
        message: redact(annotation.message),
        ...(annotation.title === undefined ? {} : { title: redact(annotation.title) }),
        ...(annotation.file === undefined ? {} : { file: redact(annotation.file) }),
      })
    },
    setFailed: (message) => {
      ports.setFailed(redact(message))
    },
    ...(writeFile
      ? { writeFile: (path: string, text: string) => writeFile(path, redact(text)) }
      : {}),
    createGitHubApi: async (options) =>
      redactGitHubApi(await ports.createGitHubApi(options), redact),
  }
}
