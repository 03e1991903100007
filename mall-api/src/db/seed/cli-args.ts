/** Accepts 100000, 100k or 1m: `SEED_SCALE=100k` or `--scale 100000`. */
export function parseScale(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const m = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(value.trim());
  if (!m) throw new Error(`Invalid scale: ${value}`);
  const unit = { '': 1, k: 1000, m: 1_000_000 }[m[2]!.toLowerCase() as '' | 'k' | 'm'];
  return Math.round(Number(m[1]) * unit);
}

export function flagValue(args: readonly string[], name: string): string | undefined {
  const inline = args.find((a) => a.startsWith(`${name}=`));
  if (inline) return inline.slice(name.length + 1);
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}
