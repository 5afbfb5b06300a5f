/**
 * A count with its noun in the number it takes: "1 vendor", "3 vendors", "0 vendors". Every count the product shows
 * beside a noun goes through here, so none reads "1 vendors".
 */
export const countOf = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
