/**
 * zod/mini loads no locale: without one, every message of zod's own is "Invalid input". Some reach
 * users (a malformed lockfile entry, a number out of range in a service response), so the English
 * messages of zod's classic API are loaded here, once, for every schema.
 *
 * Imported for this effect alone by the modules that show zod's messages. Not a module that
 * re-exports `z` with the locale set: a namespace re-exported by a module with side effects is
 * bundled whole (every locale zod has, 500 KB), so the modules import `z` from zod/mini themselves.
 */
import { config } from 'zod/mini'
// The English locale alone: tests and tsx would load every locale through `zod/v4/locales`.
import en from 'zod/v4/locales/en.js'

config(en())
