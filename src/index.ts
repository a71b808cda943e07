import { run } from './main.js'
import { keepYoungGenerationSmall } from './runner/heap.js'

keepYoungGenerationSmall()
await run()
