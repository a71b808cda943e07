import type { Route } from './context.js'
import { estimationRoutes } from './estimations.js'
import { createFindingRoutes } from './findings.js'
import { refreshScans, scanReadRoutes } from './scan-routes.js'
import { scanCreateRoutes } from './scans.js'
import { verdictRoutes } from './verdicts.js'

/** Every /v1 endpoint; patterns match the path without the /v1 prefix. */
export const API_ROUTES: readonly Route[] = [
  ...estimationRoutes,
  ...scanCreateRoutes,
  ...scanReadRoutes,
  ...createFindingRoutes(refreshScans),
  ...verdictRoutes,
]

export interface RouteMatch {
  route: Route
  params: string[]
}

export function matchRoute(method: string, path: string): RouteMatch | undefined {
  for (const route of API_ROUTES) {
    if (route.method !== method) continue
    const found = route.pattern.exec(path)
    if (found === null) continue
    try {
      return { route, params: found.slice(1).map((part) => decodeURIComponent(part)) }
    } catch {
      return undefined
    }
  }
  return undefined
}
