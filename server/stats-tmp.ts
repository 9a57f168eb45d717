import { RULES_BY_CATEGORY } from '/work/wt/safetyperf/server/src/safety/rules-by-category.js';
import { requiredLiterals } from '/work/wt/safetyperf/server/src/safety/required-literals.js';
let rules=0, pats=0, lit=0, none=0;
for (const rs of RULES_BY_CATEGORY.values()) for (const r of rs) { rules++; const ps = r instanceof RegExp ? [r] : [...r.all, ...(r.any??[])]; for (const p of ps){pats++; const l=requiredLiterals(p); if(l) lit++; else none++;} }
console.log({rules, pats, lit, none});
