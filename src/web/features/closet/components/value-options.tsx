/** The <option>s of a native select over a fixed list, each shown as `format` words it. */
export function ValueOptions({ values, format }: { values: readonly string[]; format?: (value: string) => string }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {format ? format(value) : value}
    </option>
  ));
}
