import { CLOSETS, chatAsker } from '/work/wt/i23occ/bench/chat-harness';
const { converse } = chatAsker();
const qs: (string | string[])[] = process.argv.slice(2).length ? process.argv.slice(2).map((s) => s.split(' || ')) : [];
for (const q of qs) {
  const arr = Array.isArray(q) ? q : [q];
  for (const c of CLOSETS.filter((c) => (process.env.CL ?? 'menswear,womenswear').split(',').includes(c.name))) {
    const a = await converse(c, arr.slice(0, -1), arr[arr.length - 1]!);
    console.log(`[${c.name}] ${arr.join(' ⟶ ')}\n  → ${a.replace(/\n/g, '\n    ')}\n`);
  }
}
