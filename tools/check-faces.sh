#!/usr/bin/env bash
# A game is known by name only in its own folders: its face ui/games/<game>.* and its rules
# core/<game>/ (docs/architecture.md; ui/games/gameface.h).
#
#   tools/check-faces.sh [ROOT]
#
# Prints every line in ui/, app/ and core/ (ui/games/ and the game folders of core/ excepted: every
# folder of core/ with a CMakeLists.txt but ai/ and net/, as core/CMakeLists.txt finds them; tests/
# are not searched) that
#   - compares a game id with a string: `== "dappen"`, `"dreeg" !=`, `gameId == QLatin1String("dreeg")`,
#     `id() == "…"` (an id compared with any string),
#   - compares with Dappen's Mainz rules ("mainz"),
#   - or downcasts to a game: dynamic_cast<…DreegGame…>, dynamic_cast<const dreierles::…>,
# as file:line: text, and exits 1 if there is one (0 if none). Comments (// …) are not searched.
# A comparison whose left side is a bid or key (bid == "dappen": Dappen's bid of that name) is not a game id;
# any other line that only looks like one is passed over when it ends with the comment // not a game id
set -euo pipefail
root=${1:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}
cd "$root"

prune=(-path ui/games)
for dir in core/*/; do
  dir=${dir%/}
  case ${dir#core/} in ai | net) continue ;; esac
  [ -e "$dir/CMakeLists.txt" ] && prune+=(-o -path "$dir")
done
mapfile -t files < <(find ui app core \( "${prune[@]}" \) -prune -o -type f \( -name '*.cpp' -o -name '*.h' \) -print | sort)
((${#files[@]})) || { echo "check-faces: no sources under $root/ui, $root/app or $root/core" >&2; exit 2; }

perl -ne '
    BEGIN { $found = 0 }
    my $code = $_;
    my $skip = $code =~ m{//\s*not a game id\b};
    $code =~ s{//.*$}{};                      # a line comment (string literals with // are rare here)
    my $ids = qr/dreeg|dreierles|dappen|dreierschnapsen|schnapsen|mainz/;
    my $lit = qr/(?:"(?:$ids)"(?:_s|_L1)?|(?:QLatin1String|QStringLiteral|QLatin1StringView|QStringView|u8?)\(?"(?:$ids)"\)?)/;
    my $hit = 0;
    # <left side> ==/!= <game id>, skipping bids (Dappen has a bid named "dappen").
    while ($code =~ /([\w.\->()\[\]]*)\s*(?:==|!=)\s*$lit/g) { $hit = 1 unless $1 =~ /(?:^|\W)(?:bid|key)$/i }
    while ($code =~ /$lit\s*(?:==|!=)\s*([\w.\->()]*)/g) { $hit = 1 unless $1 =~ /^(?:bid|key)\b/i }
    # id() ==/!= any string (a game added later is caught too)
    $hit = 1 if $code =~ /\bid\(\)\s*(?:==|!=)\s*(?:"|\w*String\w*\(\s*"|u8?")/;
    # downcasts to a game class or into a game namespace
    $hit = 1 if $code =~ /dynamic_cast\s*<[^>]*\b(?:Dreeg|Dreierles|Dappen|Dreierschnapsen|Schnapsen|dreeg::|dreierles::|dappen::|dreierschnapsen::|schnapsen::)/;
    if ($hit && !$skip) { print "$ARGV:$.: $_"; $found++ }
    close ARGV if eof;                        # line numbers per file
    END { if ($found) { print STDERR "check-faces: $found line(s) know a game by name outside its folders ui/games/<game>.* and core/<game>/ (move them there)\n"; exit 1 } }
' "${files[@]}"
