/** "1 lockfile", "2 lockfiles", "3 malicious dependencies" (with `many` for irregular plurals). */
export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`
}
