/**
 * The series of nights in the merge's summary (gate: new): a Mermaid chart GitHub draws, and the
 * same figures in a table. `xychart-beta` is the only Mermaid type with axes; it has no legend,
 * so the plots are coloured in a fixed order (a palette GitHub's renderer may or may not apply:
 * the caption names them, and the table says each figure). Nothing in the chart is someone's
 * text: dates the series schema checked and whole numbers.
 */
import { plural } from '../../common/words.js'
import type { SeriesNight } from '../../report/formats/report-file-sweep.js'
import { SEVERITIES } from '../../service/finding.js'
import type { CarriedSeries } from './series.js'

/** The plots' colours in their order: the new findings' bars, then one line per severity. */
const PALETTE = ['#8250df', '#cf222e', '#fb8500', '#d4a72c', '#0969da', '#8c959f']
const CAPTION =
  'Purple bars: the findings new that night. Lines: the backlog, critical (red), high (orange), medium (yellow), low (blue) and info (grey). The same figures:'

/** @internal */
export const SERIES_TABLE_HEADER = [
  '| Night (UTC) | Judged | Critical | High | Medium | Low | Info | New | Fixed |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
]

export function renderSeries(series: CarriedSeries): string[] {
  const { nights } = series
  const init = { themeVariables: { xyChart: { plotColorPalette: PALETTE.join(', ') } } }
  const plots = [
    `    bar [${nights.map((n) => n.new).join(', ')}]`,
    ...SEVERITIES.map((s) => `    line [${nights.map((n) => n.counts[s]).join(', ')}]`),
  ]
  return [
    '',
    `### The last ${plural(nights.length, 'night')}`,
    '',
    ...(series.started === undefined ? [] : [`${capitalize(series.started)}.`, '']),
    '```mermaid',
    `%%{init: ${JSON.stringify(init)}}%%`,
    'xychart-beta',
    '    title "Findings by night"',
    `    x-axis "Night (UTC)" [${labelsOf(nights)
      .map((label) => `"${label}"`)
      .join(', ')}]`,
    '    y-axis "Findings"',
    ...plots,
    '```',
    '',
    CAPTION,
    '',
    ...SERIES_TABLE_HEADER,
    ...nights.map(renderNight),
  ]
}

/** "12-01" a night; a date seen before gets its rank ("12-01 (2)"): the axis needs each once. */
function labelsOf(nights: readonly SeriesNight[]): string[] {
  const seen = new Map<string, number>()
  return nights.map(({ at }) => {
    const day = at.slice(5, 10)
    const rank = (seen.get(day) ?? 0) + 1
    seen.set(day, rank)
    return rank === 1 ? day : `${day} (${rank})`
  })
}

function renderNight(night: SeriesNight): string {
  const when = `${night.at.slice(0, 10)} ${night.at.slice(11, 16)}`
  const counts = SEVERITIES.map((s) => String(night.counts[s]))
  return `| ${when} | ${night.judged} | ${counts.join(' | ')} | ${night.new} | ${night.fixed} |`
}

function capitalize(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`
}
