import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  IMAGES_DIR,
  PICTURES,
  SOURCES_FILE,
  collectPictureSources,
  hashSources,
  normalizeMarkdown,
} from '../../scripts/images.js'

/**
 * docs/images/ shows what users see; sources.json holds the hash of the Markdown each picture was
 * drawn from. The demo's runs (dist/index.js against the emulator) must still write that Markdown.
 */

/** The demo's pull request and a sweep, each a few seconds of real polling at 500 ms. */
const COLLECT_TIMEOUT_MS = 90_000

function readSources(): Record<string, string> {
  return JSON.parse(readFileSync(SOURCES_FILE, 'utf8')) as Record<string, string>
}

describe('docs/images', () => {
  it(
    "sources.json matches the Markdown the demo's runs write today",
    async () => {
      const fresh = hashSources(await collectPictureSources())
      const committed = readSources()
      for (const [picture, hash] of Object.entries(fresh)) {
        expect(
          committed[picture],
          `docs/images/${picture} was drawn from other Markdown: run \`npm run images\``,
        ).toBe(hash)
      }
      expect(Object.keys(committed).sort()).toEqual(Object.keys(fresh).sort())
    },
    COLLECT_TIMEOUT_MS,
  )

  it('lists every picture the script draws', () => {
    expect(Object.keys(readSources())).toEqual(PICTURES.map((picture) => `${picture}.png`))
  })

  it('has each picture of sources.json as a PNG in docs/images/', () => {
    const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    for (const picture of Object.keys(readSources())) {
      const path = join(IMAGES_DIR, picture)
      expect(existsSync(path), picture).toBe(true)
      expect(readFileSync(path).subarray(0, 8).equals(PNG_SIGNATURE), picture).toBe(true)
    }
  })
})

describe('normalizeMarkdown', () => {
  it('fixes ids, times and loopback ports, and leaves the rest as written', () => {
    const text =
      'Scan 3b241101-e2bb-4255-8caf-4136c566a962 at 2026-11-27T17:52:59.123Z ' +
      'on http://127.0.0.1:41234/v1, commit 3f9c2a7e41b0, 2 high'
    expect(normalizeMarkdown(text)).toBe(
      'Scan 00000000-0000-0000-0000-000000000000 at 2030-01-01T00:00:00Z ' +
        'on http://127.0.0.1:8787/v1, commit 3f9c2a7e41b0, 2 high',
    )
  })
})
