import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    // Polling and backoff tests drive fake timers; nothing should ever wait this long for real.
    testTimeout: 20_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      // The entries only build the real process's ports and call run(): the e2e suite runs them.
      exclude: ['src/index.ts', 'src/cli/index.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 85, statements: 85, functions: 85, branches: 75 },
    },
  },
})
