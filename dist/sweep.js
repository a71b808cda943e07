// org/security-scan-action/sweep (sweep/action.yml) runs this file; its name tells the
// bundle to sweep. Written by scripts/sweep-entry.ts.
import './index.js'
