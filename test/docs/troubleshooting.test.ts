import { describe, expect, it } from 'vitest'
import { quotesWordForWord } from './troubleshooting.js'

describe('quotesWordForWord', () => {
  const page =
    'In the tables, `…` stands for what varies.\n\n| `scan … is stuck: look at it` | Do so. |\n\n`no repository was judged: …` and\n`a quote wrapped\nover two lines`'

  it('finds a message the page quotes, what varies standing for `…`, wrapped or not', () => {
    expect(quotesWordForWord('scan 42 is stuck: look at it', page)).toBe(true)
    expect(quotesWordForWord('no repository was judged: 3 skipped', page)).toBe(true)
    expect(quotesWordForWord('a quote wrapped over two lines', page)).toBe(true)
  })

  it('fails a message reworded, cut short or longer, and never takes `…` alone for a quote', () => {
    expect(quotesWordForWord('scan 42 is stuck: look into it', page)).toBe(false)
    expect(quotesWordForWord('scan 42 is stuck', page)).toBe(false)
    expect(quotesWordForWord('scan 42 is stuck: look at it now', page)).toBe(false)
    expect(quotesWordForWord('anything at all', page)).toBe(false)
  })
})
