#!/usr/bin/env python3
# One register per language, in the program and in the help: the player
# is spoken to as "tu", as the rule books do (Devir's Portuguese one, the
# Romanian and Italian ones). A translation that speaks formally ("Escolha
# um lugar marcado", "Introduceți parola", "Scelga") is listed with its
# file and line. Esperanto has one form of address ("vi"), nothing to check.
#
# The signs of the formal register, per language:
#  - a word of the list below (a formal imperative or pronoun), with or
#    without a pronoun joined to it ("Corrija-o");
#  - pt: "your" said as "seu/sua" (not "teu/tua"), "you" as "lhe".
#
# Usage: check-register.py SOURCE_ROOT
# SPDX-License-Identifier: GPL-3.0-or-later

import re
import sys
from pathlib import Path

FORMAL = {
    'pt': [
        'você', 'vocês', 'senhor', 'senhora',
        'escolha', 'coloque', 'clique', 'prima', 'indique', 'execute', 'guarde',
        'abra', 'escreva', 'inicie', 'crie', 'convide', 'espere', 'envie', 'diga',
        'veja', 'volte', 'mude', 'adicione', 'arraste', 'desative', 'ative',
        'corrija', 'percorra', 'construa', 'torne', 'faça', 'imprima', 'marque',
        'remova', 'atualize', 'achate', 'pense', 'tente', 'carregue', 'utilize',
        'selecione', 'introduza', 'experimente', 'verifique', 'instale', 'leia',
        'feche', 'ponha', 'jogue', 'desenhe', 'mova', 'aguarde', 'confirme',
    ],
    'ro': [
        'dumneavoastră', 'dvs', 'introduceți', 'scrieți', 'alegeți', 'apăsați',
        'faceți', 'puneți', 'încercați', 'deschideți', 'închideți', 'folosiți',
        'selectați', 'verificați', 'așteptați', 'instalați', 'corectați',
        'invitați', 'trageți', 'faceţi', 'apăsaţi',
    ],
    'it': [
        # Only verbs in -ere and -ire: the formal imperative of one in -are
        # ("clicchi") is also the informal present ("tu clicchi").
        'scelga', 'prema', 'inserisca', 'apra', 'scriva', 'corregga', 'esegua',
        'tenga', 'chiuda', 'metta', 'legga', 'scopra', 'riapra',
    ],
}
NOUN_BEFORE = {'um', 'uma', 'o', 'a', 'os', 'as', 'do', 'da', 'no', 'na', 'de', 'duplo',
               'tua', 'sua', 'teu', 'seu', 'nossa', 'minha', 'un', 'una', 'il', 'la'}
SUBJUNCTIVE_AFTER = {'que', 'che', 'cosa', 'să'}
CLITIC = r'(?:-(?:o|a|os|as|lo|la|los|las|lhe|lhes|l|le|i|o))?'


def entries(path):
    """(line, msgid, msgstr) of each translated entry of a .po file."""
    entry = {'msgid': '', 'msgstr': '', 'line': 0}
    field = None
    with open(path, encoding='utf-8') as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip('\n')
            m = re.match(r'^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?) "(.*)"$', line)
            if m:
                key = m.group(1)
                if key in ('msgctxt', 'msgid') and field is not None and field.startswith('msgstr'):
                    yield entry['line'], entry['msgid'], entry['msgstr']
                    entry = {'msgid': '', 'msgstr': '', 'line': number}
                if key == 'msgid':
                    entry['line'] = number
                field = key
                if key.startswith('msgstr'):
                    entry['msgstr'] += ' ' + m.group(2)
                elif key.startswith('msgid'):
                    entry['msgid'] += ' ' + m.group(2)
                continue
            m = re.match(r'^"(.*)"$', line)
            if m and field is not None:
                if field.startswith('msgstr'):
                    entry['msgstr'] += m.group(1)
                elif field.startswith('msgid'):
                    entry['msgid'] += m.group(1)
                continue
            if line.startswith('#') and field is not None and field.startswith('msgstr'):
                yield entry['line'], entry['msgid'], entry['msgstr']
                entry = {'msgid': '', 'msgstr': '', 'line': number}
                field = None
    if field is not None and field.startswith('msgstr'):
        yield entry['line'], entry['msgid'], entry['msgstr']


def formal_signs(lang, msgid, msgstr):
    text = re.sub(r'<[^>]*>', ' ', msgstr)
    signs = []
    words = FORMAL.get(lang, [])
    if words:
        pattern = r'(?<![\w-])(' + '|'.join(words) + r')' + CLITIC + r'(?![\w-])'
        for m in re.finditer(pattern, text, re.IGNORECASE):
            before = re.findall(r'[\w-]+', text[:m.start()].lower())
            # A noun after its article ("um clique", "uma escolha"), or
            # a subjunctive after "que" ("para que as feche"): no address.
            if before and before[-1] in NOUN_BEFORE:
                continue
            if set(before[-6:]) & SUBJUNCTIVE_AFTER:
                continue
            signs.append(m.group(0))
    if lang == 'pt':
        if re.search(r'\b(your|yours)\b', msgid, re.IGNORECASE) and \
           re.search(r'\b(seu|sua|seus|suas)\b', text) and \
           not re.search(r'\b(teu|tua|teus|tuas)\b', text):
            signs.append('seu/sua for "your"')
        if re.search(r'\byou\b', msgid, re.IGNORECASE) and re.search(r'(\b|-)lhe\b', text):
            signs.append('lhe for "you"')
    return signs


def main():
    root = Path(sys.argv[1])
    files = sorted(root.glob('po/*.po')) + sorted(root.glob('help/*/*.po'))
    problems = 0
    checked = 0
    for path in files:
        lang = path.stem
        if lang not in FORMAL:
            continue
        for line, msgid, msgstr in entries(path):
            if not msgstr.strip():
                continue
            checked += 1
            signs = formal_signs(lang, msgid, msgstr)
            if signs:
                problems += 1
                print('%s:%d: formal (%s): %s' % (path.relative_to(root), line,
                                                  ', '.join(signs), msgstr.strip()[:120]))
    print('%d translations checked, %d formal' % (checked, problems))
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
