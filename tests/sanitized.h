// How much less a search-heavy test asks for under AddressSanitizer (the asan preset, ./build.sh test).
#pragma once

namespace st::test {

/// Under the sanitizer every move of a search costs several times as much. A test that looks for
/// positions of a kind and asks the computer player about each (a close that wins in every world, a
/// hidden card rewritten) asks about half as many there, and a test of many deals or seeds walks a
/// fraction of them: the sanitizer looks for memory errors and undefined behaviour, which the same
/// code paths meet on fewer positions. The Release run (./build.sh quick) asks about all of them.
#if defined(__SANITIZE_ADDRESS__)
constexpr int kSanitized = 2;
#else
constexpr int kSanitized = 1;
#endif

} // namespace st::test
