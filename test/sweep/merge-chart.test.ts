/**
 * The series in the merge's summary: a Mermaid xychart read back by the rules of its grammar
 * (mermaid's xychart.jison: the statements it takes, quoted band labels, plain number lists),
 * and a table whose figures are the chart's, night by night.
 */
import { describe, expect, it } from 'vitest'
import type { SeriesNight } from '../../src/report/formats/report-file-sweep.js'
import { renderSeries, SERIES_TABLE_HEADER } from '../../src/sweep/merge/chart.js'
import { SEVERITIES } from '../../src/service/finding.js'
import { tableRows } from '../support/markdown.js'

const DAY_MS = 86_400_000

function nights(count: number, start = Date.UTC(2026, 11, 1, 1, 17)): SeriesNight[] {
  return Array.from({ length: count }, (_, i) => ({
    at: new Date(start + i * DAY_MS).toISOString(),
    judged: 100 + i,
    counts: { critical: i, high: 10 + i, medium: 20, low: 3 * i, info: 400 - i },
    new: i % 3,
    fixed: i % 2,
  }))
}

interface Chart {
  init: unknown
  labels: string[]
  bars: number[][]
  lines: number[][]
}

/** The ```mermaid block of `markdown`, each statement as the xychart grammar reads it. */
function readChart(markdown: string): Chart {
  const block = /```mermaid\n([\s\S]*?)\n```/.exec(markdown)?.[1]
  if (block === undefined) throw new Error('no mermaid block')
  const [directive = '', type, ...statements] = block.split('\n')
  const init = /^%%\{init: (.*)\}%%$/.exec(directive)?.[1]
  expect(init, 'an init directive of JSON').toBeDefined()
  expect(type).toBe('xychart-beta')
  const chart: Chart = { init: JSON.parse(init ?? ''), labels: [], bars: [], lines: [] }
  const numbers = (list: string) => list.split(', ').map(Number)
  for (const statement of statements) {
    let match: RegExpExecArray | null
    if (/^ {4}title "[^"]*"$/.test(statement)) continue
    if (/^ {4}y-axis "[^"]*"$/.test(statement)) continue
    if ((match = /^ {4}x-axis "[^"]*" \[("[^"]*"(?:, "[^"]*")*)\]$/.exec(statement))) {
      chart.labels = (match[1] ?? '').split(', ').map((label) => label.slice(1, -1))
    } else if ((match = /^ {4}(bar|line) \[(\d+(?:, \d+)*)\]$/.exec(statement))) {
      ;(match[1] === 'bar' ? chart.bars : chart.lines).push(numbers(match[2] ?? ''))
    } else {
      throw new Error(`a statement xychart does not take: ${statement}`)
    }
  }
  return chart
}

describe('the series chart and table', () => {
  it('draws each night: the new as bars, the backlog by severity as lines, labelled by date', () => {
    const series = nights(3)
    const chart = readChart(renderSeries({ nights: series }).join('\n'))

    expect(chart.labels).toEqual(['12-01', '12-02', '12-03'])
    expect(chart.bars).toEqual([[0, 1, 2]])
    expect(chart.lines).toEqual(SEVERITIES.map((s) => series.map((n) => n.counts[s])))
    // One colour a plot, in their order: the bars, then the five lines.
    expect(chart.init).toEqual({
      themeVariables: {
        xyChart: { plotColorPalette: expect.stringMatching(/^(#[0-9a-f]{6}, ){5}#[0-9a-f]{6}$/) },
      },
    })
  })

  it('gives the table the figures of the chart, night by night, with fixed beside them', () => {
    const series = nights(30)
    const markdown = renderSeries({ nights: series }).join('\n')
    const chart = readChart(markdown)
    const rows = tableRows(markdown, SERIES_TABLE_HEADER[0] ?? '').map((row) =>
      row
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )

    expect(rows).toHaveLength(30)
    for (const [i, [when, judged, ...figures]] of rows.entries()) {
      expect(when?.slice(5, 10), `night ${i}`).toBe(chart.labels[i])
      expect(when).toMatch(/^2026-12-\d\d 01:17$/)
      const [critical, high, medium, low, info, fresh, fixed] = figures.map(Number)
      expect([critical, high, medium, low, info]).toEqual(chart.lines.map((line) => line[i]))
      expect(fresh).toBe(chart.bars[0]?.[i])
      expect(fixed).toBe(series[i]?.fixed)
      expect(Number(judged)).toBe(series[i]?.judged)
    }
  })

  it('labels two nights of one date apart: a band axis takes each label once', () => {
    const twice = [...nights(1), ...nights(1, Date.UTC(2026, 11, 1, 22))]
    expect(readChart(renderSeries({ nights: twice }).join('\n')).labels).toEqual([
      '12-01',
      '12-01 (2)',
    ])
  })

  it('says once why a new series starts', () => {
    const markdown = renderSeries({
      nights: nights(1),
      started: 'a new series starts tonight (no previous report at sweep.json)',
    }).join('\n')
    expect(markdown).toContain(
      '### The last 1 night\n\nA new series starts tonight (no previous report at sweep.json).\n',
    )
    expect(markdown.split('new series')).toHaveLength(2)
  })
})
