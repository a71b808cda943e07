/** Reading back the Markdown the reports render. */

/** `|` characters that are not backslash-escaped, i.e. that would split a table cell. */
export function countUnescapedPipes(text: string): number {
  let count = 0
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '|') continue
    let backslashes = 0
    for (let j = i - 1; j >= 0 && text[j] === '\\'; j--) backslashes++
    if (backslashes % 2 === 0) count++
  }
  return count
}

/** The rows of the findings table (lines that start with a severity cell). */
export function findingRows(markdown: string): string[] {
  const start = markdown.indexOf('| Severity | Finding | Location |')
  if (start < 0) return []
  return markdown
    .slice(start)
    .split('\n')
    .slice(2)
    .filter((line) => line.startsWith('| '))
}

/** The rows of the table whose header line starts with `header`, up to the first other line. */
export function tableRows(markdown: string, header: string): string[] {
  const lines = markdown.split('\n')
  const start = lines.findIndex((l) => l.startsWith(header))
  const rows: string[] = []
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break
    rows.push(line)
  }
  return rows
}
