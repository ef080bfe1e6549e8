#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every translation uses the glossary's words (doc/GLOSSARY.md).

Checks each msgstr of po/LL.po and help/LL/LL.po against a small table of
words the glossary replaces (a seed term of the rule books and the word a
translation must not use instead) and of the defects issue 10 listed. Fails
with the file, the line, the English string and the word to use instead.

The table is explicit, but it cannot drift from the glossary: for every
seed rule the script checks that doc/GLOSSARY.md still gives the required
word, marked (seed), in that language's column of that term's row.

Usage: check-glossary.py TOP_SRCDIR
       check-glossary.py TOP_SRCDIR LANG FILE.po...   (only these files)
"""

import os
import re
import sys

LANGUAGES = ('ro', 'it', 'pt', 'eo')

# Seed terms: (language, forbidden pattern, required word, glossary row).
# The required word must be in the glossary row whose English column starts
# with the given term, in the language's column, marked as a seed term.
SEED_RULES = [
    ('ro', r'\bdiscipol', 'supus', 'follower'),
    ('ro', r'\bpioni?\b|\bpionii\b|\bpionilor\b', 'supus', 'follower'),
    ('ro', r'\bpl[aă]cu[tț]', 'cartonaș', 'tile (land tile)'),
    ('ro', r'\bstem(a|ă|e|ele|ei)\b', 'blazon', 'shield'),
    ('it', r'\bpedin[ae]\b', 'seguace', 'follower'),
    ('it', r'\bscud[oi]\b', 'stemma', 'shield'),
    ('it', r'\bfattori[ae]\b', 'podere', 'farm (connected fields)'),
    ('it', r'\bchiostr[oi]\b', 'monastero', 'monastery'),
    ('pt', r'\bpeão\b|\bpeões\b', 'seguidor', 'follower'),
    ('pt', r'\bmosteiros?\b', 'claustro', 'monastery'),
    ('pt', r'\bfazendas?\b', 'quinta', 'farm (connected fields)'),
    ('pt', r'\bsalteador', 'ladrão', 'thief'),
    ('eo', r'\bkahel', 'karto', 'tile (land tile)'),
    ('eo', r'\bsekvant', 'hometo', 'follower'),
    ('eo', r'\bklostr', 'monaĥejo', 'monastery'),
]

# The defects issue 10 listed: (language, forbidden pattern, what to write).
ISSUE_RULES = [
    ('ro', r'\bjucat de calculator', 'controlat de calculator'),
    ('ro', r'\b(el|ea) se unește', 'se unește (no subject pronoun)'),
    ('ro', r'^%s: cartonaș', 'Cartonașele (Cartonașul) jucătorului %s'),
    ('ro', r'\ba fost lăsat', 'a fost întrerupt'),
    ('ro', r'^Reluarea jocului$', 'Reia jocul (a shortcut label is a verb)'),
    ('it', r'\bgiocat[oaie] dal computer', 'affidato al computer'),
    ('it', r'\bnon finit[oaie]\b', 'incompleti'),
    ('it', r'^%s: tessere?$', 'Tessere di %s'),
    ('it', r'\bplanci[ae]\b', 'tabellone (the board)'),
    # ... unless the English says "table": the real table of the house rule
    # `table` (001, "Folosirea unei mese"), which is a tavolo.
    ('it', r'(?<!gioco da )(?<!giochi da )\btavolo\b', 'tabellone (the board)', r'\bta_?b_?l_?e'),
    # The rule books speak to the player as tu; so do the lessons, the help
    # and the program (issue 22).
    ('ro', r'\bdumneavoastră\b|\bdvs\.|(?<!-)\bvă\b|-vă\b',
     'tu, as the rule books address the player (tău, îți, te)'),
    ('ro', r'(?<!sunt )(?<!fi )\b(alegeți|plasați|apăsați|faceți|dați|rulați|salvați|continuați|învățați|'
     r'trageți|indicați|spuneți|trimiteți|așteptați|adăugați|deschideți|începeți|'
     r'construiți|rezolvați|luați|țineți|lăsați|parcurgeți|schimbați|marcați)\b',
     'the imperative of tu (alege, plasează, apasă, fă, dă, …), as the rule books'),
    ('pt', r'\bjogad[oa]s? pelo computador', 'controlado pelo computador'),
    ('pt', r'\bel[ae] (volta|junta-se|é descartada)', 'no subject pronoun for things'),
    ('pt', r'\bem último\b', 'por último'),
    ('pt', r'\btoca-lhe\b|\blhe toca\b', 'toca nela'),
    ('pt', r'\bpor acabar\b', 'incompletos'),
    ('eo', r'\begalvenk', 'egalrezultoj (a tie is not a win)'),
    ('eo', r'\bnefinit', 'nekompleta'),
    ('eo', r'\bestis lasita\b', 'estis interrompita'),
    ('eo', r'\bHejmen\b', 'Hejmo-klavo (the key, not the adverb)'),
    ('eo', r'\bper rando\b|\brando al rando\b|\bĉe ĝiaj randoj\b',
     'flanko (a tile\'s side; rando is the city wall)'),
    ('eo', r'\brespekt', 'denove spekti'),
    # Issue 34: one way to say "a person at this computer", one name for
    # the rule variants in the dialog and the help.
    ('ro', r'\bpersoan[ăe] de la (acest|acel) calculator', 'o persoană la acest calculator'),
    ('it', r'\bperson[ae] a questo computer', 'una persona davanti a questo computer'),
    ('eo', r'\bregulaj\s+variant', 'regulvariantoj, as the New Game dialog names them'),
]


def unquote(s):
    """The value of a PO string literal (without its quotes)."""
    out = []
    i = 0
    while i < len(s):
        c = s[i]
        if c == '\\' and i + 1 < len(s):
            n = s[i + 1]
            out.append({'n': '\n', 't': '\t', '"': '"', '\\': '\\'}.get(n, '\\' + n))
            i += 2
        else:
            out.append(c)
            i += 1
    return ''.join(out)


def read_po(path):
    """Yields (line, msgctxt, msgid, [msgstr...]) for every entry that is
    neither the header nor obsolete."""
    entry = {}
    key = None
    start = 0

    def flush():
        if entry.get('msgid'):
            strs = [v for k, v in sorted(entry.items()) if k.startswith('msgstr')]
            yield (start, entry.get('msgctxt'), entry['msgid'], strs)

    with open(path, encoding='utf-8') as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip('\n')
            # A blank line, or a comment after the strings, ends an entry.
            if line.strip() == '' or (line.startswith('#') and key is not None):
                yield from flush()
                entry, key = {}, None
            if line.strip() == '' or line.startswith('#'):
                continue
            m = re.match(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+"(.*)"$', line)
            if m:
                key = m.group(1)
                if not entry:
                    start = number
                entry[key] = unquote(m.group(2))
            elif line.startswith('"') and line.endswith('"') and key is not None:
                entry[key] += unquote(line[1:-1])
            else:
                raise SystemExit(f'{path}:{number}: cannot read this line: {line!r}')
    yield from flush()


def glossary_rows(path):
    """The glossary's table: {English term: {lang: cell}}."""
    rows = {}
    header = None
    with open(path, encoding='utf-8') as f:
        for line in f:
            if not line.startswith('|'):
                continue
            cells = [c.strip() for c in line.strip().strip('|').split('|')]
            if header is None:
                header = cells
                continue
            if set(cells[0]) <= set('-: '):
                continue
            rows[cells[0]] = dict(zip(header, cells))
    return rows


