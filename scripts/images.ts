/**
 * `npm run images`: the docs' pictures of what users see (docs/images/), drawn from what the
 * demo's runs really write: the job summary and the sticky comment of the demo's pull request, its
 * check run with the annotations, and a sweep's job summary. Each picture's Markdown is
 * normalized (ids, times, ports) and hashed into docs/images/sources.json, which
 * test/docs/images.test.ts holds against a fresh run, so a picture cannot silently fall behind.
 */
import { createHash } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { marked } from 'marked'
import { startEmulator, type Emulator, type RepositoryPlan } from '../testkit/emulator/index.js'
import { startFakeGitHub, type CheckRunRecord } from '../testkit/fake-github/server.js'
import { runBundledAction } from '../testkit/harness.js'
import type { CheckAnnotation } from '../src/report/annotations.js'
import { escapeMarkdown } from '../src/common/escape.js'
import {
  DEMO_GITHUB_TOKEN,
  DEMO_POLL_INTERVAL,
  DEMO_SCAN,
  DEMO_TIMEOUT_MS,
  runDemoAction,
} from './demo-plan.js'

export const IMAGES_DIR = fileURLToPath(new URL('../docs/images/', import.meta.url))
export const SOURCES_FILE = join(IMAGES_DIR, 'sources.json')

export const PICTURES = ['summary', 'pr-comment', 'check-run', 'sweep'] as const
export type Picture = (typeof PICTURES)[number]

/** The sweep's organization: the demo's repository beside a few of its neighbours. */
const SWEEP_REPOSITORIES: Record<string, RepositoryPlan> = {
  'acme/webapp': { scan: { findings: DEMO_SCAN.findings } },
  'acme/billing': { scan: { findings: { medium: 1, low: 2 } } },
  'acme/mobile-api': { scan: { findings: { low: 1 } } },
  'acme/docs-site': { scan: { findings: [] } },
  'acme/mainframe-bridge': {
    estimation: {
      status: 'failed',
      failure_reason: 'unsupported_language',
      unsupported_languages: ['COBOL'],
    },
  },
}

/**
 * Rewrites what differs from one run to the next (ids, times, loopback ports; the Markdown
 * carries no durations) to fixed stand-ins, so the hash and the picture change only when what
 * users read changes.
 */
export function normalizeMarkdown(markdown: string): string {
  return markdown
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, (id) =>
      id.replace(/[0-9a-f]/gi, '0'),
    )
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '2030-01-01T00:00:00Z')
    .replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:8787')
}

function hashMarkdown(markdown: string): string {
  return createHash('sha256').update(markdown).digest('hex')
}

/** A fence longer than any run of backticks in `text`, so scanned code cannot close it early. */
function fenceFor(text: string): string {
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((run) => run.length))
  return '`'.repeat(longest + 1)
}

/**
 * The check run as a short page of what the action sends: its name, conclusion and title, then
 * each annotation's level, place and title, and its message as plain text, as GitHub shows it.
 * (Its output summary is the job summary, pictured on its own.)
 */
function renderCheckRun(checkRun: CheckRunRecord | undefined): string {
  if (checkRun === undefined) throw new Error('The demo created no check run.')
  const lines = [
    `## ${checkRun.name}: ${checkRun.conclusion ?? checkRun.status}`,
    '',
    `**${checkRun.title ?? ''}**`,
    '',
    `### Annotations (${String(checkRun.annotations.length)})`,
    '',
  ]
  for (const annotation of checkRun.annotations as unknown as CheckAnnotation[]) {
    const { path, start_line: start, end_line: end } = annotation
    const place = end > start ? `lines ${String(start)}–${String(end)}` : `line ${String(start)}`
    const fence = fenceFor(annotation.message)
    lines.push(
      `- **${annotation.annotation_level}** · ${escapeMarkdown(path)} ${place} · **${escapeMarkdown(annotation.title)}**`,
      '',
      `  ${fence}text`,
      ...annotation.message.split('\n').map((line) => (line === '' ? '' : `  ${line}`)),
      `  ${fence}`,
      '',
    )
  }
  return `${lines.join('\n').trimEnd()}\n`
}

async function collectPullRequest(emulator: Emulator): Promise<Record<string, string>> {
  const github = await startFakeGitHub()
  try {
    const apiKey = emulator.addKey({ scopes: ['read', 'write'], name: 'pictures' })
    const run = await runDemoAction(emulator, github, apiKey, { 'pr-comment': 'always' })
    const comment = github.issueComments[0]
    if (comment === undefined) throw new Error('The demo left no PR comment.')
    return {
      summary: run.summary,
      'pr-comment': comment.body,
      'check-run': renderCheckRun(github.checkRuns[0]),
    }
  } finally {
    await github.close()
  }
}

