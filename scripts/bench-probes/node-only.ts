/** `npm run bench`'s floor: node, then one request to the service's address, with node:http alone. */
import { request } from 'node:http'

request(new URL('scans', process.env['INPUT_BASE-URL']))
  .on('error', () => undefined)
  .end()
