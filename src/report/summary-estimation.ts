/** The cost estimation part of the job summary. Every name, path and message is escaped. */
import { escapeMarkdown, truncate } from '../common/escape.js'
import type { EstimationFacts } from '../scan/estimate.js'

/** Lists are capped so the fixed part of the summary stays small whatever the service sends. */
const MAX_LISTED = 50
const TEXT_MAX_CHARS = 300

function cell(text: string): string {
  return escapeMarkdown(truncate(text, TEXT_MAX_CHARS))
}

function renderMore(total: number, noun: string): string[] {
  return total > MAX_LISTED ? [`  - … and ${total - MAX_LISTED} more ${noun}`] : []
}

export function renderEstimationSection(estimation: EstimationFacts | undefined): string[] {
  if (estimation === undefined) return []
  const credits =
    estimation.totalCredits === undefined ? 'not given' : String(estimation.totalCredits)
  const triage = estimation.triageRequired
    ? `required, fee ${estimation.triageFeeCredits} credits`
    : 'not required'
  const cost =
    estimation.scanCost === undefined
      ? 'unknown'
      : estimation.triageRequired
        ? `${estimation.scanCost} credits (${credits} estimated + ${estimation.triageFeeCredits} triage fee)`
        : `${estimation.scanCost} credits`
  const lines = [
    '### Cost estimation',
    '',
    `- **Estimation:** ${cell(estimation.id)} (${cell(estimation.status)})`,
    `- **Credits:** ${credits}`,
    `- **Triage:** ${triage}`,
    `- **Cost of the scan:** ${cost}`,
    ...(estimation.maxCredits === undefined
      ? []
      : [`- **Credit cap (max-credits):** ${estimation.maxCredits}`]),
    `- **Repositories:** ${estimation.repoCount}, ${estimation.reposFromCache} from cache`,
  ]
  const apps = estimation.applications
  lines.push(`- **Applications:** ${apps.length === 0 ? 'none detected' : String(apps.length)}`)
  for (const app of apps.slice(0, MAX_LISTED)) {
    lines.push(`  - ${cell(app.name)} at ${cell(app.rootPath || '/')} in ${cell(app.repoUrl)}`)
  }
  lines.push(...renderMore(apps.length, 'applications'))
  if (estimation.unsupportedLanguages.length > 0) {
    const languages = estimation.unsupportedLanguages.slice(0, MAX_LISTED).map(cell).join(', ')
    lines.push(`- ⚠️ **Unsupported languages** (not scanned): ${languages}`)
  }
  const failed = estimation.failedRepos
  if (failed.length > 0) {
    lines.push(`- ⚠️ **Repositories that failed:** ${failed.length}`)
    for (const repo of failed.slice(0, MAX_LISTED)) {
      const why = repo.error ?? repo.failureReason
      lines.push(`  - ${cell(repo.repoUrl)}${why === undefined ? '' : `: ${cell(why)}`}`)
    }
    lines.push(...renderMore(failed.length, 'repositories'))
  }
  lines.push('')
  return lines
}