async function collectSweep(emulator: Emulator): Promise<string> {
  const github = await startFakeGitHub()
  try {
    const apiKey = emulator.addKey({ scopes: ['read', 'write'], name: 'sweep' })
    github.repositories = Object.keys(SWEEP_REPOSITORIES).map((key) => {
      const [owner = '', name = ''] = key.split('/')
      return { owner, name }
    })
    emulator.plan.repositories = SWEEP_REPOSITORIES
    emulator.plan.estimation = { polls: 1 }
    // Time-based scans: a sweep only lists them, it never polls one by one.
    emulator.plan.scan = {
      statuses: ['queued', 'running', 'completed'],
      durationMs: { min: 200, max: 600 },
    }
    const run = await runBundledAction({
      action: 'sweep',
      inputs: {
        'api-key': apiKey,
        'base-url': emulator.baseUrl,
        'github-token': DEMO_GITHUB_TOKEN,
        'poll-interval': DEMO_POLL_INTERVAL,
        repositories: 'org:acme',
        // The whole key: a sweep's default share would make the run wait a real minute.
        'max-requests-per-minute': '100',
      },
      eventName: 'schedule',
      event: { schedule: '0 3 * * 1', repository: { full_name: 'acme/security' } },
      repository: 'acme/security',
      githubApiUrl: github.apiUrl,
      timeoutMs: DEMO_TIMEOUT_MS,
    })
    return run.summary
  } finally {
    await github.close()
  }
}

/** Runs the demo's pull request and a sweep against the emulator; each picture's Markdown. */
export async function collectPictureSources(): Promise<Record<Picture, string>> {
  const emulator = await startEmulator()
  try {
    const pullRequest = await collectPullRequest(emulator)
    emulator.reset()
    const sweep = await collectSweep(emulator)
    const sources = { ...pullRequest, sweep } as Record<Picture, string>
    for (const picture of PICTURES) sources[picture] = normalizeMarkdown(sources[picture])
    return sources
  } finally {
    await emulator.close()
  }
}

/** Each picture's file name beside the sha256 of the normalized Markdown it is drawn from. */
export function hashSources(sources: Record<Picture, string>): Record<string, string> {
  return Object.fromEntries(PICTURES.map((p) => [`${p}.png`, hashMarkdown(sources[p])]))
}

/** GitHub's published Markdown stylesheet, light theme, as github.com renders a comment. */
const MARKDOWN_CSS = fileURLToPath(
  new URL('../node_modules/github-markdown-css/github-markdown-light.css', import.meta.url),
)
/** The width of a pull request's conversation column on github.com. */
const PAGE_WIDTH_PX = 900

/**
 * One picture: the Markdown as GitHub renders it (GFM through marked; HTML passes through, as the
 * PR comment's marker must, and GitHub's sanitizer would drop what the action never writes),
 * styled with github-markdown-css, screenshot by headless chromium.
 */
function drawPicture(markdown: string, png: string, work: string): void {
  const page = join(work, 'page.html')
  const body = marked.parse(markdown, { gfm: true, async: false })
  writeFileSync(
    page,
    `<!doctype html><meta charset="utf-8"><style>${readFileSync(MARKDOWN_CSS, 'utf8')}
body { margin: 0; background: #fff; } .markdown-body { box-sizing: border-box; width: ${PAGE_WIDTH_PX}px; padding: 24px; }</style>
<article class="markdown-body">${body}</article>`,
  )
  execFileSync(
    'chromium',
    [
      '--headless',
      '--disable-gpu',
      '--no-sandbox',
      '--hide-scrollbars',
      `--window-size=${PAGE_WIDTH_PX},${heightOf(markdown)}`,
      `--screenshot=${png}`,
      `file://${page}`,
    ],
    { stdio: 'ignore' },
  )
}

/** A window tall enough for the page: about 28 px a line of Markdown, at least 400. */
function heightOf(markdown: string): number {
  return Math.max(400, Math.min(6000, markdown.split('\n').length * 28 + 120))
}

async function main(): Promise<boolean> {
  const sources = await collectPictureSources()
  mkdirSync(IMAGES_DIR, { recursive: true })
  const work = mkdtempSync(join(tmpdir(), 'images-'))
  try {
    for (const picture of PICTURES) {
      const markdown = normalizeMarkdown(sources[picture])
      drawPicture(markdown, join(IMAGES_DIR, `${picture}.png`), work)
      console.log(`Drew docs/images/${picture}.png`)
    }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
  writeFileSync(SOURCES_FILE, `${JSON.stringify(hashSources(sources), null, 2)}\n`)
  console.log(`Wrote ${SOURCES_FILE}.`)
  return true
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = (await main()) ? 0 : 1
