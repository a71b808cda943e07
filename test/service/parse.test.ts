import { describe, expect, it } from 'vitest'
import { redactStrings } from '../../src/service/parse.js'

describe('redactStrings', () => {
  it('removes the key from every string of an answer, however deep, keys included as own properties', () => {
    const redact = (text: string) => text.split('KEY').join('***')
    const data = JSON.parse(
      '{"a":"xKEYx","b":[1,"KEY",{"c":{"d":["KEYKEY"]}}],"__proto__":"KEY","n":null}',
    ) as unknown
    const result = redactStrings(data, redact)
    expect(JSON.stringify(result)).not.toContain('KEY')
    expect(result).toMatchObject({ a: 'x***x', b: [1, '***', { c: { d: ['******'] } }], n: null })
  })

  it('walks a very deep answer without exhausting the stack', () => {
    let deep: unknown = 'KEY'
    for (let i = 0; i < 100_000; i++) deep = [deep]
    const redact = (text: string) => text.split('KEY').join('***')
    expect(() => redactStrings(deep, redact)).not.toThrow()
  })
})
