// Which literal strings a regex cannot match without (decision 087): every match of the rule
// contains at least one of them, so a message holding none of them can skip the regex. Derived from
// the pattern's source by a small parser of the `u`-mode syntax the safety rules use; anything it
// does not know (back-references, \u escapes, the `i` flag) gives no literals, and the rule always runs.

/** What one piece of a pattern requires: some string of the list occurs in its match (null: nothing known). */
type Required = readonly string[] | null;

class Unsupported extends Error {}

/** Single characters escaped in patterns (\. \? \( ...): they stand for themselves. */
const SYNTAX_CHARS = new Set([...'^$\\.*+?()[]{}|/-']);
const CONTROL_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', f: '\f', v: '\v' };

/** Best of several requirements that all hold: the one whose shortest literal is longest, then the fewest. */
function strongest(candidates: readonly string[][]): Required {
  let best: string[] | null = null;
  const shortest = (xs: readonly string[]) => Math.min(...xs.map((x) => x.length));
  for (const c of candidates) {
    if (
      !best ||
      shortest(c) > shortest(best) ||
      (shortest(c) === shortest(best) && c.length < best.length)
    )
      best = c;
  }
  return best;
}

class PatternReader {
  private pos = 0;
  private readonly chars: string[];

  constructor(source: string) {
    this.chars = [...source];
  }

  read(): Required {
    const required = this.alternatives();
    if (this.pos !== this.chars.length) throw new Unsupported('unbalanced )');
    return required;
  }

  private peek = () => this.chars[this.pos];

  /** a|b|c: a match holds one branch, so it holds a literal of the union (only when every branch has some). */
  private alternatives(): Required {
    const branches = [this.sequence()];
    while (this.peek() === '|') {
      this.pos++;
      branches.push(this.sequence());
    }
    if (branches.some((b) => b === null)) return null;
    return [...new Set(branches.flat() as string[])];
  }

  /** Atoms in a row: characters with nothing optional between them form one literal run. */
  private sequence(): Required {
    const candidates: string[][] = [];
    let run = '';
    const closeRun = () => {
      if (run) candidates.push([run]);
      run = '';
    };
    while (this.pos < this.chars.length && this.peek() !== '|' && this.peek() !== ')') {
      const atom = this.atom();
      const min = this.quantifierMin(atom.kind !== 'assertion');
      if (atom.kind === 'assertion') continue; // zero-width: the characters around it stay adjacent
      if (atom.kind === 'char') {
        if (min === undefined) run += atom.char;
        else {
          if (min >= 1) run += atom.char;
          closeRun();
        }
        continue;
      }
      closeRun();
      if (atom.kind === 'group' && atom.required && (min === undefined || min >= 1))
        candidates.push([...atom.required]);
    }
    closeRun();
    return strongest(candidates);
  }

  /** The least count of a quantifier after an atom, or undefined when there is none. */
  private quantifierMin(quantifiable: boolean): number | undefined {
    const c = this.peek();
    let min: number | undefined;
    if (c === '*' || c === '?') min = 0;
    else if (c === '+') min = 1;
    else if (c === '{') {
      const m = /^\{(\d+)(?:,\d*)?\}/.exec(this.chars.slice(this.pos, this.pos + 20).join(''));
      if (!m) throw new Unsupported('bad {');
      min = Number(m[1]);
      this.pos += m[0].length - 1;
    } else return undefined;
    if (!quantifiable) throw new Unsupported('quantified assertion');
    this.pos++;
    if (this.peek() === '?') this.pos++; // lazy
    return min;
  }

  private atom():
    | { kind: 'char'; char: string }
    | { kind: 'group'; required: Required }
    | { kind: 'any' }
    | { kind: 'assertion' } {
    const c = this.chars[this.pos++]!;
    if (c === '(') return this.group();
    if (c === '[') {
      this.skipClass();
      return { kind: 'any' };
    }
    if (c === '.') return { kind: 'any' };
    if (c === '^' || c === '$') return { kind: 'assertion' };
    if (c === '\\') return this.escape();
    if ('*+?{}]'.includes(c)) throw new Unsupported(`stray ${c}`);
    return { kind: 'char', char: c };
  }

  private group(): { kind: 'group'; required: Required } | { kind: 'assertion' } {
    const rest = this.chars.slice(this.pos, this.pos + 3).join('');
    const lookaround = ['?=', '?!', '?<=', '?<!'].find((p) => rest.startsWith(p));
    if (lookaround) this.pos += lookaround.length;
    else if (rest.startsWith('?:')) this.pos += 2;
    else if (rest.startsWith('?<')) {
      const end = this.chars.indexOf('>', this.pos);
      if (end < 0) throw new Unsupported('bad group name');
      this.pos = end + 1;
    } else if (rest.startsWith('?')) throw new Unsupported('unknown group');
    const required = this.alternatives();
    if (this.chars[this.pos++] !== ')') throw new Unsupported('unclosed (');
    // A lookaround consumes nothing: its literals need not lie in the match.
    return lookaround ? { kind: 'assertion' } : { kind: 'group', required };
  }

  private skipClass() {
    while (this.pos < this.chars.length) {
      const c = this.chars[this.pos++];
      if (c === '\\') this.pos++;
      else if (c === ']') return;
    }
    throw new Unsupported('unclosed [');
  }

  private escape(): { kind: 'char'; char: string } | { kind: 'any' } | { kind: 'assertion' } {
    const c = this.chars[this.pos++];
    if (c === undefined) throw new Unsupported('trailing \\');
    if (c === 'b' || c === 'B') return { kind: 'assertion' };
    if ('dDwWsS'.includes(c)) return { kind: 'any' };
    if (c === 'p' || c === 'P') {
      if (this.peek() !== '{') throw new Unsupported('bad \\p');
      const end = this.chars.indexOf('}', this.pos);
      if (end < 0) throw new Unsupported('bad \\p');
      this.pos = end + 1;
      return { kind: 'any' };
    }
    if (CONTROL_ESCAPES[c]) return { kind: 'char', char: CONTROL_ESCAPES[c] };
    if (SYNTAX_CHARS.has(c)) return { kind: 'char', char: c };
    throw new Unsupported(`escape \\${c}`);
  }
}

/**
 * Literals of which every match of `re` contains at least one, or undefined when the pattern gives
 * no sound list (its flags, or syntax this reader does not follow). Case-insensitive patterns and
 * ones with state (g, y: skipping `test` would change lastIndex) are left alone.
 */
export function requiredLiterals(re: RegExp): readonly string[] | undefined {
  if (/[igyv]/.test(re.flags)) return undefined;
  try {
    return new PatternReader(re.source).read() ?? undefined;
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}
