"""Writes a lesson file (resources/tutorials/<id>.json) from its parts, laid out
for reading: one action per line, notes in order."""
import json


def _line(obj):
    return json.dumps(obj, ensure_ascii=False)


def write(path, meta, record, notes):
    """meta: id, game, order, title, summary, rules, intro, outro (texts as {"en","de"});
    notes: {index: {"say": {...}, "why": {...}}}."""
    deal = record["deals"][0]
    out = ["{"]
    out.append(f'  "format": "stammtisch-lesson/1",')
    for key in ("id", "game", "order", "title", "summary", "rules"):
        out.append(f'  "{key}": {_line(meta[key])},')
    out.append('  "learner": 0,')
    out.append(f'  "intro": {_line(meta["intro"])},')
    out.append(f'  "outro": {_line(meta["outro"])},')
    out.append('  "record": {')
    out.append(f'    "format": {_line(record["format"])}, "game": {_line(record["game"])}, '
               f'"variant": {_line(record.get("variant", {}))},')
    out.append(f'    "players": {_line(record["players"])},')
    out.append('    "deals": [{')
    out.append(f'      "dealer": {deal["dealer"]},')
    out.append('      "hands": [')
    out.append(",\n".join("        " + _line(h) for h in deal["hands"]))
    out.append('      ],')
    out.append(f'      "stock": {_line(deal.get("stock", []))},')
    out.append('      "actions": [')
    out.append(",\n".join("        " + _line(a) for a in deal["actions"]))
    out.append('      ]')
    out.append('    }]')
    out.append('  },')
    out.append('  "notes": [')
    items = []
    for at in sorted(notes):
        n = {"at": at, "say": notes[at]["say"]}
        if notes[at].get("why"):
            n["why"] = notes[at]["why"]
        items.append("    " + _line(n))
    out.append(",\n".join(items))
    out.append('  ]')
    out.append('}')
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