def check_glossary(path):
    """Problems of the seed table against doc/GLOSSARY.md."""
    rows = glossary_rows(path)
    problems = []
    for lang, _pattern, required, term in SEED_RULES:
        row = next((r for name, r in rows.items() if name.startswith(term)), None)
        if row is None:
            problems.append(f'{path}: no row for “{term}”, which the seed rule for {lang} '
                            f'“{required}” comes from')
            continue
        cell = next((v for k, v in row.items() if k.endswith(f'`{lang}`')), '')
        if required not in cell or '(seed' not in cell:
            problems.append(f'{path}: the {lang} cell of “{term}” is “{cell}”, not the seed '
                            f'term “{required}” this test requires: update the table')
    return problems


def check_file(lang, path):
    """Problems of one catalogue: the msgstrs that use a replaced word."""
    # (pattern, advice, English that makes the word right, or None)
    rules = [(re.compile(p, re.IGNORECASE | re.MULTILINE), f'use “{req}” (glossary: {term})', None)
             for l, p, req, term in SEED_RULES if l == lang]
    rules += [(re.compile(r[1], re.IGNORECASE | re.MULTILINE), f'use {r[2]} (issue 10)',
               re.compile(r[3], re.IGNORECASE) if len(r) > 3 else None)
              for r in ISSUE_RULES if r[0] == lang]
    problems = []
    for line, ctx, msgid, msgstrs in read_po(path):
        where = f'{ctx} | {msgid}' if ctx else msgid
        found = []
        for msgstr in msgstrs:
            for pattern, advice, unless in rules:
                if unless is not None and unless.search(msgid):
                    continue
                m = pattern.search(msgstr)
                if m and (m.group(0), advice) not in found:
                    found.append((m.group(0), advice))
        for word, advice in found:
            problems.append(f'{path}:{line}: “{word}” in the translation of '
                            f'“{where[:70]}”: {advice}')
    return problems


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    top = argv[1]
    problems = check_glossary(os.path.join(top, 'doc', 'GLOSSARY.md'))
    if len(argv) > 2:
        lang = argv[2]
        files = [(lang, f) for f in argv[3:]]
    else:
        files = []
        for lang in LANGUAGES:
            files.append((lang, os.path.join(top, 'po', f'{lang}.po')))
            files.append((lang, os.path.join(top, 'help', lang, f'{lang}.po')))
    checked = 0
    for lang, path in files:
        if lang not in LANGUAGES:
            problems.append(f'{path}: no rules for the language “{lang}”')
            continue
        problems += check_file(lang, path)
        checked += 1
    for p in problems:
        print(p)
    if problems:
        print(f'{len(problems)} problem(s) in {checked} catalogue(s)')
        return 1
    print(f'{checked} catalogue(s) use the glossary’s words')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
