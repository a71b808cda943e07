/**
 * Runs the emulator as a process, for the demo and for child-process tests:
 *   npx tsx testkit/emulator/cli.ts [--port 8787] [--credits 1000] [--key read,write] [--secret ssk_…]
 * Prints one JSON line {base_url, admin_url, key?} on stdout, then serves until SIGINT/SIGTERM.
 * --secret makes the key (with --key's scopes, default read,write) the one given, so a .env file
 * can name it in advance (see .env.example).
 */
import { parseArgs } from 'node:util'
import { startEmulator } from './index.js'
import type { Scope } from './types.js'

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      credits: { type: 'string' },
      key: { type: 'string' },
      secret: { type: 'string' },
    },
  })
  const emulator = await startEmulator({
    port: Number(values.port),
    ...(values.credits === undefined ? {} : { defaultCredits: Number(values.credits) }),
  })
  const line: Record<string, string> = { base_url: emulator.baseUrl, admin_url: emulator.adminUrl }
  if (values.key !== undefined || values.secret !== undefined) {
    const scopes = (values.key ?? 'read,write').split(',') as Scope[]
    line.key = emulator.addKey({
      scopes,
      ...(values.secret === undefined ? {} : { secret: values.secret }),
    })
  }
  console.log(JSON.stringify(line))
  const stop = (): void => {
    void emulator.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

void main()
