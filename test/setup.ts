import nock from 'nock'
import { afterEach, beforeAll } from 'vitest'

// No test ever reaches the network: only loopback (the emulator and fake GitHub API) is allowed.
beforeAll(() => {
  nock.disableNetConnect()
  nock.enableNetConnect(/^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/)
})

afterEach(() => {
  nock.cleanAll()
})
