import { describe, expect, it } from 'vitest'
import { readTopLevelValue } from '../../src/common/json-head.js'

describe('readTopLevelValue', () => {
  it("finds a top-level member's value, whatever it is, and no further", () => {
    const text = '{\n  "a": 1,\n  "b": {"c": [1, {"d": "}"}]},\n  "e": "x", "f": true, "g": ['
    expect(readTopLevelValue(text, 'a')).toEqual({ value: '1' })
    expect(readTopLevelValue(text, 'b')).toEqual({ value: '{"c": [1, {"d": "}"}]}' })
    expect(readTopLevelValue(text, 'e')).toEqual({ value: '"x"' })
    expect(readTopLevelValue(text, 'f')).toEqual({ value: 'true' })
    // The text ends inside g: what follows it is not known.
    expect(readTopLevelValue(text, 'g')).toEqual({ cut: true })
    expect(readTopLevelValue(text, 'h')).toEqual({ cut: true })
  })

  it('takes no key from inside a string or a nested object', () => {
    const text = '{"title": "\\"series\\": [1]", "nested": {"series": 2}, "series": {"n": "\\\\"}}'
    expect(readTopLevelValue(text, 'series')).toEqual({ value: '{"n": "\\\\"}' })
    expect(JSON.parse(text)).toMatchObject({ series: { n: '\\' } })
  })

  it('reads a key as JSON reads it, escapes and all', () => {
    expect(readTopLevelValue('{"\\u0073eries": 3}', 'series')).toEqual({ value: '3' })
  })

  it('says when the object ends without the key, or is no object', () => {
    expect(readTopLevelValue('{"a": 1}', 'series')).toEqual({ missing: true })
    expect(readTopLevelValue(' {} ', 'series')).toEqual({ missing: true })
    expect(readTopLevelValue('[{"series": 1}]', 'series')).toEqual({ missing: true })
    expect(readTopLevelValue('{"a" 1, "series": 2}', 'series')).toEqual({ missing: true })
    expect(readTopLevelValue('', 'series')).toEqual({ cut: true })
    expect(readTopLevelValue('{"series": 12', 'series')).toEqual({ cut: true })
  })
})
