import { expect } from 'vitest'
import { ConfigError, readConfig, type Config } from '../../src/config/inputs.js'
import { loadYamlWithPlaces } from '../../src/policy/places.js'
import { REQUIRED_INPUTS } from '../../testkit/builders/config.js'

/** readConfig over `inputs`, beside the required ones (`base`), as the action reads them. */
export function configOf(
  inputs: Record<string, string>,
  base: Record<string, string> = REQUIRED_INPUTS,
): Config {
  return readConfig((name) => ({ ...base, ...inputs })[name] ?? '', {
    loadYaml: loadYamlWithPlaces,
  })
}

/** The problems readConfig names for `inputs`; fails the test when it accepts them. */
export function problemsOf(
  inputs: Record<string, string>,
  base: Record<string, string> = REQUIRED_INPUTS,
): string[] {
  try {
    configOf(inputs, base)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as ConfigError).problems
  }
  throw new Error('readConfig accepted the inputs')
}
