/**
 * What the user should do about an error answer. Every entry of the spec's "Messages and causes"
 * table has its own hint; the status code gives the fallback. Messages are matched by substance
 * (case-insensitive, loose whitespace) because the service's wording may shift slightly.
 */

interface MessageRule {
  pattern: RegExp
  hint: (match: RegExpExecArray) => string
}

const KEY_SETTINGS = 'the dashboard (API keys settings, Admin or Owner role)'

const MESSAGE_RULES: readonly MessageRule[] = [
  {
    pattern: /requires\s+api\s+key\s+authentication|x-api-key\s+header/i,
    hint: () =>
      'the request reached the service without an API key (dashboard session tokens are not ' +
      'accepted on /v1); pass an organization API key as api-key and check that no proxy strips ' +
      'the X-Api-Key header',
  },
  {
    pattern: /only\s+supported\s+on\s+the\s+backend\s+rest\s+route/i,
    hint: () =>
      'base-url points at an internal route; set base-url to the public base address of the ' +
      'service, ending in /v1',
  },
  {
    pattern: /missing\s+required\s+scope\b:?\s*([a-z_-]+)?/i,
    hint: (m) => scopeHint(m[1]?.toLowerCase()),
  },
  {
    pattern: /insufficient\s+credits/i,
    hint: () => CREDITS_HINT,
  },
  {
    pattern: /cost_estimation_id\s+is\s+required/i,
    hint: () =>
      'target URLs, auth instructions, custom context and context documents are accepted only ' +
      'for a scan started from a cost estimation; send cost_estimation_id with them',
  },
  {
    pattern: /cost\s+estimation\s+is\s+not\s+ready/i,
    hint: () =>
      'the cost estimation is still pending or running; wait until its status is completed or ' +
      'partial before starting the scan',
  },
  {
    pattern: /not\s+included\s+in\s+the\s+cost\s+estimation/i,
    hint: () =>
      'the scan names a repository or archive that the cost estimation did not include; start ' +
      'the scan with the same repository URL (or archive) that was estimated',
  },
  {
    pattern: /branch\s+does\s+not\s+match/i,
    hint: () =>
      'the scan branch differs from the branch of the cost estimation; scan the estimated ' +
      'branch or create a new estimation for this branch',
  },
  {
    pattern: /finding\s+not\s+found/i,
    hint: () =>
      'the finding does not exist, is not approved yet, or belongs to another organization ' +
      '(the service does not say which); comments can only be added to approved findings of ' +
      "this key's organization",
  },
  {
    pattern: /repos\s+must\s+contain\s+at\s+least/i,
    hint: () => 'the cost estimation request listed no repository; at least one is required',
  },
  {
    pattern: /cost_estimation_id\s+must\s+be\s+a\s+uuid/i,
    hint: () =>
      'cost_estimation_id is not a UUID; pass the id of a cost estimation returned by the service',
  },
]

const CREDITS_HINT =
  'the organization does not have enough credits to start this scan; add credits in the ' +
  'dashboard and re-run (a 402 is never retried)'

export const RATE_LIMIT_HINT =
  "the API key's 100 requests per minute are shared by every job and integration that uses it, " +
  'and together they asked for more; spread scheduled workflows apart, set ' +
  'max-requests-per-minute on the workflows that share the key so that together they stay under ' +
  '100, raise the timeout, or give this workflow a second key'

function scopeHint(scope: string | undefined): string {
  const which = scope === undefined ? 'a required' : `the ${scope}`
  return (
    `this API key lacks ${which} scope; create a key with read and write scopes in ` +
    `${KEY_SETTINGS} and store it as the api-key secret (scopes cannot be changed after creation)`
  )
}

function hintForStatus(status: number): string {
  switch (status) {
    case 400:
      return 'the service rejected the request as invalid; the message names the failing field'
    case 401:
      return (
        'the API key is missing, malformed, revoked or expired; create a new key in ' +
        `${KEY_SETTINGS} and store it as a secret passed to api-key`
      )
    case 402:
      return CREDITS_HINT
    case 403:
      return scopeHint(undefined)
    case 404:
      return (
        "the resource does not exist or is not visible to the API key's organization; check " +
        'the id and that the key belongs to the organization that owns it'
      )
    case 409:
      return (
        'the request conflicts with the current state on the service (for example the ' +
        'organization already has 10 active API keys); resolve it in the dashboard and re-run'
      )
    case 429:
      return RATE_LIMIT_HINT
  }
  if (status >= 500) {
    return 'the service had an internal error; this is usually temporary, re-run later and check the service status if it persists'
  }
  if (status >= 300 && status < 400) {
    return (
      'the service answered with a redirect, which is not followed so that the API key never ' +
      'goes to another address; set base-url to the final address of the service'
    )
  }
  return 'the service rejected the request'
}

/** The user-facing fix for an error answer with this status and (joined) service message. */
export function findHint(status: number, serviceMessage: string): string {
  for (const rule of MESSAGE_RULES) {
    const match = rule.pattern.exec(serviceMessage)
    if (match) return rule.hint(match)
  }
  return hintForStatus(status)
}

/** The hint for a request that never got an HTTP answer, by Node's error code. */
export function findNetworkHint(code: string | undefined): string {
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return "the host name of base-url could not be resolved; check base-url and the runner's DNS and proxy settings"
  }
  if (code === 'ECONNREFUSED') {
    return 'nothing accepted the connection; check the host and port of base-url and the proxy settings (HTTPS_PROXY, NO_PROXY)'
  }
  if (
    code !== undefined &&
    /^(CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|ERR_TLS|ERR_SSL)/.test(code)
  ) {
    return 'the TLS certificate could not be verified; if a proxy inspects TLS, point NODE_EXTRA_CA_CERTS at its CA certificate'
  }
  return 'the connection failed before a complete answer arrived; this is usually temporary, re-run later and check network and proxy settings if it persists'
}
