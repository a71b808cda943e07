/** `npm run bench`'s probe: as core.ts, with the inputs checked first by zod/mini, as the action's are. */
import * as core from '@actions/core'
import { HttpClient } from '@actions/http-client'
import { z } from 'zod/mini'

const inputs = z
  .object({ apiKey: z.string().check(z.regex(/^ssk_/)), baseUrl: z.url() })
  .parse({ apiKey: core.getInput('api-key'), baseUrl: core.getInput('base-url') })
core.setSecret(inputs.apiKey)
new HttpClient('probe').get(new URL('scans', inputs.baseUrl).href).catch(() => undefined)
